import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import { accountRequestRefused } from "./account-throttle";
import { hashPassword, verifyPassword } from "./password";
import { endUserSessions } from "./user-sessions";

// A signed-in person changes their password: the current one is asked again (a borrowed, unlocked
// browser is not enough), attempts are throttled, and every other session of the account ends
// (ASVS 3.3.3) while the one asking stays signed in.

export type ChangePasswordOutcome = { ok: true; sessionsEnded: number } | { ok: false; reason: "wrong_password" | "rate_limited" | "same_password" };

export async function changePassword(
  user: { id: string; email: string },
  currentPassword: string,
  newPassword: string,
  keepSessionId: string,
  address: string | null,
): Promise<ChangePasswordOutcome> {
  if (await accountRequestRefused("change_password", user.email, address)) return { ok: false, reason: "rate_limited" };
  const stored = await database().user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(currentPassword, stored.passwordHash))) return { ok: false, reason: "wrong_password" };
  if (currentPassword === newPassword) return { ok: false, reason: "same_password" };
  await database().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(newPassword) } });
  const sessionsEnded = await endUserSessions(user.id, "password_change", keepSessionId);
  log("info", "password_changed", { userId: user.id, sessionsEnded });
  return { ok: true, sessionsEnded };
}
