import { connectToDatabase } from "@/lib/db/connect";
import { GdprRequest, type GdprSubjectKind } from "@/lib/db/models/gdpr-request";
import { newestFirst } from "@/lib/db/newest-first";
import type { ListGdprRecordsQuery } from "@/lib/schemas/gdpr";
import type { StoredGdprRequest } from "@/lib/services/gdpr/advance-erasure";
import { kindsOf } from "@/lib/services/gdpr/subject-kind-registry";

/** Whether the record reached this kind (gift-card endpoints list theirs, loyalty endpoints theirs). */
export const reaches = (request: StoredGdprRequest, kind: GdprSubjectKind | undefined) =>
  !kind || kindsOf(request.covers).some((each) => each.name === kind);

/**
 * Newest first. One `{merchantId}` equality read, sorted and paged in code: a merchant's GDPR requests
 * are few (a handful a month), unlike its cards. `covering` keeps the records that reached that kind;
 * `toDto` is the endpoint's view of a record.
 */
export async function listGdprRecords<Dto>({
  merchantId,
  query,
  covering,
  toDto,
}: {
  merchantId: string;
  query: ListGdprRecordsQuery;
  covering?: GdprSubjectKind;
  toDto: (request: StoredGdprRequest) => Dto;
}) {
  await connectToDatabase();
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const requests = (await GdprRequest.find({ merchantId }).lean<StoredGdprRequest[]>())
    .filter((request) => (!query.kind || request.kind === query.kind) && reaches(request, covering))
    .sort(newestFirst);
  const items: Dto[] = requests.slice(offset, offset + query.limit).map(toDto);
  return { items, total: requests.length, page: query.page, limit: query.limit, offset };
}
