import type { Types } from "mongoose";
import type { z } from "zod";
import { type Clock, systemClock } from "@/lib/clock";
import { bucketKeyOf, bucketOf, GiftCard } from "@/lib/db/models/gift-card";
import { GiftCardEntry } from "@/lib/db/models/gift-card-entry";
import { emailHashOf } from "@/lib/gdpr/subject-hash";
import type { GiftCardDto, giftCardPageSchema, ListGiftCardsQuery } from "@/lib/schemas/giftcard";
import { isVisibleCard, toGiftCardDto } from "@/lib/services/giftcards/gift-card-dto";
import type { StoredCard, StoredEntry } from "@/lib/services/giftcards/ledger";
import { lastCardSeq } from "@/lib/services/ledger/card-sequence";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/** One page as the API answers it: the type follows the documented response schema. */
export type GiftCardPage = z.output<typeof giftCardPageSchema>;

/** Balances of the cards: one `{programId, bucketKey}` read of ledger entries per bucket they fall in. */
async function balancesOf(programId: Types.ObjectId, cards: StoredCard[]): Promise<Map<string, number>> {
  const bucketKeys = [...new Set(cards.map((card) => card.bucketKey))];
  const batches = await Promise.all(
    bucketKeys.map((bucketKey) => GiftCardEntry.find({ programId, bucketKey }).lean<StoredEntry[]>()),
  );
  const wanted = new Set(cards.map((card) => String(card._id)));
  const balances = new Map<string, number>();
  for (const entry of batches.flat()) {
    const key = String(entry.cardId);
    if (wanted.has(key)) balances.set(key, (balances.get(key) ?? 0) + entry.amountCents);
  }
  return balances;
}

const newestFirst = (cards: StoredCard[]) => cards.filter(isVisibleCard).sort((a, b) => b.seq - a.seq);

/** Newest bucket first; each bucket is one `{programId, bucketKey}` read of at most 100 cards. */
async function* bucketsNewestFirst(programId: Types.ObjectId) {
  const last = await lastCardSeq(programId);
  for (let bucket = bucketOf(last); bucket >= 0; bucket--) {
    const bucketKey = bucketKeyOf(programId, bucket);
    yield newestFirst(await GiftCard.find({ programId, bucketKey }).lean<StoredCard[]>());
  }
}

/** One customer's cards: `{programId, customerEmailHash}` equality. */
async function* cardsOfCustomer(programId: Types.ObjectId, email: string) {
  const customerEmailHash = emailHashOf(email);
  yield newestFirst(await GiftCard.find({ programId, customerEmailHash }).lean<StoredCard[]>());
}

/** Cards ending in four digits: `{lastFourDigits, programId}` equality (a counter's search by the pass). */
async function* cardsEndingIn(programId: Types.ObjectId, lastFourDigits: string) {
  yield newestFirst(await GiftCard.find({ lastFourDigits, programId }).lean<StoredCard[]>());
}

/**
 * Newest first. Sort, skip and limit are not pushed down by FerretDB, so instead of `find().sort().limit()`
 * (which decodes every card of the program) the walk reads buckets of 100 until the page is full, and
 * checks filters in code. It answers `hasMore`/`nextOffset` rather than a total, which would mean reading
 * every card.
 */
export async function listGiftCards({
  merchantId,
  programId,
  query,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  query: ListGiftCardsQuery;
  now?: Clock;
}): Promise<GiftCardPage> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "giftcard" });
  const at = now();
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const source = query.customerEmail
    ? cardsOfCustomer(program._id, query.customerEmail)
    : query.lastFourDigits
      ? cardsEndingIn(program._id, query.lastFourDigits)
      : bucketsNewestFirst(program._id);
  const items: GiftCardDto[] = [];
  let skipped = 0;
  let hasMore = false;
  for await (const batch of source) {
    let cards = batch;
    // Without a status filter the page's window is known before balances: skip the rest unread.
    if (!query.status) {
      const start = Math.min(offset - skipped, cards.length);
      skipped += start;
      cards = cards.slice(start, start + query.limit - items.length + 1);
      if (cards.length === 0) continue;
    }
    const balances = await balancesOf(program._id, cards);
    for (const card of cards) {
      const dto = toGiftCardDto(card, balances.get(String(card._id)) ?? card.initialValueCents ?? 0, at);
      if (query.status && dto.status !== query.status) continue;
      if (skipped < offset) {
        skipped++;
        continue;
      }
      if (items.length === query.limit) {
        hasMore = true;
        break;
      }
      items.push(dto);
    }
    if (hasMore) break;
  }
  return {
    items,
    page: query.page,
    limit: query.limit,
    offset,
    hasMore,
    nextOffset: hasMore ? offset + items.length : null,
  };
}
