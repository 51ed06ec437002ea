import { hashPassword } from "@/lib/auth/password";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { PasswordReset } from "@/lib/db/models/password-reset";
import { User } from "@/lib/db/models/user";
import { ServiceError } from "@/lib/errors/api-error";
import { ACCOUNT_ERROR_CODES, type PasswordResetConfirmInput } from "@/lib/schemas/account";
import { resetTokenId } from "@/lib/services/accounts/request-password-reset";

const invalidToken = () => new ServiceError("RESET_TOKEN_INVALID", ACCOUNT_ERROR_CODES.RESET_TOKEN_INVALID);

/**
 * Sets a new password with an e-mailed token. The token's row is deleted before the password changes, so two
 * concurrent uses cannot both succeed; then every other outstanding link of that user is void too.
 */
export async function resetPassword({
  input,
  now = systemClock,
}: {
  input: PasswordResetConfirmInput;
  now?: Clock;
}): Promise<void> {
  await connectToDatabase();
  const at = now();
  const id = resetTokenId(input.token);
  const reset = await PasswordReset.findById(id).lean();
  if (!reset || reset.expiresAt.getTime() <= at.getTime()) throw invalidToken();
  const user = await User.findById(reset.userId).lean();
  if (user?.status !== "active") throw invalidToken();
  const { deletedCount } = await PasswordReset.deleteOne({ _id: id });
  if (deletedCount !== 1) throw invalidToken();
  await User.updateOne({ _id: user._id }, { $set: { passwordHash: await hashPassword(input.password) } });
  await PasswordReset.deleteMany({ userId: user._id });
}
