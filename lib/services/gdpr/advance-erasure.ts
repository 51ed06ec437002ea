import type { Types } from "mongoose";
import { addDays, type Clock, systemClock } from "@/lib/clock";
import { GdprRequest, type GdprRequestDocument } from "@/lib/db/models/gdpr-request";
import { Program } from "@/lib/db/models/program";
import { RETENTION_PERIOD_DAYS } from "@/lib/schemas/program";
import { recordChange } from "@/lib/services/changes/record-change";
import { erasureMessages, kindsOf } from "@/lib/services/gdpr/subject-kind-registry";
import { schedulePurge } from "@/lib/services/retention/schedule-purge";

export type StoredGdprRequest = GdprRequestDocument & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

/** Test seam: called after each step, so a test can crash the machine between any two of them. */
export type ErasureStepHook = (
  step: "received" | "erasing" | "card-erased" | "member-erased" | "completed",
) => Promise<void> | void;

async function loadRequest(id: Types.ObjectId): Promise<StoredGdprRequest> {
  const request = await GdprRequest.findById(id).lean<StoredGdprRequest>();
  if (!request) throw new Error(`GDPR request ${String(id)} vanished`);
  return request;
}

/** The longest retention among the programs concerned: the audit record keeps its HMACs that long. */
export async function retentionDaysFor(
  request: Pick<StoredGdprRequest, "scope">,
  programIds: Types.ObjectId[],
): Promise<number> {
  const ids = [...new Set([request.scope?.programId, ...programIds].filter(Boolean).map(String))];
  const programs = await Promise.all(ids.map((id) => Program.findById(id).lean()));
  const days = programs.flatMap((program) => (program ? [program.retention_period_days] : []));
  return days.length > 0 ? Math.max(...days) : RETENTION_PERIOD_DAYS.default;
}

/** Schedules the audit record to forget its HMACs after the retention period of the programs concerned. */
export async function forgetSubjectLater(
  request: Pick<StoredGdprRequest, "_id" | "merchantId" | "scope">,
  programIds: Types.ObjectId[],
  at: Date,
  now: Clock,
) {
  await schedulePurge({
    kind: "gdpr-subject",
    targetId: request._id,
    merchantId: request.merchantId,
    dueAt: addDays(at, await retentionDaysFor(request, programIds)),
    now,
  });
}

async function finish(
  request: StoredGdprRequest,
  status: "completed" | "no_match",
  programIds: Types.ObjectId[],
  now: Clock,
) {
  const completedAt = now();
  const kinds = kindsOf(request.covers);
  const message =
    status === "completed"
      ? erasureMessages.erased(kinds.map((kind) => ({ kind, count: request[kind.affectedField].length })))
      : erasureMessages.nothingLeft(kinds);
  // The event is written before the status: a crash between the two leaves the request unfinished, and
  // finishing it again writes the same event key, which is a no-op.
  await recordChange({
    kind: "gdpr.erasure.completed",
    merchantId: request.merchantId,
    key: String(request._id),
    data: {
      requestId: String(request._id),
      status,
      affectedCards: (request.affectedCards ?? []).map(String),
      affectedMembers: (request.affectedMembers ?? []).map(String),
      completedAt: completedAt.toISOString(),
    },
    at: completedAt,
  });
  await GdprRequest.updateOne({ _id: request._id }, { $set: { status, completedAt, message } });
  await forgetSubjectLater(request, programIds, completedAt, now);
}

/**
 * Runs an erasure request from whatever state it was left in: `received` (nothing touched yet: find the gift
 * cards and members it reaches and store their ids) → `erasing` (erase exactly the stored ones) → `completed`.
 * Every step is idempotent, so a retry, the next server start, or two of them at once all end in the same state.
 */
export async function advanceErasure({
  requestId,
  now = systemClock,
  afterStep,
}: {
  requestId: Types.ObjectId;
  now?: Clock;
  afterStep?: ErasureStepHook;
}): Promise<StoredGdprRequest> {
  let request = await loadRequest(requestId);
  const kinds = kindsOf(request.covers);
  if (request.status === "received") {
    const subject = { ...request.scope, ...request.subject };
    const found = await Promise.all(
      kinds.map(async (kind) => {
        const items = await kind.find({ merchantId: request.merchantId, subject, requestId });
        return [kind.affectedField, items.map((item) => item._id)] as const;
      }),
    );
    if (found.every(([, ids]) => ids.length === 0)) {
      await finish(request, "no_match", [], now);
      return loadRequest(requestId);
    }
    await GdprRequest.updateOne(
      { _id: requestId },
      { $set: { status: "erasing", ...Object.fromEntries(found) } },
    );
    await afterStep?.("erasing");
    request = await loadRequest(requestId);
  }
  if (request.status === "erasing") {
    const programIds: Types.ObjectId[] = [];
    for (const kind of kinds) {
      for (const id of request[kind.affectedField]) {
        const programId = await kind.erase({ id, requestId, at: now() });
        if (programId) programIds.push(programId);
        await afterStep?.(kind.erasedStep);
      }
    }
    await finish(request, "completed", programIds, now);
    await afterStep?.("completed");
  }
  return loadRequest(requestId);
}
