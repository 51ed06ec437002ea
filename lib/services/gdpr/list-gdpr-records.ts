import type { z } from "zod";
import { connectToDatabase } from "@/lib/db/connect";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { newestFirst } from "@/lib/db/newest-first";
import type { GdprRecordDto, gdprRecordPageSchema, ListGdprRecordsQuery } from "@/lib/schemas/gdpr";
import type { StoredGdprRequest } from "@/lib/services/gdpr/advance-erasure";
import { toGdprRecordDto } from "@/lib/services/gdpr/gdpr-record-dto";

/**
 * Newest first. One `{merchantId}` equality read, sorted and paged in code: a merchant's GDPR requests
 * are few (a handful a month), unlike its cards.
 */
export async function listGdprRecords({
  merchantId,
  query,
}: {
  merchantId: string;
  query: ListGdprRecordsQuery;
}): Promise<z.output<typeof gdprRecordPageSchema>> {
  await connectToDatabase();
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const requests = (await GdprRequest.find({ merchantId }).lean<StoredGdprRequest[]>())
    .filter((request) => !query.kind || request.kind === query.kind)
    .sort(newestFirst);
  const items: GdprRecordDto[] = requests.slice(offset, offset + query.limit).map(toGdprRecordDto);
  return { items, total: requests.length, page: query.page, limit: query.limit, offset };
}
