import { addDays, type Clock, systemClock } from "@/lib/clock";
import { Program } from "@/lib/db/models/program";
import { getGiftCardProgramOrThrow } from "@/lib/services/giftcards/gift-card-program";
import { schedulePurge } from "@/lib/services/retention/schedule-purge";

/**
 * Soft delete of a gift-card program: it and its cards disappear from the API at once (its cards' customer
 * data stays erasable), and all of it is purged after the program's `retention_period_days` (0: at once).
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
  const deletedAt = now();
  await Program.updateOne({ _id: program._id }, { $set: { deletedAt } });
  await schedulePurge({
    kind: "gift-card-program",
    targetId: program._id,
    merchantId: program.merchantId,
    dueAt: addDays(deletedAt, program.retention_period_days),
    now,
  });
}
