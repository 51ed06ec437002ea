import type { Types } from "mongoose";
import { Member, type MemberDocument } from "@/lib/db/models/member";
import type { SubjectFilter } from "@/lib/services/gdpr/subject-kinds";
import { matchSubjectItems } from "@/lib/services/gdpr/subject-match";

export type StoredMember = MemberDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

/**
 * The merchant's members that hold data of the subject, by the gift cards' rules: every identifier given must
 * match; `customerId` is the member's `externalId`. Reads are one `findById` or one `{merchantId, <hash>}`
 * equality; the rest is checked in code. Soft-deleted members count (they hold the data until purged); erased
 * ones do not, except those erased by `requestId`, so a resumed request keeps its full list. A request naming
 * a card id names no member.
 */
export async function findSubjectMembers({
  merchantId,
  subject,
  requestId,
}: {
  merchantId: string | Types.ObjectId;
  subject: SubjectFilter;
  requestId?: Types.ObjectId;
}): Promise<StoredMember[]> {
  let candidates: StoredMember[] = [];
  if (subject.cardId) return [];
  if (subject.memberId) {
    const member = await Member.findById(subject.memberId).lean<StoredMember>();
    candidates = member ? [member] : [];
  } else if (subject.emailHash) {
    candidates = await Member.find({ merchantId, emailHash: subject.emailHash }).lean<StoredMember[]>();
  } else if (subject.customerIdHash) {
    candidates = await Member.find({ merchantId, externalIdHash: subject.customerIdHash }).lean<
      StoredMember[]
    >();
  }
  return matchSubjectItems({
    candidates,
    merchantId,
    subject,
    requestId,
    hashesOf: (member) => ({ emailHash: member.emailHash, customerIdHash: member.externalIdHash }),
    isErased: (member) => member.status === "erased" || Boolean(member.erasedAt),
  });
}
