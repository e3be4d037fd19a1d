import { z } from "zod";
import { database } from "@/lib/db";
import { log } from "@/lib/http/log";
import { accountRequestRefused } from "./account-throttle";
import { sendVerificationEmail } from "./email-verification";
import { hashPassword } from "./password";
import { emailSchema, nameSchema, passwordSchema } from "./password-rules";

// A new account: name, email, password (scrypt). The email gets a verification link; the account can
// be used at once (onboarding follows), and the app shows a reminder until the link is opened.

export const signUpSchema = z
  .object({ name: nameSchema, email: emailSchema, password: passwordSchema })
  .refine((value) => value.password.toLowerCase() !== value.email, { path: ["password"], message: "não pode ser o seu email." });

export const SIGN_UP_LABELS = { name: "Nome", email: "Email", password: "Palavra-passe" };

export type SignUpOutcome = { ok: true; userId: string } | { ok: false; reason: "rate_limited" | "email_taken" };

export async function signUp(input: z.output<typeof signUpSchema>, address: string | null, origin: string): Promise<SignUpOutcome> {
  if (await accountRequestRefused("signup", input.email, address)) return { ok: false, reason: "rate_limited" };
  const existing = await database().user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) return { ok: false, reason: "email_taken" };
  const user = await database().user
    .create({ data: { name: input.name, email: input.email, passwordHash: await hashPassword(input.password) } })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "P2002") return null;
      throw error;
    });
  if (!user) return { ok: false, reason: "email_taken" };
  log("info", "user_signed_up", { userId: user.id });
  await sendVerificationEmail(user, origin);
  return { ok: true, userId: user.id };
}
