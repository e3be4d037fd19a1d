import type { NextAuthOptions } from "next-auth";
import { getServerSession } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { database } from "@/lib/db";
import { clientAddressOf } from "./client-address";
import { verifyPassword } from "./password";
import { recordSignInFailure, recordSignInSuccess, signInRefused } from "./sign-in-throttle";

// Browser sign-in: email and password (scrypt), JWT sessions in an httpOnly cookie. Attempts are
// throttled per client address and per account (sign-in-throttle.ts), so guessing passwords is slow.

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
        const { email } = parsed.data;
        const address = clientAddressOf(request?.headers);
        if (await signInRefused(email, address)) throw new Error("rate_limited");
        const user = await database().user.findUnique({ where: { email } });
        const valid = await verifyPassword(parsed.data.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
        if (!user || !valid) {
          await recordSignInFailure(email, address);
          return null;
        }
        await recordSignInSuccess(email, address);
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
