import { Promotion } from "@/lib/db/models/promotion";
import { ServiceError } from "@/lib/errors/api-error";
import {
  PROMOTION_ERROR_CODES,
  PROMOTIONS_PER_PROGRAM_MAX,
  type PromotionDto,
  type PromotionInput,
} from "@/lib/schemas/promotion";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { readProgramPromotions } from "@/lib/services/promotions/list-promotions";
import { type StoredPromotion, toPromotionDto } from "@/lib/services/promotions/promotion-dto";
import { assertPromotionRules } from "@/lib/services/promotions/promotion-rules";

/**
 * A new promotion of a loyalty program; at most PROMOTIONS_PER_PROGRAM_MAX per program (409
 * `PROMOTION_LIMIT_REACHED`). The bound keeps every credit's read of them small; two creates at once may pass it
 * by one, which only costs a row.
 */
export async function createPromotion({
  merchantId,
  programId,
  input,
}: {
  merchantId: string;
  programId: string;
  input: PromotionInput;
}): Promise<PromotionDto> {
  const program = await getProgramOrThrow({
    merchantId,
    programId,
    programType: "loyalty",
    acceptArchived: false,
  });
  assertPromotionRules(input);
  const existing = await readProgramPromotions(program._id);
  if (existing.length >= PROMOTIONS_PER_PROGRAM_MAX)
    throw new ServiceError("PROMOTION_LIMIT_REACHED", PROMOTION_ERROR_CODES.PROMOTION_LIMIT_REACHED, 409);
  const created = await Promotion.create({ ...storedFieldsOf(input), merchantId, programId: program._id });
  return toPromotionDto(created.toObject() as StoredPromotion);
}

/** Every field as stored: absent optional ones are null, so a PUT replaces the whole promotion. */
export const storedFieldsOf = (input: PromotionInput) => ({
  name: input.name,
  multiplier: input.multiplier ?? null,
  bonusPoints: input.bonusPoints ?? null,
  startAt: input.startAt,
  endAt: input.endAt,
  daysOfWeek: input.daysOfWeek?.length ? [...new Set(input.daysOfWeek)] : null,
  startTime: input.startTime ?? null,
  endTime: input.endTime ?? null,
  timeZone: input.timeZone,
});
