import type { Types } from "mongoose";
import { bucketKeyOf, bucketOf, GiftCard } from "@/lib/db/models/gift-card";
import { GiftCardEntry } from "@/lib/db/models/gift-card-entry";
import { cardStatusOf, isVisibleCard } from "@/lib/services/giftcards/gift-card-dto";
import type { StoredCard, StoredEntry } from "@/lib/services/giftcards/ledger";
import { lastCardSeq } from "@/lib/services/ledger/card-sequence";

/** Cards whose balance customers can no longer spend: it is no longer owed. */
const SPENT_STATUSES = new Set(["expired", "voided"]);

/** One bucket of up to 100 cards and their ledger entries: two `{programId, bucketKey}` equality reads. */
async function outstandingOfBucket(programId: Types.ObjectId, bucket: number, at: Date) {
  const bucketKey = bucketKeyOf(programId, bucket);
  const [cards, entries] = await Promise.all([
    GiftCard.find({ programId, bucketKey }).lean<StoredCard[]>(),
    GiftCardEntry.find({ programId, bucketKey }, { cardId: 1, amountCents: 1 }).lean<StoredEntry[]>(),
  ]);
  const balances = new Map<string, number>();
  for (const entry of entries) {
    const cardId = String(entry.cardId);
    balances.set(cardId, (balances.get(cardId) ?? 0) + entry.amountCents);
  }
  const owed = new Map<string, number>();
  for (const card of cards) {
    if (!isVisibleCard(card)) continue;
    // A card whose issue entry is not written yet holds its initial value (as the card list shows it).
    const balance = balances.get(String(card._id)) ?? card.initialValueCents ?? 0;
    if (balance <= 0 || SPENT_STATUSES.has(cardStatusOf(card, balance, at))) continue;
    const currency = card.currency ?? "";
    owed.set(currency, (owed.get(currency) ?? 0) + balance);
  }
  return owed;
}

/**
 * What the merchant's gift cards still hold, per currency, in minor units: the balance of every card not
 * deleted, expired or voided. It reads the merchant's own cards and ledgers, program by program and bucket by
 * bucket (as the card list does), never another merchant's rows; the cost grows with the merchant's cards
 * (decision 024).
 */
export async function outstandingBalances({
  programIds,
  at,
}: {
  programIds: Types.ObjectId[];
  at: Date;
}): Promise<Map<string, number>> {
  const buckets = await Promise.all(
    programIds.map(async (programId) => {
      const last = await lastCardSeq(programId);
      if (last === 0) return [];
      const numbers = Array.from({ length: bucketOf(last) + 1 }, (_, bucket) => bucket);
      return Promise.all(numbers.map((bucket) => outstandingOfBucket(programId, bucket, at)));
    }),
  );
  const total = new Map<string, number>();
  for (const owed of buckets.flat()) {
    for (const [currency, cents] of owed) total.set(currency, (total.get(currency) ?? 0) + cents);
  }
  return total;
}
