import { ApiError } from "@/lib/api/errors";
import { issueAccessToken } from "@/lib/auth/access-token";
import { verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import { connectToDatabase } from "@/lib/db/connect";
import { User } from "@/lib/db/models/user";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const incorrectLogin = () =>
  new ApiError(401, "Incorrect username or password", { "WWW-Authenticate": "Bearer" });

/** Checks an e-mail and password against active users; the same answer for unknown e-mail and wrong password. */
export async function verifyLogin({ email, password }: { email: string; password: string }) {
  await connectToDatabase();
  const user = await User.findOne({ email: normalizeEmail(email), status: "active" }).lean();
  if (!user) return verifyAgainstDummy(password).then(() => null);
  const isValid = await verifyPassword(user.passwordHash, password);
  return isValid ? user : null;
}

export async function signIn({ email, password }: { email: string; password: string }) {
  const user = await verifyLogin({ email, password });
  if (!user) throw incorrectLogin();
  const { token } = await issueAccessToken({ userId: String(user._id) });
  return { accessToken: token, tokenType: "bearer" as const, mfaPending: false, pendingToken: null };
}
