import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Promotion } from "@/lib/db/models/promotion";
import { findPlain } from "@/lib/db/plain-read";
import type { PromotionDto } from "@/lib/schemas/promotion";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { type StoredPromotion, toPromotionDto } from "@/lib/services/promotions/promotion-dto";

/** A program's promotions, one `{programId}` equality read (at most PROMOTIONS_PER_PROGRAM_MAX rows). */
export const readProgramPromotions = async (programId: Types.ObjectId | string) => {
  await connectToDatabase();
  return findPlain<StoredPromotion>(Promotion, { programId });
};

/** A program's promotions, by start (soonest first), then name. */
export async function listPromotions({
  merchantId,
  programId,
}: {
  merchantId: string;
  programId: string;
}): Promise<{ items: PromotionDto[] }> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const promotions = await readProgramPromotions(program._id);
  return {
    items: promotions
      .sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.name.localeCompare(b.name))
      .map(toPromotionDto),
  };
}
