import { z } from "zod";
import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import { accountRequestRefused } from "./account-throttle";
import { sendVerificationEmail } from "./email-verification";
import { sendExistingAccountNotice } from "./existing-account-notice";
import { hashPassword } from "./password";
import { GUESSABLE_PASSWORD_PT, emailSchema, nameSchema, passwordSchema } from "./password-rules";
import { isGuessablePassword } from "./password-strength";

// A new account: name, email, password (scrypt). The email gets a verification link, and nothing of a
// company is created or shown before it is opened. An email that already has an account gets the
// same answer, after the same work (a password hashed, one email sent): its owner is mailed a notice
// instead of a link, so the answer never tells who is a customer (security review 2026-11-26 L9).

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

/** "sent": a verification link or, for a taken email, a notice went to the address; the caller cannot tell which. */
export type SignUpOutcome = "sent" | "rate_limited";

export async function signUp(input: z.output<typeof signUpSchema>, address: string | null, origin: string): Promise<SignUpOutcome> {
  if (await accountRequestRefused("signup", input.email, address)) return "rate_limited";
  const passwordHash = await hashPassword(input.password);
  const user = await database().user.create({ data: { name: input.name, email: input.email, passwordHash } }).catch((error: unknown) => {
    if ((error as { code?: string }).code === "P2002") return null;
    throw error;
  });
  if (!user) {
    const existing = await database().user.findUniqueOrThrow({ where: { email: input.email }, select: { id: true, name: true, email: true } });
    log("info", "sign_up_existing_email", { userId: existing.id });
    await sendExistingAccountNotice(existing, origin);
    return "sent";
  }
  log("info", "user_signed_up", { userId: user.id });
  await sendVerificationEmail(user, origin);
  return "sent";
}
