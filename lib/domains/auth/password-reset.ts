import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import { sendMail } from "@/lib/core/mail/send-mail";
import { accountRequestRefused } from "./account-throttle";
import { hashPassword } from "./password";
import { endUserSessions } from "./user-sessions";
import { consumeUserToken, issueUserToken, type TokenProblem } from "./user-tokens";

// Password reset by an emailed link (1 hour, one use). Asking for one answers the same whether or not
// the email has an account (no enumeration); only a throttled request is told so, and that is
// counted the same for known and unknown emails.

export async function requestPasswordReset(email: string, address: string | null, origin: string): Promise<"sent" | "rate_limited"> {
  if (await accountRequestRefused("reset", email, address)) return "rate_limited";
  const user = await database().user.findUnique({ where: { email } });
  if (!user) {
    log("info", "password_reset_unknown_email", {});
    return "sent";
  }
  const secret = await issueUserToken(user.id, "reset_password");
  await sendMail({
    to: user.email,
    subject: "Redefinir a palavra-passe do Contabilista",
    text: `Olá ${user.name},\n\nPara escolher uma nova palavra-passe, abra esta ligação (válida 1 hora, uma só vez):\n${origin}/redefinir/${secret}\n\nSe não pediu esta alteração, ignore este email: a sua palavra-passe não muda.\n`,
  });
  log("info", "password_reset_requested", { userId: user.id });
  return "sent";
}

/** Sets a new password with the link's secret, or says why the link cannot be used. */
export async function resetPassword(secret: string, password: string): Promise<{ ok: true } | { ok: false; problem: TokenProblem }> {
  const used = await consumeUserToken(secret, "reset_password");
  if ("problem" in used) return { ok: false, problem: used.problem };
  // Opening the emailed link also proves the address.
  const now = new Date();
  const user = await database().user.update({ where: { id: used.userId }, data: { passwordHash: await hashPassword(password) } });
  if (!user.emailVerifiedAt) await database().user.update({ where: { id: user.id }, data: { emailVerifiedAt: now } });
  // Whoever held a session before the reset (a stolen cookie, or someone who registered this address
  // first: pre-account hijacking) is signed out everywhere (ASVS 3.3.1).
  const ended = await endUserSessions(user.id, "password_reset");
  log("info", "password_reset_completed", { userId: user.id, sessionsEnded: ended });
  return { ok: true };
}
