import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/next-auth-options";

type NextAuthRouteContext = { params: Promise<{ nextauth: string[] }> };

async function handler(request: Request, context: NextAuthRouteContext) {
  return NextAuth(request as never, { params: await context.params } as never, getAuthOptions());
}

// GET|POST /api/auth/* — next-auth's sign-in, sign-out, session and CSRF endpoints for the dashboard
export { handler as GET, handler as POST };
