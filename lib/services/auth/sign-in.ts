import { issueAccessToken } from "@/lib/auth/access-token";
import { verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import { connectToDatabase } from "@/lib/db/connect";
import { User } from "@/lib/db/models/user";
import { ApiError } from "@/lib/errors/api-error";
import { countSignInAttempt } from "@/lib/services/auth/sign-in-throttle";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const incorrectLogin = () =>
  new ApiError(401, "Incorrect username or password", { "WWW-Authenticate": "Bearer" });

type Credentials = { email: string; password: string; clientIp: string | null };

/**
 * Checks an e-mail and password against active users, throttled per account and client address
 * (SignInThrottledError). Unknown e-mail and wrong password give the same answer in the same time: an
 * unknown e-mail is verified against a dummy argon2id hash.
 */
export async function verifyLogin({ email, password, clientIp }: Credentials) {
  const normalized = normalizeEmail(email);
  const attempt = await countSignInAttempt({ email: normalized, clientIp });
  await connectToDatabase();
  const user = await User.findOne({ email: normalized, status: "active" }).lean();
  if (!user) return verifyAgainstDummy(password).then(() => null);
  const isValid = await verifyPassword(user.passwordHash, password);
  if (!isValid) return null;
  await attempt.succeeded();
  return user;
}

export async function signIn(credentials: Credentials) {
  const user = await verifyLogin(credentials);
  if (!user) throw incorrectLogin();
  const { token } = await issueAccessToken({ userId: String(user._id) });
  return { accessToken: token, tokenType: "bearer" as const, mfaPending: false, pendingToken: null };
}
