import { type Clock, systemClock } from "@/lib/clock";
import { GdprRequest, type GdprSubjectKind } from "@/lib/db/models/gdpr-request";
import type { ErasureRequestInput } from "@/lib/schemas/gdpr";
import type { PersonScopeQuery } from "@/lib/schemas/loyalty-gdpr";
import {
  advanceErasure,
  type ErasureStepHook,
  type StoredGdprRequest,
} from "@/lib/services/gdpr/advance-erasure";
import { type ErasureOutcome, erasureOutcomeOf } from "@/lib/services/gdpr/gdpr-record-dto";
import { auditFieldsOf, reachOf, resolveSubject, type Subject } from "@/lib/services/gdpr/resolve-subject";
import { unfinishedErasures } from "@/lib/services/gdpr/resume-erasures";
import { erasureMessages, kindsOf } from "@/lib/services/gdpr/subject-kind-registry";

export type Requester = { userId: string; role: string };

const sameSubject = (request: StoredGdprRequest, subject: Subject, covers: GdprSubjectKind[]) =>
  String(request.scope?.programId ?? null) === String(subject.programId) &&
  String(request.scope?.cardId ?? null) === String(subject.cardId) &&
  String(request.scope?.memberId ?? null) === String(subject.memberId) &&
  (request.subject?.emailHash ?? null) === subject.emailHash &&
  (request.subject?.customerIdHash ?? null) === subject.customerIdHash &&
  kindsOf(request.covers)
    .map((kind) => kind.name)
    .join() ===
    kindsOf(covers)
      .map((kind) => kind.name)
      .join();

async function dryRun(
  merchantId: string,
  subject: Subject,
  covers: GdprSubjectKind[],
): Promise<ErasureOutcome> {
  const counts = await Promise.all(
    kindsOf(covers).map(async (kind) => ({
      kind,
      ids: (await kind.find({ merchantId, subject })).map((item) => String(item._id)),
    })),
  );
  const affected = { giftCards: [] as string[], members: [] as string[] };
  for (const { kind, ids } of counts) affected[kind.name] = ids;
  const message = erasureMessages.dryRun(counts.map(({ kind, ids }) => ({ kind, count: ids.length })));
  return { requestId: null, status: "dry_run", affected, message, completedAt: null };
}

/**
 * An erasure request of any reach: gift cards (`POST /v2/giftcards/gdpr/erasure`), members (`POST
 * /v2/loyalty/gdpr/erasure`) or both (`POST /v2/gdpr/erasure`, the dashboard's form). The request is stored
 * (`received`) before anything is touched. Unfinished requests of the merchant are completed first; a retry of
 * one of them answers its result.
 */
export async function eraseSubjectData({
  merchantId,
  requester,
  covers: requested,
  query,
  input,
  noSubjectMessage,
  now = systemClock,
  afterStep,
}: {
  merchantId: string;
  requester: Requester;
  covers: GdprSubjectKind[];
  query: PersonScopeQuery;
  input: ErasureRequestInput;
  noSubjectMessage?: string;
  now?: Clock;
  afterStep?: ErasureStepHook;
}): Promise<ErasureOutcome> {
  const subject = await resolveSubject({ merchantId, ...query, ...input, body: input, noSubjectMessage });
  const covers = reachOf(requested, subject);
  if (query.dryRun) return dryRun(merchantId, subject, covers);
  let retried: StoredGdprRequest | undefined;
  for (const unfinished of await unfinishedErasures(merchantId)) {
    const finished = await advanceErasure({ requestId: unfinished._id, now });
    if (!retried && sameSubject(unfinished, subject, covers)) retried = finished;
  }
  if (retried) return erasureOutcomeOf(retried);
  const created = await GdprRequest.create({
    merchantId,
    kind: "erasure",
    status: "received",
    covers,
    ...auditFieldsOf({ subject, requester, reason: input.reason }),
  });
  await afterStep?.("received");
  return erasureOutcomeOf(await advanceErasure({ requestId: created._id, now, afterStep }));
}
