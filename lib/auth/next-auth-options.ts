import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getEnv } from "@/lib/env";
import { verifyLogin } from "@/lib/services/auth/sign-in";

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** Built on demand so that `next build` does not need the runtime secrets. */
export function getAuthOptions(): NextAuthOptions {
  return {
    secret: getEnv().AUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/signin" },
    providers: [
      CredentialsProvider({
        name: "E-mail and password",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials) {
          if (!credentials?.email || !credentials.password) return null;
          const user = await verifyLogin({ email: credentials.email, password: credentials.password });
          return user ? { id: String(user._id), email: user.email, name: user.name } : null;
        },
      }),
    ],
    callbacks: {
      session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
  };
}
