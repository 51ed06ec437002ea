import type { Types } from "mongoose";
import { addDays, type Clock, systemClock } from "@/lib/clock";
import { MemberPointsEntry, scanDayKeyOf } from "@/lib/db/models/member-points-entry";
import { MemberRemoval } from "@/lib/db/models/member-removal";
import { memberSequence } from "@/lib/services/ledger/member-sequence";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/** The window the program page shows scans for. */
export const SCAN_WINDOW_DAYS = 30;

export type MemberStats = {
  /** Members listed today: every member stored through the API, less those deleted (erased ones stay listed). */
  members: number;
  /** Scans credited in the last 30 days (rolling, to the millisecond). */
  scansLast30Days: number;
};

/** Deleted members of the program: one `{programId}` read of its removal rows (ids only). */
async function removedCount(programId: Types.ObjectId): Promise<number> {
  return (await MemberRemoval.find({ programId }, { _id: 1 }).lean()).length;
}

/** Members listed today (see `MemberStats.members`): the dense sequence less the removal rows. */
export async function memberCountOf(programId: Types.ObjectId): Promise<number> {
  const [sequenced, removed] = await Promise.all([memberSequence.last(programId), removedCount(programId)]);
  return Math.max(0, sequenced - removed);
}

/**
 * Scans of the last 30 days: one `{programId, scanDayKey}` read per UTC day the window touches (31), each
 * holding that day's scans only; the window's first day is cut to the millisecond in code.
 */
async function recentScans(programId: Types.ObjectId, at: Date): Promise<number> {
  const since = addDays(at, -SCAN_WINDOW_DAYS);
  const days = Array.from({ length: SCAN_WINDOW_DAYS + 1 }, (_, back) => addDays(at, -back));
  const batches = await Promise.all(
    days.map((day) =>
      MemberPointsEntry.find(
        { programId, scanDayKey: scanDayKeyOf(programId, day) },
        { createdAt: 1 },
      ).lean(),
    ),
  );
  return batches.flat().filter((entry) => entry.createdAt >= since && entry.createdAt <= at).length;
}

/**
 * A loyalty program's member count and recent scans, for its page. Nothing is counted with `$inc` (decision
 * 002): members are densely numbered per program (`memberSequence`, O(log n) probes), deleted ones are rows
 * of their own, and scans carry their day's key (decision 017).
 */
export async function getMemberStats({
  merchantId,
  programId,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  now?: Clock;
}): Promise<MemberStats> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const id = program._id;
  const [members, scans] = await Promise.all([memberCountOf(id), recentScans(id, now())]);
  return { members, scansLast30Days: scans };
}
