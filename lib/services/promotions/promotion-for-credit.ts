import type { Types } from "mongoose";
import type { PromotionWindow } from "@/lib/promotions/best-promotion";
import { readProgramPromotions } from "@/lib/services/promotions/list-promotions";
import { toPromotionWindow } from "@/lib/services/promotions/promotion-dto";

/** A program's promotions as a credit decides with them (`creditUnder`, decision 051): one `{programId}` read. */
export const readPromotionWindows = async (programId: Types.ObjectId | string): Promise<PromotionWindow[]> =>
  (await readProgramPromotions(programId)).map(toPromotionWindow);
