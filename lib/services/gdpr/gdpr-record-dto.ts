import type { ErasureResult, GdprRecordDto } from "@/lib/schemas/gdpr";
import type {
  FullGdprRecordDto,
  LoyaltyErasureResult,
  PersonErasureResult,
} from "@/lib/schemas/loyalty-gdpr";
import type { StoredGdprRequest } from "@/lib/services/gdpr/advance-erasure";
import { kindsOf } from "@/lib/services/gdpr/subject-kind-registry";

const idOrNull = (id: unknown) => (id ? String(id) : null);

/** The audit record as the gift-card endpoints show it: who, when, scope, outcome; never the subject's HMACs. */
export function toGdprRecordDto(request: StoredGdprRequest): GdprRecordDto {
  return {
    id: String(request._id),
    kind: request.kind,
    status: request.status,
    merchantId: String(request.merchantId),
    requestedBy: { userId: String(request.requestedBy?.userId), role: request.requestedBy?.role ?? "" },
    scope: { programId: idOrNull(request.scope?.programId), cardId: idOrNull(request.scope?.cardId) },
    identifiedBy: (request.identifiedBy ?? []) as GdprRecordDto["identifiedBy"],
    reason: request.reason ?? null,
    format: (request.format ?? null) as GdprRecordDto["format"],
    affectedCards: request.affectedCards.map(String),
    message: request.message ?? null,
    createdAt: request.createdAt.toISOString(),
    completedAt: request.completedAt ? request.completedAt.toISOString() : null,
  };
}

/** The record with what it reached among members (loyalty endpoints, dashboard history). */
export function toFullGdprRecordDto(request: StoredGdprRequest): FullGdprRecordDto {
  const record = toGdprRecordDto(request);
  return {
    ...record,
    covers: kindsOf(request.covers).map((kind) => kind.name),
    scope: { ...record.scope, memberId: idOrNull(request.scope?.memberId) },
    identifiedBy: (request.identifiedBy ?? []) as FullGdprRecordDto["identifiedBy"],
    affectedMembers: (request.affectedMembers ?? []).map(String),
  };
}

/** An erasure's outcome for any reach; each endpoint answers its own view of it. */
export type ErasureOutcome = {
  requestId: string | null;
  status: "completed" | "no_match" | "dry_run";
  affected: { giftCards: string[]; members: string[] };
  message: string;
  completedAt: string | null;
};

export function erasureOutcomeOf(request: StoredGdprRequest): ErasureOutcome {
  const isCompleted = request.status === "completed";
  const idsOf = (ids: unknown[] | undefined) => (isCompleted ? (ids ?? []).map(String) : []);
  return {
    requestId: String(request._id),
    status: isCompleted ? "completed" : "no_match",
    affected: { giftCards: idsOf(request.affectedCards), members: idsOf(request.affectedMembers) },
    message: request.message ?? "",
    completedAt: request.completedAt ? request.completedAt.toISOString() : null,
  };
}

export const toErasureResult = (outcome: ErasureOutcome): ErasureResult => ({
  requestId: outcome.requestId,
  status: outcome.status,
  affectedCards: outcome.affected.giftCards,
  message: outcome.message,
  completedAt: outcome.completedAt,
});

export const toLoyaltyErasureResult = (outcome: ErasureOutcome): LoyaltyErasureResult => ({
  requestId: outcome.requestId,
  status: outcome.status,
  affectedMembers: outcome.affected.members,
  message: outcome.message,
  completedAt: outcome.completedAt,
});

export const toPersonErasureResult = (outcome: ErasureOutcome): PersonErasureResult => ({
  requestId: outcome.requestId,
  status: outcome.status,
  affectedCards: outcome.affected.giftCards,
  affectedMembers: outcome.affected.members,
  message: outcome.message,
  completedAt: outcome.completedAt,
});
