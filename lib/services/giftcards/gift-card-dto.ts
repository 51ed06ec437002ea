import { formatMinorUnits } from "@/lib/money/minor-units";
import type { GiftCardDto, LedgerEntryDto } from "@/lib/schemas/giftcard";
import type { StoredCard, StoredEntry } from "@/lib/services/giftcards/ledger";

/**
 * `expired` and `depleted` are derived, so no writer has to update the card when time passes or money moves; an
 * erased card is `voided` (its pass is, decision 029): it neither redeems nor reloads.
 */
export function cardStatusOf(card: StoredCard, balanceCents: number, at: Date): GiftCardDto["status"] {
  if (card.erasedAt) return "voided";
  const stored = card.status ?? "active";
  if (stored === "voided" || stored === "suspended" || stored === "pending") return stored;
  if (card.expiresAt && card.expiresAt.getTime() <= at.getTime()) return "expired";
  if (balanceCents <= 0) return "depleted";
  return "active";
}

export function toGiftCardDto(card: StoredCard, balanceCents: number, at: Date): GiftCardDto {
  return {
    id: String(card._id),
    programId: String(card.programId),
    merchantId: String(card.merchantId),
    cardNumber: card.cardNumber,
    lastFourDigits: card.lastFourDigits ?? card.cardNumber.slice(-4),
    balance: formatMinorUnits(balanceCents),
    initialValue: formatMinorUnits(card.initialValueCents ?? 0),
    currency: card.currency ?? "",
    status: cardStatusOf(card, balanceCents, at),
    customerId: card.customerId ?? null,
    customerEmail: card.customerEmail ?? null,
    customerPhone: card.customerPhone ?? null,
    customerName: card.customerName ?? null,
    senderName: card.senderName ?? null,
    customMessage: card.customMessage ?? null,
    createdAt: card.createdAt.toISOString(),
    expiresAt: (card.expiresAt ?? card.createdAt).toISOString(),
    erasedAt: card.erasedAt ? card.erasedAt.toISOString() : null,
  };
}

export function toLedgerEntryDto(entry: StoredEntry): LedgerEntryDto {
  return {
    sequence: entry.sequence,
    kind: entry.kind,
    amount: formatMinorUnits(entry.amountCents),
    balanceAfter: formatMinorUnits(entry.balanceAfterCents),
    locationId: entry.locationId ? String(entry.locationId) : null,
    actorUserId: entry.actorUserId ? String(entry.actorUserId) : null,
    actorAppKeyId: entry.actorAppKeyId ? String(entry.actorAppKeyId) : null,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** A card the API still shows: not soft-deleted, not purged. */
export const isVisibleCard = (card: StoredCard) => !card.deletedAt && !card.purgedAt;
