import { isValidObjectId } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { GiftCard } from "@/lib/db/models/gift-card";
import { notFound } from "@/lib/errors/api-error";
import type { GiftCardDto, LedgerEntryDto } from "@/lib/schemas/giftcard";
import { isVisibleCard, toGiftCardDto, toLedgerEntryDto } from "@/lib/services/giftcards/gift-card-dto";
import { ensureIssued, readLedger, type StoredCard } from "@/lib/services/giftcards/ledger";

export const CARD_NOT_FOUND = "Gift card not found";

/**
 * The one lookup of a gift card: by `_id` alone, then merchant, program and deletion checked in code. Another
 * merchant's (or program's) card, a malformed id and a deleted card are all 404 `Gift card not found`.
 * Answers the stored card; the API's shape is `giftCardDtoOf(card)`. Callers look the program up first
 * (`getProgramOrThrow({ …, programType: "giftcard" })`), so its 404 and 409s come before the card's.
 */
export async function getGiftCardOrThrow({
  merchantId,
  programId,
  cardId,
  includeDeleted = false,
}: {
  merchantId: string;
  /** The card must be of this program; `null` only where a request may name a card of any program (GDPR). */
  programId: string | null;
  cardId: string;
  /** `true`: a soft-deleted, not yet purged card is found too (GDPR requests may name it). Default `false`. */
  includeDeleted?: boolean;
}): Promise<StoredCard> {
  if (!isValidObjectId(cardId)) throw notFound(CARD_NOT_FOUND);
  await connectToDatabase();
  const card = await GiftCard.findById(cardId).lean<StoredCard>();
  const isFound = card && (includeDeleted ? !card.purgedAt : isVisibleCard(card));
  const isOwn =
    isFound &&
    String(card.merchantId) === merchantId &&
    (programId === null || String(card.programId) === programId);
  if (!isOwn) throw notFound(CARD_NOT_FOUND);
  return card;
}

/** The API's gift card: the stored one with the balance of its ledger (issued first if a crash left it not). */
export async function giftCardDtoOf(card: StoredCard, now: Clock = systemClock): Promise<GiftCardDto> {
  const ledger = await ensureIssued(card, await readLedger(card._id));
  return toGiftCardDto(card, ledger.balanceCents, now());
}

/** The API's gift card and its whole ledger, newest entry first (the dashboard's card page). */
export async function giftCardWithLedgerOf(
  card: StoredCard,
  now: Clock = systemClock,
): Promise<{ card: GiftCardDto; entries: LedgerEntryDto[] }> {
  const ledger = await ensureIssued(card, await readLedger(card._id));
  const entries = [...ledger.entries].sort((a, b) => b.sequence - a.sequence).map(toLedgerEntryDto);
  return { card: toGiftCardDto(card, ledger.balanceCents, now()), entries };
}
