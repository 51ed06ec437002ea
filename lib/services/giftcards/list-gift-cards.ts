import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { bucketOf, GiftCard } from "@/lib/db/models/gift-card";
import { GiftCardEntry } from "@/lib/db/models/gift-card-entry";
import { emailHashOf } from "@/lib/gdpr/subject-hash";
import type { GiftCardDto, ListGiftCardsQuery } from "@/lib/schemas/giftcard";
import { lastCardSeq } from "@/lib/services/giftcards/card-sequence";
import { isVisibleCard, toGiftCardDto } from "@/lib/services/giftcards/gift-card-dto";
import { getGiftCardProgramOrThrow } from "@/lib/services/giftcards/gift-card-program";
import type { StoredCard, StoredEntry } from "@/lib/services/giftcards/ledger";

export type GiftCardPage = {
  items: GiftCardDto[];
  page: number;
  limit: number;
  offset: number;
  hasMore: boolean;
  nextOffset: number | null;
};

/** Cards with their balances, newest first, from `{programId, …}` equality queries only. */
async function withBalances(programId: Types.ObjectId, cards: StoredCard[], filter: Record<string, unknown>) {
  const entries = await GiftCardEntry.find({ programId, ...filter }).lean<StoredEntry[]>();
  const balances = new Map<string, number>();
  for (const entry of entries) {
    const key = String(entry.cardId);
    balances.set(key, (balances.get(key) ?? 0) + entry.amountCents);
  }
  return cards
    .filter(isVisibleCard)
    .sort((a, b) => b.seq - a.seq)
    .map((card) => ({ card, balanceCents: balances.get(String(card._id)) ?? card.initialValueCents ?? 0 }));
}

/** Newest bucket first; each bucket is one `{programId, bucket}` read of at most 100 cards and their entries. */
async function* cardsNewestFirst(programId: Types.ObjectId) {
  const last = await lastCardSeq(programId);
  for (let bucket = bucketOf(last); bucket >= 0; bucket--) {
    const cards = await GiftCard.find({ programId, bucket }).lean<StoredCard[]>();
    yield* await withBalances(programId, cards, { bucket });
  }
}

/** Cards of one customer: `{programId, customerEmailHash}` equality, then their entries card by card. */
async function* cardsOfCustomer(programId: Types.ObjectId, email: string) {
  const cards = await GiftCard.find({ programId, customerEmailHash: emailHashOf(email) }).lean<
    StoredCard[]
  >();
  for (const card of cards.filter(isVisibleCard).sort((a, b) => b.seq - a.seq)) {
    yield* await withBalances(programId, [card], { cardId: card._id });
  }
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
  const program = await getGiftCardProgramOrThrow({ merchantId, programId });
  const at = now();
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const source = query.customerEmail
    ? cardsOfCustomer(program._id, query.customerEmail)
    : cardsNewestFirst(program._id);
  const items: GiftCardDto[] = [];
  let skipped = 0;
  let hasMore = false;
  for await (const { card, balanceCents } of source) {
    const dto = toGiftCardDto(card, balanceCents, at);
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
  return {
    items,
    page: query.page,
    limit: query.limit,
    offset,
    hasMore,
    nextOffset: hasMore ? offset + items.length : null,
  };
}
