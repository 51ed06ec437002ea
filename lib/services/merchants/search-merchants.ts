import { isValidObjectId } from "mongoose";
import { forbidden } from "@/lib/api/errors";
import type { AuthenticatedUser } from "@/lib/auth/authenticate";
import { connectToDatabase } from "@/lib/db/connect";
import { Merchant } from "@/lib/db/models/merchant";

export type MerchantSummary = { id: string; name: string; status: string };

/**
 * Support staff only: merchants whose name contains `q` (case-insensitive), or the one with that id.
 * Not tenant-scoped by nature; it streams the merchants collection and stops at `limit` matches, which is
 * fine for a staff tool used a few times a day.
 */
export async function searchMerchants({
  user,
  q,
  limit,
}: {
  user: AuthenticatedUser;
  q: string | null | undefined;
  limit: number;
}): Promise<{ items: MerchantSummary[] }> {
  if (user.role !== "staff") throw forbidden("Only support staff can search merchants");
  await connectToDatabase();
  const text = (q ?? "").trim().toLowerCase();
  const toSummary = (merchant: { _id: unknown; name: string; status: string }) => ({
    id: String(merchant._id),
    name: merchant.name,
    status: merchant.status,
  });
  if (/^[0-9a-f]{24}$/.test(text) && isValidObjectId(text)) {
    const merchant = await Merchant.findById(text).lean();
    return { items: merchant ? [toSummary(merchant)] : [] };
  }
  const items: MerchantSummary[] = [];
  for await (const merchant of Merchant.find({}).lean().cursor()) {
    if (merchant.name.toLowerCase().includes(text)) items.push(toSummary(merchant));
    if (items.length >= limit) break;
  }
  items.sort((a, b) => a.name.localeCompare(b.name));
  return { items };
}
