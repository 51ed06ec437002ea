import { connectToDatabase } from "@/lib/db/connect";
import { Merchant } from "@/lib/db/models/merchant";
import { ApiError } from "@/lib/errors/api-error";

export const MERCHANT_NOT_FOUND = "MERCHANT_NOT_FOUND";

/**
 * Support staff name the merchant they act for; a name that matches no merchant must not reach a service,
 * or a create would leave rows owned by nobody. Looked up by `_id` alone (the cheapest query there is).
 */
export async function assertMerchantExists(merchantId: string): Promise<void> {
  await connectToDatabase();
  const merchant = await Merchant.findById(merchantId, { _id: 1 }).lean();
  if (!merchant) {
    throw new ApiError(404, {
      code: MERCHANT_NOT_FOUND,
      message: "No merchant has the id given in X-Merchant-Id",
    });
  }
}
