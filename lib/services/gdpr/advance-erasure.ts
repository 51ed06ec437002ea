import type { Types } from "mongoose";
import { addDays, type Clock, systemClock } from "@/lib/clock";
import { GdprRequest, type GdprRequestDocument } from "@/lib/db/models/gdpr-request";
import { Program } from "@/lib/db/models/program";
import { RETENTION_PERIOD_DAYS } from "@/lib/schemas/program";
import { eraseCard } from "@/lib/services/gdpr/erase-card";
import { findSubjectCards } from "@/lib/services/gdpr/find-subject-cards";
import { schedulePurge } from "@/lib/services/retention/schedule-purge";
import { emitEvent } from "@/lib/services/webhooks/emit-event";

export type StoredGdprRequest = GdprRequestDocument & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

/** Test seam: called after each step, so a test can crash the machine between any two of them. */
export type ErasureStepHook = (
  step: "received" | "erasing" | "card-erased" | "completed",
) => Promise<void> | void;

export const erasedMessage = (count: number) =>
  `Erased the customer's data from ${count} gift card${count === 1 ? "" : "s"}`;
export const NOTHING_LEFT_MESSAGE =
  "No matching gift card holds data of this customer: nothing was left to erase";

async function loadRequest(id: Types.ObjectId): Promise<StoredGdprRequest> {
  const request = await GdprRequest.findById(id).lean<StoredGdprRequest>();
  if (!request) throw new Error(`GDPR request ${String(id)} vanished`);
  return request;
}

/** The longest retention among the programs concerned: the audit record keeps its HMACs that long. */
async function retentionDaysFor(request: StoredGdprRequest, programIds: Types.ObjectId[]): Promise<number> {
  const ids = [...new Set([request.scope?.programId, ...programIds].filter(Boolean).map(String))];
  const programs = await Promise.all(ids.map((id) => Program.findById(id).lean()));
  const days = programs.flatMap((program) => (program ? [program.retention_period_days] : []));
  return days.length > 0 ? Math.max(...days) : RETENTION_PERIOD_DAYS.default;
}

async function finish(
  request: StoredGdprRequest,
  status: "completed" | "no_match",
  programIds: Types.ObjectId[],
  now: Clock,
) {
  const completedAt = now();
  const message = status === "completed" ? erasedMessage(request.affectedCards.length) : NOTHING_LEFT_MESSAGE;
  // The event is written before the status: a crash between the two leaves the request unfinished, and
  // finishing it again writes the same event key, which is a no-op.
  await emitEvent({
    merchantId: request.merchantId,
    type: "gdpr.erasure.completed",
    key: String(request._id),
    data: {
      requestId: String(request._id),
      status,
      affectedCards: request.affectedCards.map(String),
      completedAt: completedAt.toISOString(),
    },
    now,
  });
  await GdprRequest.updateOne({ _id: request._id }, { $set: { status, completedAt, message } });
  await schedulePurge({
    kind: "gdpr-subject",
    targetId: request._id,
    merchantId: request.merchantId,
    dueAt: addDays(completedAt, await retentionDaysFor(request, programIds)),
    now,
  });
}

/**
 * Runs an erasure request from whatever state it was left in: `received` (nothing touched yet: find the
 * cards and store their ids) → `erasing` (erase exactly the stored cards) → `completed`. Every step is
 * idempotent, so a retry, the next server start, or two of them at once all end in the same state.
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
  const programIds: Types.ObjectId[] = [];
  if (request.status === "received") {
    const cards = await findSubjectCards({
      merchantId: request.merchantId,
      subject: { ...request.scope, ...request.subject },
      requestId,
    });
    if (cards.length === 0) {
      await finish(request, "no_match", [], now);
      return loadRequest(requestId);
    }
    const affectedCards = cards.map((card) => card._id);
    await GdprRequest.updateOne({ _id: requestId }, { $set: { status: "erasing", affectedCards } });
    await afterStep?.("erasing");
    request = await loadRequest(requestId);
  }
  if (request.status === "erasing") {
    for (const cardId of request.affectedCards) {
      const programId = await eraseCard({ cardId, requestId, at: now() });
      if (programId) programIds.push(programId);
      await afterStep?.("card-erased");
    }
    await finish(request, "completed", programIds, now);
    await afterStep?.("completed");
  }
  return loadRequest(requestId);
}
