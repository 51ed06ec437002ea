import type { Types } from "mongoose";
import type { PromotionDocument } from "@/lib/db/models/promotion";
import type { PromotionDay, PromotionDto } from "@/lib/schemas/promotion";

export type StoredPromotion = PromotionDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export function toPromotionDto(promotion: StoredPromotion): PromotionDto {
  return {
    id: String(promotion._id),
    programId: String(promotion.programId),
    name: promotion.name,
    multiplier: promotion.multiplier ?? null,
    bonusPoints: promotion.bonusPoints ?? null,
    startAt: promotion.startAt.toISOString(),
    endAt: promotion.endAt.toISOString(),
    daysOfWeek: promotion.daysOfWeek?.length ? (promotion.daysOfWeek as PromotionDay[]) : null,
    startTime: promotion.startTime ?? null,
    endTime: promotion.endTime ?? null,
    timeZone: promotion.timeZone,
    createdAt: promotion.createdAt.toISOString(),
    updatedAt: promotion.updatedAt.toISOString(),
  };
}

/** What the ledger and the scanner decide with: the stored row as `bestPromotion` reads it. */
export const toPromotionWindow = (promotion: StoredPromotion) => ({
  ...toPromotionDto(promotion),
  startAt: promotion.startAt,
  endAt: promotion.endAt,
});
