import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getEnv } from "@/lib/env";
import { CLIENT_IP_HEADER, normalizeIp } from "@/lib/http/client-ip";
import { SIGN_IN_THROTTLED } from "@/lib/schemas/token";
import { verifyLogin } from "@/lib/services/auth/sign-in";
import { SignInThrottledError } from "@/lib/services/auth/sign-in-throttle";

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
        async authorize(credentials, request) {
          if (!credentials?.email || !credentials.password) return null;
          const clientIp = request.headers?.[CLIENT_IP_HEADER];
          try {
            const user = await verifyLogin({
              email: credentials.email,
              password: credentials.password,
              clientIp: typeof clientIp === "string" ? normalizeIp(clientIp) : null,
            });
            return user ? { id: String(user._id), email: user.email, name: user.name } : null;
          } catch (error) {
            // next-auth hands a thrown message to the sign-in form as `error`.
            if (error instanceof SignInThrottledError) throw new Error(SIGN_IN_THROTTLED);
            throw error;
          }
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
