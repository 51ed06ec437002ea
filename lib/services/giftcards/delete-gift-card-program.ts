import { type Clock, systemClock } from "@/lib/clock";
import { getGiftCardProgramOrThrow } from "@/lib/services/giftcards/gift-card-program";
import { softDeleteProgram } from "@/lib/services/programs/delete-program";

/**
 * DELETE /v2/giftcards/programs/{programId}: the general program delete (lib/services/programs/delete-program),
 * kept for gift-card clients, which expect 409 PROGRAM_NOT_GIFTCARD for a loyalty program.
 */
export async function deleteGiftCardProgram({
  merchantId,
  programId,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  now?: Clock;
}): Promise<void> {
  const program = await getGiftCardProgramOrThrow({ merchantId, programId });
  await softDeleteProgram({ program, now });
}
