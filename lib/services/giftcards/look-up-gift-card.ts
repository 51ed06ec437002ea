import { connectToDatabase } from "@/lib/db/connect";
import { GiftCard } from "@/lib/db/models/gift-card";
import { ApiError, notFound } from "@/lib/errors/api-error";
import { CARD_NOT_FOUND } from "@/lib/services/giftcards/get-gift-card";
import { isVisibleCard } from "@/lib/services/giftcards/gift-card-dto";
import type { StoredCard } from "@/lib/services/giftcards/ledger";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/**
 * The counter's lookup: the merchant's card with this full number, in any of its gift-card programs (the barcode
 * carries the number alone). `{cardNumber, merchantId}` equality, so another merchant's card is never read; an
 * unknown number, another merchant's card, a deleted card and a card of a deleted program are all 404
 * `Gift card not found`. An archived program's cards are found: they still redeem.
 */
export async function lookUpGiftCard({
  merchantId,
  cardNumber,
}: {
  merchantId: string;
  cardNumber: string;
}): Promise<StoredCard> {
  await connectToDatabase();
  const card = await GiftCard.findOne({ cardNumber, merchantId }).lean<StoredCard>();
  if (!card || !isVisibleCard(card) || String(card.merchantId) !== merchantId) throw notFound(CARD_NOT_FOUND);
  try {
    await getProgramOrThrow({
      merchantId,
      programId: String(card.programId),
      programType: "giftcard",
      acceptArchived: true,
    });
  } catch (error) {
    // The card's program is gone: the card is too, whatever the program's own answer would say.
    if (error instanceof ApiError && error.status === 404) throw notFound(CARD_NOT_FOUND);
    throw error;
  }
  return card;
}
