import { connectToDatabase } from "@/lib/db/connect";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { notFound } from "@/lib/errors/api-error";
import type { GdprRecordDto } from "@/lib/schemas/gdpr";
import type { StoredGdprRequest } from "@/lib/services/gdpr/advance-erasure";
import { toGdprRecordDto } from "@/lib/services/gdpr/gdpr-record-dto";

export async function getGdprRecordOrThrow({
  merchantId,
  requestId,
}: {
  merchantId: string;
  requestId: string;
}): Promise<GdprRecordDto> {
  await connectToDatabase();
  const request = await GdprRequest.findById(requestId).lean<StoredGdprRequest>();
  if (!request || String(request.merchantId) !== merchantId) throw notFound("GDPR request not found");
  return toGdprRecordDto(request);
}
