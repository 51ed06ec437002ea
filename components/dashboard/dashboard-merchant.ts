import { isMerchantIdShape } from "@/lib/auth/acting-for";
import type { DashboardUser } from "@/lib/auth/current-user";
import { connectToDatabase } from "@/lib/db/connect";
import { Merchant } from "@/lib/db/models/merchant";
import { User } from "@/lib/db/models/user";

export type DashboardMerchant = {
  merchantId: string;
  merchantName: string;
  /** The owner's e-mail, shown to staff so they can tell merchants of the same name apart. */
  ownerEmail: string | null;
  isStaff: boolean;
};

export type MerchantResolution = { merchant: DashboardMerchant | null; isUnknown: boolean };

/** The merchant with its owner's e-mail, or null. By `_id` alone, then the owner by its merchant id. */
export async function findMerchantForStaff(merchantId: string): Promise<DashboardMerchant | null> {
  if (!isMerchantIdShape(merchantId)) return null;
  await connectToDatabase();
  const found = await Merchant.findById(merchantId, { name: 1 }).lean();
  if (!found) return null;
  const owner = await User.findOne({ merchantId: found._id, role: "owner" }, { email: 1 }).lean();
  return { merchantId, merchantName: found.name, ownerEmail: owner?.email ?? null, isStaff: true };
}

/**
 * The merchant a dashboard page works on: an owner's own merchant, always (whatever `chosen` says), or for
 * support staff the one they chose to act for (checked to exist). `merchant` is null when staff have not
 * chosen; `isUnknown` when the choice names no merchant (malformed, or deleted since).
 */
export async function resolveDashboardMerchant({
  user,
  chosen,
}: {
  user: DashboardUser;
  chosen: string | null | undefined;
}): Promise<MerchantResolution> {
  if (user.role !== "staff") {
    if (!user.merchantId) return { merchant: null, isUnknown: false };
    const merchant = {
      merchantId: user.merchantId,
      merchantName: user.merchantName ?? "",
      ownerEmail: user.email,
      isStaff: false,
    };
    return { merchant, isUnknown: false };
  }
  if (!chosen) return { merchant: null, isUnknown: false };
  const merchant = await findMerchantForStaff(chosen);
  return { merchant, isUnknown: merchant === null };
}

export const firstParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
