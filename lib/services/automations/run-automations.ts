import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { ProgramAutomation } from "@/lib/db/models/program-automation";
import { ApiError } from "@/lib/errors/api-error";
import { passTimeZoneOf } from "@/lib/passes/time-zone";
import { dueOccasionsOf } from "@/lib/services/automations/due-occasions";
import { performOccasion } from "@/lib/services/automations/perform-occasion";
import {
  readStoredAutomations,
  type StoredAutomations,
} from "@/lib/services/automations/program-automations";
import { memberBucketsOf, readMemberBucket } from "@/lib/services/members/member-buckets";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import { runClaimed } from "@/lib/services/retention/claim-once";

/**
 * Every member of one program, a bucket at a time (decision 044's walk), and each occasion due for them done
 * once. Safe to run concurrently with itself: each occasion's row admits one run (perform-occasion.ts).
 */
export async function runOccasionsOf({
  program,
  automations,
  now = systemClock,
}: {
  program: StoredProgram;
  automations: StoredAutomations;
  now?: Clock;
}) {
  const timeZone = passTimeZoneOf(program.timeZone);
  let done = 0;
  for (const bucket of await memberBucketsOf(program._id)) {
    const { members, ledgerOf } = await readMemberBucket(program._id, bucket);
    for (const member of members) {
      const at = now();
      const due = await dueOccasionsOf({
        member,
        ledger: ledgerOf(member),
        automations,
        timeZone,
        pointsExpiryDays: program.pointsExpiryDays ?? null,
        at,
      });
      for (const occasion of due)
        if (await performOccasion({ ...occasion, member, program, automations, now })) done++;
    }
  }
  return done;
}

/** The program while it runs automations: a deleted or archived one is left alone (null). */
async function liveProgramOf(merchantId: string, programId: string) {
  try {
    return await getProgramOrThrow({ merchantId, programId, programType: "loyalty", acceptArchived: false });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

/** One program's automations under its claim (one process at a time); false when the program has none to run. */
export async function runProgramAutomations({
  programId,
  now = systemClock,
}: {
  programId: string;
  now?: Clock;
}) {
  await connectToDatabase();
  const row = await ProgramAutomation.findById(programId).lean();
  if (!row?.hasEnabled) return 0;
  const program = await liveProgramOf(String(row.merchantId), programId);
  if (!program) return 0;
  const automations = readStoredAutomations(row as unknown as Record<string, unknown>);
  let done = 0;
  await runClaimed({ key: `automations:${programId}`, now }, async () => {
    done = await runOccasionsOf({ program, automations, now });
  });
  return done;
}

/**
 * The background job (lib/services/background-jobs): welcome, birthday, win-back and the points-expiring reminder
 * (points expiry's `expiringPointsOf` within `daysBefore`, decision 049) for every program with an enabled
 * automation.
 */
export async function runAutomations({ now = systemClock }: { now?: Clock } = {}) {
  await connectToDatabase();
  const rows = await ProgramAutomation.find({ hasEnabled: true }, { _id: 1 }).lean();
  let occasions = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      occasions += await runProgramAutomations({ programId: String(row._id), now });
    } catch (error) {
      failed++;
      console.error(`[jobs] automations of program ${String(row._id)} failed:`, error);
    }
  }
  return { programs: rows.length, occasions, failed };
}
