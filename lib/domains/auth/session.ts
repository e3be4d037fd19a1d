import type { NextAuthOptions } from "next-auth";
import { getServerSession } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { database } from "@/lib/core/db";
import { isDatabaseUnavailable } from "@/lib/core/http/database-unavailable";
import { log } from "@/lib/core/log";
import { clientAddressOf } from "./client-address";
import { verifyPassword } from "./password";
import { recordSignInFailure, recordSignInSuccess, signInRefused } from "./sign-in-throttle";
import { endUserSession, SESSION_IDLE_SECONDS, startUserSession, userSessionIsLive } from "./user-sessions";

// Browser sign-in: email and password (scrypt). The httpOnly cookie is a next-auth JWT naming a
// server-side session (user-sessions.ts) that is checked on every request, so it can be ended.
// Attempts are throttled per client address and per account (sign-in-throttle.ts).

/** Thrown by the jwt callback for a session that no longer exists: next-auth then clears the cookie. */
class SessionEnded extends Error {
  constructor() {
    super("session ended");
  }
}

const credentialsSchema = z.object({ email: z.string().trim().toLowerCase().email().max(254), password: z.string().min(1).max(200) });

// A constant hash to compare against when the email is unknown, so timing does not reveal accounts.
const UNKNOWN_USER_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/** The user behind an email and password (throttled), with a new server-side session; null when they do not match. */
async function checkPasswordAndStartSession(credentials: unknown, headers: Record<string, unknown> | undefined) {
  const parsed = credentialsSchema.safeParse(credentials);
  if (!parsed.success) return null;
  const { email } = parsed.data;
  const address = clientAddressOf(headers as Record<string, string | string[] | undefined> | undefined);
  if (await signInRefused(email, address)) throw new Error("rate_limited");
  const user = await database().user.findUnique({ where: { email } });
  const valid = await verifyPassword(parsed.data.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
  if (!user || !valid) {
    await recordSignInFailure(email, address);
    return null;
  }
  await recordSignInSuccess(email, address);
  const userAgent = headers?.["user-agent"];
  const sessionId = await startUserSession(user.id, typeof userAgent === "string" ? userAgent : null);
  return { id: user.id, email: user.email, name: user.name, sessionId };
}

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_IDLE_SECONDS },
  pages: { signIn: "/entrar" },
  providers: [
    CredentialsProvider({
      name: "Email e palavra-passe",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Palavra-passe", type: "password" } },
      async authorize(credentials, request) {
        // next-auth puts an error's message in the URL it answers: only our own codes may get there,
        // never a driver's text naming the database host (security review 2026-11-26 L4).
        return checkPasswordAndStartSession(credentials, request?.headers).catch((error: unknown) => {
          if (error instanceof Error && error.message === "rate_limited") throw error;
          if (isDatabaseUnavailable(error)) throw new Error("service_unavailable");
          log("error", "sign_in_failed", { error: error instanceof Error ? error.name : "unknown" });
          throw new Error("internal_error");
        });
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.userId = user.id;
        token.sessionId = (user as { sessionId?: string }).sessionId;
        return token;
      }
      // A cookie from before server-side sessions, or of an ended or expired session, is no session.
      if (typeof token.sessionId !== "string" || typeof token.userId !== "string") throw new SessionEnded();
      const live = await userSessionIsLive(token.sessionId, token.userId).catch((error: unknown) => {
        // With the database unreachable nothing can be read anyway: keep the cookie (a blip must not
        // sign everyone out) and let the page or route answer the outage itself.
        if (isDatabaseUnavailable(error)) return true;
        throw error;
      });
      if (!live) throw new SessionEnded();
      return token;
    },
    async session({ session, token }) {
      return { ...session, userId: token.userId as string, sessionId: token.sessionId as string };
    },
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sessionId === "string") await endUserSession(token.sessionId, "sign_out");
    },
  },
  logger: {
    error(code, metadata) {
      const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
      if (error instanceof SessionEnded) return; // an ended session is routine, not an error
      log("error", "next_auth_error", { code, message: error instanceof Error ? error.message : String(code) });
    },
    warn(code) {
      log("warn", "next_auth_warning", { code });
    },
    debug() {},
  },
};

export type SignedInSession = { userId: string; sessionId: string; user?: { name?: string | null; email?: string | null } };

export async function currentSession(): Promise<SignedInSession | null> {
  const session = (await getServerSession(authOptions)) as SignedInSession | null;
  return session?.userId ? session : null;
}
