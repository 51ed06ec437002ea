import type { AuthenticatedUser } from "@/lib/auth/authenticate";
import { forgetCachedUser } from "@/lib/auth/user-cache";
import { connectToDatabase } from "@/lib/db/connect";
import { Merchant } from "@/lib/db/models/merchant";
import { User } from "@/lib/db/models/user";
import type { AccountDto, AccountUpdateInput } from "@/lib/schemas/account";
import { getAccount } from "@/lib/services/accounts/get-account";

/**
 * Renames the person and, for an owner, their merchant (the company), and keeps their language; fields left out
 * stay as they are.
 */
export async function updateAccount({
  user,
  input,
}: {
  user: AuthenticatedUser;
  input: AccountUpdateInput;
}): Promise<AccountDto> {
  await connectToDatabase();
  const own = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.language && { language: input.language }),
  };
  if (Object.keys(own).length > 0) {
    await User.updateOne({ _id: user.userId }, { $set: own });
    forgetCachedUser(user.userId);
  }
  if (input.company !== undefined && user.role === "owner" && user.merchantId) {
    await Merchant.updateOne({ _id: user.merchantId }, { $set: { name: input.company } });
  }
  return getAccount({ userId: user.userId });
}
