import type { ErasureResult, GdprRecordDto } from "@/lib/schemas/gdpr";
import type { StoredGdprRequest } from "@/lib/services/gdpr/advance-erasure";

const idOrNull = (id: unknown) => (id ? String(id) : null);

/** The audit record as the API shows it: who, when, scope, outcome; never the subject's HMACs. */
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

export function toErasureResult(request: StoredGdprRequest): ErasureResult {
  const isCompleted = request.status === "completed";
  return {
    requestId: String(request._id),
    status: isCompleted ? "completed" : "no_match",
    affectedCards: isCompleted ? request.affectedCards.map(String) : [],
    message: request.message ?? "",
    completedAt: request.completedAt ? request.completedAt.toISOString() : null,
  };
}
