import { isValidObjectId } from "mongoose";
import type { DashboardUser } from "@/lib/auth/current-user";
import { connectToDatabase } from "@/lib/db/connect";
import { Merchant } from "@/lib/db/models/merchant";

export type DashboardMerchant = { merchantId: string; merchantName: string; isStaff: boolean };

/**
 * The merchant a dashboard page shows: the owner's own, or for support staff the one named in `?merchant=`
 * (checked to exist). Null when staff have not picked one; `isUnknown` when they named one that is not there.
 */
export async function dashboardMerchantOf(
  user: DashboardUser,
  requested: string | undefined,
): Promise<{ merchant: DashboardMerchant | null; isUnknown: boolean }> {
  if (user.role !== "staff" && user.merchantId) {
    return {
      merchant: { merchantId: user.merchantId, merchantName: user.merchantName ?? "", isStaff: false },
      isUnknown: false,
    };
  }
  if (!requested) return { merchant: null, isUnknown: false };
  if (!/^[0-9a-f]{24}$/.test(requested) || !isValidObjectId(requested))
    return { merchant: null, isUnknown: true };
  await connectToDatabase();
  const found = await Merchant.findById(requested).lean();
  if (!found) return { merchant: null, isUnknown: true };
  return { merchant: { merchantId: requested, merchantName: found.name, isStaff: true }, isUnknown: false };
}

export const firstParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
