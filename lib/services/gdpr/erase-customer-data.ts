import { type Clock, systemClock } from "@/lib/clock";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import type { ErasureQuery, ErasureRequestInput, ErasureResult } from "@/lib/schemas/gdpr";
import {
  advanceErasure,
  type ErasureStepHook,
  type StoredGdprRequest,
} from "@/lib/services/gdpr/advance-erasure";
import { findSubjectCards } from "@/lib/services/gdpr/find-subject-cards";
import { toErasureResult } from "@/lib/services/gdpr/gdpr-record-dto";
import { resolveSubject, type Subject } from "@/lib/services/gdpr/resolve-subject";
import { unfinishedErasures } from "@/lib/services/gdpr/resume-erasures";

export type Requester = { userId: string; role: string };

const sameSubject = (request: StoredGdprRequest, subject: Subject) =>
  String(request.scope?.programId ?? null) === String(subject.programId) &&
  String(request.scope?.cardId ?? null) === String(subject.cardId) &&
  (request.subject?.emailHash ?? null) === subject.emailHash &&
  (request.subject?.customerIdHash ?? null) === subject.customerIdHash;

function dryRunResult(count: number, ids: string[]): ErasureResult {
  const message =
    count === 0
      ? "No matching gift card holds data of this customer: nothing would be erased"
      : `${count} gift card${count === 1 ? "" : "s"} would be erased`;
  return { requestId: null, status: "dry_run", affectedCards: ids, message, completedAt: null };
}

/**
 * POST /v2/giftcards/gdpr/erasure. The request is stored (`received`) before any card is touched.
 * Unfinished requests of the merchant are completed first; a retry of one of them answers its result.
 */
export async function eraseCustomerData({
  merchantId,
  requester,
  query,
  input,
  now = systemClock,
  afterStep,
}: {
  merchantId: string;
  requester: Requester;
  query: ErasureQuery;
  input: ErasureRequestInput;
  now?: Clock;
  afterStep?: ErasureStepHook;
}): Promise<ErasureResult> {
  const subject = await resolveSubject({ merchantId, ...query, ...input, body: input });
  if (query.dryRun) {
    const cards = await findSubjectCards({ merchantId, subject });
    return dryRunResult(
      cards.length,
      cards.map((card) => String(card._id)),
    );
  }
  let retried: StoredGdprRequest | undefined;
  for (const unfinished of await unfinishedErasures(merchantId)) {
    const finished = await advanceErasure({ requestId: unfinished._id, now });
    if (!retried && sameSubject(unfinished, subject)) retried = finished;
  }
  if (retried) return toErasureResult(retried);
  const created = await GdprRequest.create({
    merchantId,
    kind: "erasure",
    status: "received",
    requestedBy: requester,
    scope: { programId: subject.programId, cardId: subject.cardId },
    subject: { emailHash: subject.emailHash, customerIdHash: subject.customerIdHash },
    identifiedBy: subject.identifiedBy,
    reason: input.reason?.trim() || null,
  });
  await afterStep?.("received");
  return toErasureResult(await advanceErasure({ requestId: created._id, now, afterStep }));
}
