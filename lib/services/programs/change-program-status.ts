import { type Clock, systemClock } from "@/lib/clock";
import { Program } from "@/lib/db/models/program";
import { notFound } from "@/lib/errors/api-error";
import { getProgramOrThrow, PROGRAM_NOT_FOUND } from "@/lib/services/programs/get-program";
import { type ProgramDto, toProgramDto } from "@/lib/services/programs/program-dto";
import { programConflict } from "@/lib/services/programs/program-status";

type ProgramRef = { merchantId: string; programId: string; now?: Clock };

/**
 * active → archived. Read by `_id` and owner-checked in code, then written only where `archivedAt` is still
 * null. On MongoDB that makes one of two concurrent archives a 409; FerretDB 1.24 does not apply
 * findAndModify atomically (measured: both answered 200), which is harmless here: the end state is the same
 * and nothing is counted (a counter that matters would be inserted rows, decision 002).
 */
export async function archiveProgram({
  merchantId,
  programId,
  now = systemClock,
}: ProgramRef): Promise<ProgramDto> {
  const program = await getProgramOrThrow({ merchantId, programId });
  if (program.status === "archived") throw programConflict("PROGRAM_ALREADY_ARCHIVED");
  const updated = await Program.findOneAndUpdate(
    { _id: program._id, archivedAt: null },
    { $set: { status: "archived", archivedAt: now() } },
    { returnDocument: "after" },
  ).lean();
  if (!updated) throw programConflict("PROGRAM_ALREADY_ARCHIVED");
  if (updated.deletedAt) throw notFound(PROGRAM_NOT_FOUND);
  return toProgramDto(updated);
}

/** archived → active. */
export async function unarchiveProgram({ merchantId, programId }: ProgramRef): Promise<ProgramDto> {
  const program = await getProgramOrThrow({ merchantId, programId });
  if (program.status !== "archived") throw programConflict("PROGRAM_NOT_ARCHIVED");
  const updated = await Program.findOneAndUpdate(
    { _id: program._id, status: "archived" },
    { $set: { status: "active", archivedAt: null } },
    { returnDocument: "after" },
  ).lean();
  if (!updated) throw programConflict("PROGRAM_NOT_ARCHIVED");
  if (updated.deletedAt) throw notFound(PROGRAM_NOT_FOUND);
  return toProgramDto(updated);
}
