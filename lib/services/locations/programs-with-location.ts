import type { Types } from "mongoose";
import { Program } from "@/lib/db/models/program";
import { recordChange } from "@/lib/services/changes/record-change";

/** The merchant's programs (not deleted) whose passes name the location: one `{merchantId}` read. */
export async function programsWithLocation(merchantId: string, locationId: Types.ObjectId | string) {
  const programs = await Program.find({ merchantId }, { locationIds: 1, deletedAt: 1 }).lean();
  return programs.filter(
    (program) =>
      !program.deletedAt && (program.locationIds ?? []).some((id) => String(id) === String(locationId)),
  );
}

/** Their passes carry the location's coordinates and text: each program's passes are brought up to date. */
export async function refreshProgramsWithLocation({
  merchantId,
  programIds,
  at,
}: {
  merchantId: string;
  programIds: (Types.ObjectId | string)[];
  at: Date;
}) {
  for (const programId of programIds)
    await recordChange({ kind: "program.updated", merchantId, programId, at });
}
