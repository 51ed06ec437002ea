import { addDays, type Clock, systemClock } from "@/lib/clock";
import { Program } from "@/lib/db/models/program";
import { recordChange } from "@/lib/services/changes/record-change";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import { schedulePurge } from "@/lib/services/retention/schedule-purge";

/**
 * Soft delete of any program type: it disappears from the API at once (with its cards and offers), and all of
 * it is purged after the program's `retention_period_days` (0: at once). Gift-card customer data stays
 * erasable until then.
 */
export async function softDeleteProgram({ program, now }: { program: StoredProgram; now: Clock }) {
  const deletedAt = now();
  await Program.updateOne({ _id: program._id }, { $set: { deletedAt } });
  await schedulePurge({
    kind: "program",
    targetId: program._id,
    merchantId: program.merchantId,
    dueAt: addDays(deletedAt, program.retention_period_days),
    now,
  });
  await recordChange({
    kind: "program.deleted",
    merchantId: program.merchantId,
    programId: program._id,
    at: deletedAt,
  });
}

/** DELETE /v2/loyalty/programs/{programId}: loyalty and gift-card programs alike, archived ones too. */
export async function deleteProgram({
  merchantId,
  programId,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  now?: Clock;
}): Promise<void> {
  const program = await getProgramOrThrow({ merchantId, programId });
  await softDeleteProgram({ program, now });
}
