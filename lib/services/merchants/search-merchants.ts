import { isValidObjectId } from "mongoose";
import type { z } from "zod";
import type { AuthenticatedUser } from "@/lib/auth/authenticate";
import { connectToDatabase } from "@/lib/db/connect";
import { Merchant } from "@/lib/db/models/merchant";
import { User } from "@/lib/db/models/user";
import { forbidden } from "@/lib/errors/api-error";
import type { merchantSearchResultSchema } from "@/lib/schemas/merchant";

/** One search result as the API answers it: the type follows the documented response schema. */
export type MerchantSummary = z.output<typeof merchantSearchResultSchema>["items"][number];

type MerchantRow = { _id: unknown; name: string; status: string };

const toSummary = (merchant: MerchantRow, ownerEmail: string | null): MerchantSummary => ({
  id: String(merchant._id),
  name: merchant.name,
  status: merchant.status,
  ownerEmail,
});

/**
 * Each merchant's owner e-mail (a merchant has one owner today; with more, the first one read). Owners are
 * found by the top-level equality `role: "owner"`, which the embedded database pushes down.
 */
async function ownerEmails(): Promise<Map<string, string>> {
  const emails = new Map<string, string>();
  const owners = User.find({ role: "owner" }, { email: 1, merchantId: 1 }).lean().cursor();
  for await (const owner of owners) {
    const key = owner.merchantId ? String(owner.merchantId) : null;
    if (key && !emails.has(key)) emails.set(key, owner.email);
  }
  return emails;
}

/**
 * Support staff only: merchants whose name or owner e-mail contains `q` (case-insensitive), or the one with
 * that id. Not tenant-scoped by nature; it streams owners and merchants and stops at `limit` matches, which
 * is fine for a staff tool used a few times a day.
 */
export async function searchMerchants({
  user,
  q,
  limit,
}: {
  user: AuthenticatedUser;
  q: string | null | undefined;
  limit: number;
}): Promise<z.output<typeof merchantSearchResultSchema>> {
  if (user.role !== "staff") throw forbidden("Only support staff can search merchants");
  await connectToDatabase();
  const text = (q ?? "").trim().toLowerCase();
  if (/^[0-9a-f]{24}$/.test(text) && isValidObjectId(text)) {
    const merchant = await Merchant.findById(text).lean();
    if (!merchant) return { items: [] };
    const owner = await User.findOne({ merchantId: merchant._id, role: "owner" }, { email: 1 }).lean();
    return { items: [toSummary(merchant, owner?.email ?? null)] };
  }
  const emails = await ownerEmails();
  const items: MerchantSummary[] = [];
  for await (const merchant of Merchant.find({}).lean().cursor()) {
    const ownerEmail = emails.get(String(merchant._id)) ?? null;
    const isMatch = merchant.name.toLowerCase().includes(text) || Boolean(ownerEmail?.includes(text));
    if (isMatch) items.push(toSummary(merchant, ownerEmail));
    if (items.length >= limit) break;
  }
  items.sort((a, b) => a.name.localeCompare(b.name));
  return { items };
}
