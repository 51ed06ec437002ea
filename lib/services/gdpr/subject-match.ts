import type { Types } from "mongoose";
import type { SubjectFilter } from "@/lib/services/gdpr/subject-kinds";

type Candidate = {
  _id: Types.ObjectId;
  merchantId: Types.ObjectId;
  programId: Types.ObjectId;
  purgedAt?: Date | null;
  erasureRequestId?: Types.ObjectId | null;
};

/**
 * The identification rules every subject kind shares, checked in code after one `findById` or one
 * `{merchantId, <hash>}` read: the merchant's own, unpurged items; every identifier given must match (each one
 * narrows, like the query's programId); erased items no longer count, except those erased by `requestId`, so a
 * resumed request keeps its full list. Sorted by id, so a request erases in a stable order.
 */
export function matchSubjectItems<Item extends Candidate>({
  candidates,
  merchantId,
  subject,
  requestId,
  hashesOf,
  isErased,
}: {
  candidates: Item[];
  merchantId: string | Types.ObjectId;
  subject: SubjectFilter;
  requestId?: Types.ObjectId;
  /** The item's stored HMACs of the e-mail and the customer id. */
  hashesOf: (item: Item) => {
    emailHash: string | null | undefined;
    customerIdHash: string | null | undefined;
  };
  isErased: (item: Item) => boolean;
}): Item[] {
  const erasedHere = (item: Item) =>
    requestId !== undefined && String(item.erasureRequestId) === String(requestId);
  return candidates
    .filter((item) => String(item.merchantId) === String(merchantId) && !item.purgedAt)
    .filter((item) => !subject.programId || String(item.programId) === String(subject.programId))
    .filter((item) => erasedHere(item) || !isErased(item))
    .filter(
      (item) => erasedHere(item) || !subject.emailHash || hashesOf(item).emailHash === subject.emailHash,
    )
    .filter(
      (item) =>
        erasedHere(item) ||
        !subject.customerIdHash ||
        hashesOf(item).customerIdHash === subject.customerIdHash,
    )
    .sort((a, b) => String(a._id).localeCompare(String(b._id)));
}
