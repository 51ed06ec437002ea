import { isValidObjectId } from "mongoose";
import { verifyPassword } from "@/lib/auth/password";
import { forgetCachedUser } from "@/lib/auth/user-cache";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { Merchant } from "@/lib/db/models/merchant";
import { User } from "@/lib/db/models/user";
import { recordAndCountEvent } from "@/lib/services/rate-limit/count-event";
import { signupError } from "@/lib/services/signup/signup-rules";
import {
  isSameCode,
  MAX_ATTEMPTS_PER_CODE,
  VERIFICATION_CODE_TTL_MS,
} from "@/lib/services/signup/verification-code";

/**
 * Activates a pending signup with its e-mail code and the latest submission's password: the merchant (same id as its owner, so a retried or
 * concurrent activation cannot create a second one) and the owner become active. Repeating the call with
 * the code that activated the account answers the same result.
 */
export async function activateSignup({
  pendingId,
  code,
  password,
  now = systemClock,
}: {
  pendingId: string;
  code: string;
  /** The password (`passwordHash`) of the latest submission. */
  password: string;
  now?: Clock;
}) {
  const at = now();
  if (!isValidObjectId(pendingId)) throw signupError("INVALID_OR_EXPIRED_CODE");
  await connectToDatabase();
  const user = await User.findById(pendingId).lean();
  const verification = user?.signup?.verification;
  if (!user?.signup || !verification?.codeHash) throw signupError("INVALID_OR_EXPIRED_CODE");
  const isMatch = isSameCode(verification.codeHash, user.email, code);
  const result = { userId: pendingId, email: user.email };

  // Every try on a code is counted before it is checked, so parallel guesses cannot exceed the budget;
  // a wrong password spends the same budget as a wrong code.
  const countAttempt = (expiresAt: Date) =>
    recordAndCountEvent({ key: `signup-activation:${verification.codeHash}`, expiresAt });
  // The code proves the mailbox, the password proves the activation comes from who chose it; checked only
  // once the code is right, so someone without the code learns nothing about the password.
  const assertPassword = async () => {
    if (!(await verifyPassword(user.passwordHash, password))) throw signupError("WRONG_PASSWORD");
  };

  if (user.status === "active") {
    if (!isMatch || !verification.usedAt) throw signupError("INVALID_OR_EXPIRED_CODE");
    const attempts = await countAttempt(new Date(at.getTime() + VERIFICATION_CODE_TTL_MS));
    if (attempts > MAX_ATTEMPTS_PER_CODE) throw signupError("INVALID_OR_EXPIRED_CODE");
    await assertPassword();
    return result;
  }
  const isExpired = !verification.expiresAt || verification.expiresAt.getTime() < at.getTime();
  if (user.status !== "pending" || isExpired || !verification.expiresAt)
    throw signupError("INVALID_OR_EXPIRED_CODE");
  const attempts = await countAttempt(verification.expiresAt);
  if (attempts > MAX_ATTEMPTS_PER_CODE || !isMatch) throw signupError("INVALID_OR_EXPIRED_CODE");
  await assertPassword();

  try {
    await Merchant.updateOne(
      { _id: user._id },
      { $setOnInsert: { name: user.signup.company, country: user.signup.country, status: "active" } },
      { upsert: true },
    );
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  const activation = await User.updateOne(
    { _id: pendingId, status: "pending", "signup.verification.codeHash": verification.codeHash },
    {
      $set: {
        status: "active",
        emailVerified: true,
        merchantId: user._id,
        "signup.verification.usedAt": at,
        "signup.activatedAt": at,
      },
    },
  );
  forgetCachedUser(pendingId);
  // No match: a concurrent call activated it already (fine), or a resubmission replaced the code.
  if (
    activation.matchedCount === 0 &&
    (await User.findById(pendingId, { status: 1 }).lean())?.status !== "active"
  ) {
    throw signupError("INVALID_OR_EXPIRED_CODE");
  }
  return result;
}
