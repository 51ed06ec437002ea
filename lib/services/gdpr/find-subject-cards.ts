import type { Types } from "mongoose";
import { GiftCard } from "@/lib/db/models/gift-card";
import type { SubjectFilter } from "@/lib/services/gdpr/subject-kinds";
import { matchSubjectItems } from "@/lib/services/gdpr/subject-match";
import type { StoredCard } from "@/lib/services/giftcards/ledger";

/**
 * The merchant's cards that hold data of the subject. Every identifier given must match (each one
 * narrows, like the query's programId). Reads are one `findById` or one `{merchantId, <hash>}` equality;
 * the rest is checked in code. Soft-deleted cards count: they still hold the data until purged.
 * Cards already erased by `requestId` count too, so a resumed request keeps its full list. A request naming a
 * member id names no card.
 */
export async function findSubjectCards({
  merchantId,
  subject,
  requestId,
}: {
  merchantId: string | Types.ObjectId;
  subject: SubjectFilter;
  requestId?: Types.ObjectId;
}): Promise<StoredCard[]> {
  let candidates: StoredCard[] = [];
  if (subject.memberId) return [];
  if (subject.cardId) {
    const card = await GiftCard.findById(subject.cardId).lean<StoredCard>();
    candidates = card ? [card] : [];
  } else if (subject.emailHash) {
    candidates = await GiftCard.find({ merchantId, customerEmailHash: subject.emailHash }).lean<
      StoredCard[]
    >();
  } else if (subject.customerIdHash) {
    candidates = await GiftCard.find({ merchantId, customerIdHash: subject.customerIdHash }).lean<
      StoredCard[]
    >();
  }
  return matchSubjectItems({
    candidates,
    merchantId,
    subject,
    requestId,
    hashesOf: (card) => ({ emailHash: card.customerEmailHash, customerIdHash: card.customerIdHash }),
    isErased: (card) => Boolean(card.erasedAt),
  });
}
