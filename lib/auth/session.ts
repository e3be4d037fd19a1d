import type { NextAuthOptions } from "next-auth";
import { getServerSession } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { database } from "@/lib/db";
import { rateLimiter } from "@/lib/http/rate-limit/rate-limiter";
import { verifyPassword } from "./password";

// Browser sign-in: email and password (scrypt), JWT sessions in an httpOnly cookie. Attempts are
// rate-limited per email and per client address, so guessing passwords is slow.

const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;
const credentialsSchema = z.object({ email: z.string().trim().toLowerCase().email().max(254), password: z.string().min(1).max(200) });

// A constant hash to compare against when the email is unknown, so timing does not reveal accounts.
const UNKNOWN_USER_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/entrar" },
  providers: [
    CredentialsProvider({
      name: "Email e palavra-passe",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Palavra-passe", type: "password" } },
      async authorize(credentials, request) {
        const parsed = credentialsSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const forwarded = (request?.headers?.["x-forwarded-for"] as string | undefined)?.split(",")[0]?.trim();
        const limiter = rateLimiter();
        const [byEmail, byAddress] = await Promise.all([
          limiter.limit(`signin:email:${parsed.data.email}`, SIGN_IN_ATTEMPTS_PER_MINUTE),
          limiter.limit(`signin:address:${forwarded ?? "local"}`, SIGN_IN_ATTEMPTS_PER_MINUTE * 3),
        ]);
        if (!byEmail.allowed || !byAddress.allowed) throw new Error("rate_limited");
        const user = await database().user.findUnique({ where: { email: parsed.data.email } });
        const valid = await verifyPassword(parsed.data.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
        if (!user || !valid) return null;
        return { id: user.id, email: user.email, name: user.name };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) token.userId = user.id;
      return token;
    },
    async session({ session, token }) {
      return { ...session, userId: token.userId as string };
    },
  },
};

export type SignedInSession = { userId: string; user?: { name?: string | null; email?: string | null } };

export async function currentSession(): Promise<SignedInSession | null> {
  const session = (await getServerSession(authOptions)) as SignedInSession | null;
  return session?.userId ? session : null;
}
