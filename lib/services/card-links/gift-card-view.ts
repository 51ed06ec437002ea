import { type Clock, systemClock } from "@/lib/clock";
import { formatMinorUnits } from "@/lib/money/minor-units";
import type { GiftCardDto } from "@/lib/schemas/giftcard";
import { type BarcodeFormat, DEFAULT_BARCODE_FORMAT } from "@/lib/schemas/program";
import { type CardBrand, cardBrandOf } from "@/lib/services/card-links/card-brand";
import { loadLiveCardSource } from "@/lib/services/card-links/live-card-source";
import { securityCodeOf } from "@/lib/services/giftcards/card-secrets";

/**
 * What the gift card's page shows, and nothing more: no customer name, e-mail, sender or message. The security
 * code is its holder's (decision 046): the link is a bearer secret like the card number it already shows.
 * `balance` is a decimal string ("25.00") in the card's `currency`.
 */
export type GiftCardView = CardBrand & {
  cardNumber: string;
  /** The program's barcode format (issue 27): the card page draws the number in it. */
  barcodeFormat: BarcodeFormat;
  balance: string;
  currency: string;
  status: GiftCardDto["status"];
  expiresAt: Date;
  /** The 6-digit code the counter asks for where the program requires it; null for a card issued before codes. */
  securityCode: string | null;
};

/**
 * The gift card a link opens: null for a dead link, a deleted, purged or erased card, or a program that is gone —
 * the page then says the card no longer exists. Reads the same source as the wallet passes, so both agree.
 */
export async function getGiftCardView({
  token,
  now = systemClock,
}: {
  token: string;
  now?: Clock;
}): Promise<GiftCardView | null> {
  const source = await loadLiveCardSource({ token, kind: "giftcard", now });
  if (!source) return null;
  const { card, program } = source;
  return {
    ...(await cardBrandOf({ program, merchantId: source.merchantId })),
    cardNumber: card.cardNumber,
    barcodeFormat: program.barcodeFormat ?? DEFAULT_BARCODE_FORMAT,
    balance: formatMinorUnits(source.balanceCents),
    currency: card.currency ?? "",
    status: source.status,
    expiresAt: card.expiresAt ?? card.createdAt,
    securityCode: securityCodeOf(card),
  };
}
