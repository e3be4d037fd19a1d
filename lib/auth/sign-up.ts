import { z } from "zod";
import { database } from "@/lib/db";
import { log } from "@/lib/http/log";
import { accountRequestRefused } from "./account-throttle";
import { sendVerificationEmail } from "./email-verification";
import { hashPassword } from "./password";
import { GUESSABLE_PASSWORD_PT, emailSchema, nameSchema, passwordSchema } from "./password-rules";
import { isGuessablePassword } from "./password-strength";

// A new account: name, email, password (scrypt). The email gets a verification link; the account can
// be used at once (onboarding follows), and the app shows a reminder until the link is opened.

export const signUpSchema = z
  .object({ name: nameSchema, email: emailSchema, password: passwordSchema })
  .refine((value) => value.password.toLowerCase() !== value.email, { path: ["password"], message: "não pode ser o seu email." })
  // The person's own name and email are the first words an attacker tries (ASVS 2.1.7).
  .refine((value) => !isGuessablePassword(value.password, personalWords(value.name, value.email)), { path: ["password"], message: GUESSABLE_PASSWORD_PT });

/** A person's name and email as the words a guesser would start with: whole, in parts, without accents. */
function personalWords(name: string, email: string): string[] {
  const local = email.split("@")[0]!;
  const words = [email, local, ...local.split(/[._+-]+/), ...name.split(/\s+/)].filter((word) => word.length >= 3);
  return [...new Set(words.flatMap((word) => [word.toLowerCase(), word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()]))];
}

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
