import { database } from "@/lib/core/db";
import { sendMail } from "@/lib/core/mail/send-mail";
import { consumeUserToken, issueUserToken, type TokenProblem } from "./user-tokens";

export async function sendVerificationEmail(user: { id: string; name: string; email: string }, origin: string): Promise<void> {
  const secret = await issueUserToken(user.id, "verify_email");
  await sendMail({
    to: user.email,
    subject: "Confirme o seu email no Contabilista",
    text: `Olá ${user.name},\n\nPara confirmar o seu email, abra esta ligação (válida 48 horas, uma só vez):\n${origin}/verificar-email/${secret}\n\nSe não criou uma conta no Contabilista, ignore este email.\n`,
  });
}

/** Marks the user's email as verified by the link's secret, or says why not. */
export async function verifyEmail(secret: string): Promise<{ ok: true } | { ok: false; problem: TokenProblem }> {
  const used = await consumeUserToken(secret, "verify_email");
  if ("problem" in used) return { ok: false, problem: used.problem };
  await database().user.update({ where: { id: used.userId }, data: { emailVerifiedAt: new Date() } });
  return { ok: true };
}
