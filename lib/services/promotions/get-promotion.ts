import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Promotion } from "@/lib/db/models/promotion";
import { notFound } from "@/lib/errors/api-error";
import type { StoredPromotion } from "@/lib/services/promotions/promotion-dto";

export const PROMOTION_NOT_FOUND = "Promotion not found";

/**
 * The one lookup of a promotion: by `_id` alone, merchant and program checked in code. Another merchant's (or
 * program's) promotion and a malformed id are 404 `Promotion not found`.
 */
export async function getPromotionOrThrow({
  merchantId,
  programId,
  promotionId,
}: {
  merchantId: string;
  programId: string;
  promotionId: string;
}): Promise<StoredPromotion> {
  if (!isValidObjectId(promotionId)) throw notFound(PROMOTION_NOT_FOUND);
  await connectToDatabase();
  const promotion = await Promotion.findById(promotionId).lean<StoredPromotion>();
  const isOwn =
    promotion && String(promotion.merchantId) === merchantId && String(promotion.programId) === programId;
  if (!isOwn) throw notFound(PROMOTION_NOT_FOUND);
  return promotion;
}
