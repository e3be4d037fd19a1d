import type { TokenPurpose } from "@/lib/generated/prisma/client";
import { database } from "@/lib/core/db";
import { hashTokenSecret, newTokenSecret, TOKEN_SECRET_PATTERN } from "./one-time-token";

// One-time links for a user's email: verification (48 h) and password reset (1 h). Stored hashed,
// used once (the first use marks it, atomically), expiring. Issuing a new reset link voids older ones.

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = { verify_email: 48 * 3600_000, reset_password: 3600_000 };

export type TokenProblem = "invalid" | "used" | "expired";

export async function issueUserToken(userId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const { secret, hash } = newTokenSecret();
  await database().$transaction([
    database().userToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } }),
    database().userToken.create({ data: { userId, purpose, hash, expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]) } }),
  ]);
  return secret;
}

/** Why a link cannot be used, or null when it can (without using it). */
export async function userTokenProblem(secret: string, purpose: TokenPurpose, now = new Date()): Promise<TokenProblem | null> {
  if (!TOKEN_SECRET_PATTERN.test(secret)) return "invalid";
  const token = await database().userToken.findUnique({ where: { hash: hashTokenSecret(secret) } });
  if (!token || token.purpose !== purpose) return "invalid";
  if (token.usedAt) return "used";
  if (token.expiresAt <= now) return "expired";
  return null;
}

/** Uses the link: its user id, or why not. Two concurrent uses: exactly one wins. */
export async function consumeUserToken(secret: string, purpose: TokenPurpose, now = new Date()): Promise<{ userId: string } | { problem: TokenProblem }> {
  const problem = await userTokenProblem(secret, purpose, now);
  if (problem) return { problem };
  const hash = hashTokenSecret(secret);
  const claimed = await database().userToken.updateMany({ where: { hash, purpose, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  if (claimed.count !== 1) return { problem: "used" };
  const token = await database().userToken.findUniqueOrThrow({ where: { hash } });
  return { userId: token.userId };
}

export const TOKEN_PROBLEM_PT: Record<TokenProblem, string> = {
  invalid: "Esta ligação não é válida. Confirme que copiou o endereço completo do email.",
  used: "Esta ligação já foi usada. Cada ligação só serve uma vez: peça uma nova.",
  expired: "Esta ligação expirou. Peça uma nova.",
};
