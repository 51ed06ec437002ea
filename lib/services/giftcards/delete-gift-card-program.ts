import { type Clock, systemClock } from "@/lib/clock";
import { softDeleteProgram } from "@/lib/services/programs/delete-program";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

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
  const program = await getProgramOrThrow({ merchantId, programId, programType: "giftcard" });
  await softDeleteProgram({ program, now });
}
