import type { AuthenticatedUser } from "@/lib/auth/authenticate";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { connectToDatabase } from "@/lib/db/connect";
import { PasswordReset } from "@/lib/db/models/password-reset";
import { User } from "@/lib/db/models/user";
import { ServiceError } from "@/lib/errors/api-error";
import { ACCOUNT_ERROR_CODES, type PasswordChangeInput } from "@/lib/schemas/account";
import { countSignInAttempt } from "@/lib/services/auth/sign-in-throttle";

/**
 * Changes the password after checking the current one. Guesses of the current password count against the
 * same throttle as sign-in, so a stolen session cannot be used to guess it at full speed.
 */
export async function changePassword({
  user,
  input,
  clientIp,
}: {
  user: AuthenticatedUser;
  input: PasswordChangeInput;
  clientIp: string | null;
}): Promise<void> {
  const attempt = await countSignInAttempt({ email: user.email, clientIp });
  await connectToDatabase();
  const stored = await User.findById(user.userId).lean();
  if (!stored || !(await verifyPassword(stored.passwordHash, input.currentPassword))) {
    throw new ServiceError("WRONG_PASSWORD", ACCOUNT_ERROR_CODES.WRONG_PASSWORD);
  }
  await attempt.succeeded();
  await User.updateOne(
    { _id: stored._id },
    { $set: { passwordHash: await hashPassword(input.newPassword) } },
  );
  await PasswordReset.deleteMany({ userId: stored._id });
}
