import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { Promotion } from "@/lib/db/models/promotion";
import type { PromotionDto } from "@/lib/schemas/promotion";
import { type StoredPromotion, toPromotionDto } from "@/lib/services/promotions/promotion-dto";

/**
 * The merchant's promotions that have not ended, by program id: what the scanner needs to say "2× points — Happy
 * hour" before a card is read (it picks the one running with `bestPromotion`, as the ledger does). One
 * `{merchantId}` equality read, at most PROMOTIONS_PER_PROGRAM_MAX rows per program.
 */
export async function scannerPromotions({
  merchantId,
  now = systemClock,
}: {
  merchantId: string | Types.ObjectId;
  now?: Clock;
}): Promise<Map<string, PromotionDto[]>> {
  await connectToDatabase();
  const at = now();
  const byProgram = new Map<string, PromotionDto[]>();
  for (const promotion of await Promotion.find({ merchantId }).lean<StoredPromotion[]>()) {
    if (promotion.endAt <= at) continue;
    const programId = String(promotion.programId);
    byProgram.set(programId, [...(byProgram.get(programId) ?? []), toPromotionDto(promotion)]);
  }
  return byProgram;
}
