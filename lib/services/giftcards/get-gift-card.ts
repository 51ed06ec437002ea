import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { GiftCard } from "@/lib/db/models/gift-card";
import { notFound } from "@/lib/errors/api-error";
import type { GiftCardDto, LedgerEntryDto } from "@/lib/schemas/giftcard";
import { isVisibleCard, toGiftCardDto, toLedgerEntryDto } from "@/lib/services/giftcards/gift-card-dto";
import { ensureIssued, readLedger, type StoredCard } from "@/lib/services/giftcards/ledger";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

export const CARD_NOT_FOUND = "Gift card not found";

/** By `_id` alone, then ownership and program checked in code; anything else's card is a 404. */
export async function getOwnedCardOrThrow({
  merchantId,
  programId,
  cardId,
}: {
  merchantId: string;
  programId?: string | null;
  cardId: string;
}): Promise<StoredCard> {
  await connectToDatabase();
  const card = await GiftCard.findById(cardId).lean<StoredCard>();
  const isOwned = card && String(card.merchantId) === merchantId && isVisibleCard(card);
  if (!card || !isOwned || (programId && String(card.programId) !== programId))
    throw notFound(CARD_NOT_FOUND);
  return card;
}

export async function getGiftCardOrThrow({
  merchantId,
  programId,
  cardId,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  cardId: string;
  now?: Clock;
}): Promise<GiftCardDto> {
  await getProgramOrThrow({ merchantId, programId, programType: "giftcard" });
  const card = await getOwnedCardOrThrow({ merchantId, programId, cardId });
  const ledger = await ensureIssued(card, await readLedger(card._id));
  return toGiftCardDto(card, ledger.balanceCents, now());
}

/** The card and its whole ledger, newest entry first (the dashboard's card page). */
export async function getGiftCardWithLedgerOrThrow({
  merchantId,
  programId,
  cardId,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  cardId: string;
  now?: Clock;
}): Promise<{ card: GiftCardDto; entries: LedgerEntryDto[] }> {
  await getProgramOrThrow({ merchantId, programId, programType: "giftcard" });
  const card = await getOwnedCardOrThrow({ merchantId, programId, cardId });
  const ledger = await ensureIssued(card, await readLedger(card._id));
  const entries = [...ledger.entries].sort((a, b) => b.sequence - a.sequence).map(toLedgerEntryDto);
  return { card: toGiftCardDto(card, ledger.balanceCents, now()), entries };
}
