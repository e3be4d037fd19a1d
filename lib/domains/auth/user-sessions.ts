import { randomBytes } from "node:crypto";
import { database } from "@/lib/core/db";

// Server-side browser sessions (ASVS 3.3). The next-auth cookie is a signed JWT holding a session id;
// the UserSession row behind it decides whether the session still exists. So a session ends on the
// server — sign-out, "sign out everywhere", a password reset or change — and a stolen or pre-registered
// cookie dies with it. Two lifetimes: IDLE (the cookie's own maxAge, renewed while used) and ABSOLUTE
// (expiresAt here, never renewed): after ABSOLUTE the person signs in again however active they were.

export const SESSION_IDLE_SECONDS = 4 * 60 * 60;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Ended or expired sessions are kept this long (for "A minha conta" and support), then deleted. */
const ENDED_SESSIONS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so checking a session is a read on most requests. */
const LAST_SEEN_GRANULARITY_MS = 5 * 60 * 1000;

export type SessionEndReason = "sign_out" | "sign_out_everywhere" | "password_reset" | "password_change";

export async function startUserSession(userId: string, userAgent: string | null, now = new Date()): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  // Each sign-in clears the person's own sessions that ended long ago, so rows do not pile up.
  const longAgo = new Date(now.getTime() - ENDED_SESSIONS_KEPT_MS);
  await database().userSession.deleteMany({ where: { userId, OR: [{ revokedAt: { lt: longAgo } }, { expiresAt: { lt: longAgo } }] } });
  await database().userSession.create({
    data: { id, userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS), userAgent: userAgent?.slice(0, 300) ?? null },
  });
  return id;
}

/** Whether the session is in force for this user (not ended, not past its absolute lifetime). */
export async function userSessionIsLive(sessionId: string, userId: string, now = new Date()): Promise<boolean> {
  const session = await database().userSession.findUnique({ where: { id: sessionId }, select: { userId: true, expiresAt: true, revokedAt: true, lastSeenAt: true } });
  if (!session || session.userId !== userId || session.revokedAt || session.expiresAt <= now) return false;
  if (now.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
    await database().userSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { lastSeenAt: now } });
  }
  return true;
}

export async function endUserSession(sessionId: string, reason: SessionEndReason, now = new Date()): Promise<void> {
  await database().userSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now, revokedReason: reason } });
}

/** Ends every session of the user, except `keep` (the one asking, when it stays signed in). */
export async function endUserSessions(userId: string, reason: SessionEndReason, keep?: string, now = new Date()): Promise<number> {
  const ended = await database().userSession.updateMany({
    where: { userId, revokedAt: null, expiresAt: { gt: now }, ...(keep ? { id: { not: keep } } : {}) },
    data: { revokedAt: now, revokedReason: reason },
  });
  return ended.count;
}

export interface LiveSession {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string | null;
}

export async function listLiveSessions(userId: string, now = new Date()): Promise<LiveSession[]> {
  return database().userSession.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: now } },
    select: { id: true, createdAt: true, lastSeenAt: true, expiresAt: true, userAgent: true },
    orderBy: { lastSeenAt: "desc" },
    take: 50,
  });
}
