import type { Types } from "mongoose";
import { GiftCard } from "@/lib/db/models/gift-card";
import { revokeCardLink } from "@/lib/services/card-link-store/card-links";
import { recordChange } from "@/lib/services/changes/record-change";
import type { StoredCard } from "@/lib/services/giftcards/ledger";

/** Every field that identifies the customer; card number, amounts and the ledger stay for bookkeeping. */
export const PERSONAL_CARD_FIELDS = [
  "customerId",
  "customerEmail",
  "customerPhone",
  "customerName",
  "senderName",
  "customMessage",
  "customerEmailHash",
  "customerIdHash",
] as const;

const MAX_ATTEMPTS = 5;

const holdsPersonalData = (card: StoredCard | null) =>
  card !== null && PERSONAL_CARD_FIELDS.some((field) => card[field] !== null && card[field] !== undefined);

/**
 * Clears the card's personal fields, marks it with the request and kills the link to its page. Idempotent. FerretDB applies updates
 * as read-modify-write, so a concurrent writer of the same card could put old values back: the card is
 * read again afterwards and the update repeated until nothing personal is left.
 */
export async function eraseCard({
  cardId,
  requestId,
  at,
}: {
  cardId: Types.ObjectId;
  requestId: Types.ObjectId;
  at: Date;
}) {
  const cleared = Object.fromEntries(PERSONAL_CARD_FIELDS.map((field) => [field, null]));
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    await GiftCard.updateOne(
      { _id: cardId },
      { $set: { ...cleared, erasedAt: at, erasureRequestId: requestId } },
    );
    const card = await GiftCard.findById(cardId).lean<StoredCard>();
    if (holdsPersonalData(card)) continue;
    // The card's page opens nothing any more (decision 018): the link went to the person's address.
    await revokeCardLink({ kind: "giftcard", id: String(cardId) });
    // Resumed erasures record the same change again: the same keys, so nothing is sent twice.
    if (card)
      await recordChange({
        kind: "giftcard.erased",
        merchantId: card.merchantId,
        programId: card.programId,
        cardId: card._id,
        at: card.erasedAt ?? at,
      });
    return card?.programId ?? null;
  }
  throw new Error(`Card ${String(cardId)} still holds personal data after ${MAX_ATTEMPTS} erasure attempts`);
}
