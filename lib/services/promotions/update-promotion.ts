import { Promotion } from "@/lib/db/models/promotion";
import { notFound } from "@/lib/errors/api-error";
import type { PromotionDto, PromotionInput } from "@/lib/schemas/promotion";
import { storedFieldsOf } from "@/lib/services/promotions/create-promotion";
import { getPromotionOrThrow, PROMOTION_NOT_FOUND } from "@/lib/services/promotions/get-promotion";
import { type StoredPromotion, toPromotionDto } from "@/lib/services/promotions/promotion-dto";
import { assertPromotionRules } from "@/lib/services/promotions/promotion-rules";

/** PUT replaces the promotion with the body (the form sends every field); credits already made keep theirs. */
export async function updatePromotion({
  merchantId,
  programId,
  promotionId,
  input,
}: {
  merchantId: string;
  programId: string;
  promotionId: string;
  input: PromotionInput;
}): Promise<PromotionDto> {
  await getPromotionOrThrow({ merchantId, programId, promotionId });
  assertPromotionRules(input);
  const updated = await Promotion.findOneAndUpdate(
    { _id: promotionId, merchantId },
    { $set: storedFieldsOf(input) },
    { returnDocument: "after", runValidators: true },
  ).lean<StoredPromotion>();
  if (!updated) throw notFound(PROMOTION_NOT_FOUND);
  return toPromotionDto(updated);
}
