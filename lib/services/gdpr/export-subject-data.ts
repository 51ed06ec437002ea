import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { GdprRequest, type GdprSubjectKind } from "@/lib/db/models/gdpr-request";
import type { ExportRequestInput } from "@/lib/schemas/gdpr";
import type { ExportedMember, PersonScopeQuery } from "@/lib/schemas/loyalty-gdpr";
import { forgetSubjectLater } from "@/lib/services/gdpr/advance-erasure";
import type { Requester } from "@/lib/services/gdpr/erase-subject-data";
import type { ExportedCard } from "@/lib/services/gdpr/gift-card-subjects";
import { auditFieldsOf, reachOf, resolveSubject } from "@/lib/services/gdpr/resolve-subject";
import { erasureMessages, kindsOf } from "@/lib/services/gdpr/subject-kind-registry";

export type SubjectExport = {
  requestId: string;
  exportedAt: string;
  cards: ExportedCard[];
  members: ExportedMember[];
};

/**
 * An access request (Art. 15/20) of any reach: the person's gift cards with their transactions and/or their
 * memberships with the points ledger, found by the erasure's rules and recorded in the same audit trail, whose
 * HMACs are forgotten after the programs' retention period like an erasure's.
 */
export async function exportSubjectData({
  merchantId,
  requester,
  covers: requested,
  query,
  input,
  noSubjectMessage,
  now = systemClock,
}: {
  merchantId: string;
  requester: Requester;
  covers: GdprSubjectKind[];
  query: PersonScopeQuery;
  input: ExportRequestInput;
  noSubjectMessage?: string;
  now?: Clock;
}): Promise<SubjectExport> {
  const subject = await resolveSubject({ merchantId, ...query, ...input, body: input, noSubjectMessage });
  const kinds = kindsOf(reachOf(requested, subject));
  const at = now();
  const found = await Promise.all(
    kinds.map(async (kind) => ({ kind, items: await kind.find({ merchantId, subject }) })),
  );
  const result: SubjectExport = { requestId: "", exportedAt: at.toISOString(), cards: [], members: [] };
  for (const { kind, items } of found) result[kind.exportKey] = (await kind.exportItems(items, at)) as never;
  const total = found.reduce((sum, { items }) => sum + items.length, 0);
  const request = await GdprRequest.create({
    merchantId,
    kind: "export",
    status: total > 0 ? "completed" : "no_match",
    covers: kinds.map((kind) => kind.name),
    ...auditFieldsOf({ subject, requester, reason: input.reason }),
    format: input.format,
    ...Object.fromEntries(
      found.map(({ kind, items }) => [kind.affectedField, items.map((item) => item._id)]),
    ),
    message: erasureMessages.exported(found.map(({ kind, items }) => ({ kind, count: items.length }))),
    completedAt: at,
  });
  const programIds = found.flatMap(({ items }) => items.map((item) => item.programId as Types.ObjectId));
  await forgetSubjectLater(request, programIds, at, now);
  return { ...result, requestId: String(request._id) };
}
