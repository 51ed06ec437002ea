import { connectToDatabase } from "@/lib/db/connect";
import { GdprRequest, type GdprSubjectKind } from "@/lib/db/models/gdpr-request";
import { notFound } from "@/lib/errors/api-error";
import type { StoredGdprRequest } from "@/lib/services/gdpr/advance-erasure";
import { reaches } from "@/lib/services/gdpr/list-gdpr-records";

/** One record of the merchant that reached `covering`, in the endpoint's view; anything else is 404. */
export async function getGdprRecordOrThrow<Dto>({
  merchantId,
  requestId,
  covering,
  toDto,
}: {
  merchantId: string;
  requestId: string;
  covering?: GdprSubjectKind;
  toDto: (request: StoredGdprRequest) => Dto;
}): Promise<Dto> {
  await connectToDatabase();
  const request = await GdprRequest.findById(requestId).lean<StoredGdprRequest>();
  if (!request || String(request.merchantId) !== merchantId || !reaches(request, covering))
    throw notFound("GDPR request not found");
  return toDto(request);
}
