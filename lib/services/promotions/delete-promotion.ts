import { Promotion } from "@/lib/db/models/promotion";
import { getPromotionOrThrow } from "@/lib/services/promotions/get-promotion";

/** Gone at once; ledger entries credited under it keep its id and name. */
export async function deletePromotion({
  merchantId,
  programId,
  promotionId,
}: {
  merchantId: string;
  programId: string;
  promotionId: string;
}): Promise<void> {
  await getPromotionOrThrow({ merchantId, programId, promotionId });
  await Promotion.deleteOne({ _id: promotionId, merchantId });
}
