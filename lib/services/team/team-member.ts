import { isValidObjectId, Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { User, type UserDocument } from "@/lib/db/models/user";
import { notFound } from "@/lib/errors/api-error";
import { MERCHANT_ROLES, type MerchantRole, type TeamMemberDto } from "@/lib/schemas/team";

export type StoredTeamUser = UserDocument & { _id: Types.ObjectId; role: MerchantRole };

const isMerchantRole = (role: string): role is MerchantRole =>
  (MERCHANT_ROLES as readonly string[]).includes(role);

/** The merchant's active people (read by the top-level `merchantId`, the rest checked in code). */
export async function activeTeamOf(merchantId: string): Promise<StoredTeamUser[]> {
  await connectToDatabase();
  const users = await User.find({ merchantId: new Types.ObjectId(merchantId) }).lean();
  return users.filter((user) => user.status === "active" && isMerchantRole(user.role)) as StoredTeamUser[];
}

/** One active person of the merchant's team, by `_id` with the merchant checked in code; else 404. */
export async function getTeamUserOrThrow({
  merchantId,
  userId,
}: {
  merchantId: string;
  userId: string;
}): Promise<StoredTeamUser> {
  if (!isValidObjectId(userId)) throw notFound("Team member not found");
  await connectToDatabase();
  const user = await User.findById(userId).lean();
  if (
    !user ||
    String(user.merchantId) !== merchantId ||
    user.status !== "active" ||
    !isMerchantRole(user.role)
  )
    throw notFound("Team member not found");
  return user as StoredTeamUser;
}

export const toTeamMemberDto = (user: StoredTeamUser): TeamMemberDto => ({
  userId: String(user._id),
  email: user.email,
  name: user.name,
  role: user.role,
  locationIds: (user.locationIds ?? []).map(String),
});
