import { ServiceError } from "@/lib/errors/api-error";
import { CARD_LINK_ERROR_CODES, type CardLinkSent, GIFT_CARD_LINK_SENT } from "@/lib/schemas/card-link";
import { cardLinkLanguageOf, revokeCardLink } from "@/lib/services/card-link-store/card-links";
import { mailLanguageOf } from "@/lib/services/card-link-store/mail-language";
import { recordChange } from "@/lib/services/changes/record-change";
import { getGiftCardOrThrow } from "@/lib/services/giftcards/get-gift-card";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/**
 * The merchant replaces a gift card's link: the old link stops working now, and a new one is e-mailed to the
 * card's customer address (in the language of the earlier link e-mails, else the program's). As for members
 * (decision 018), the answer does not carry the link. An erased card has no address left: 409.
 */
export async function replaceGiftCardLink({
  merchantId,
  programId,
  cardId,
}: {
  merchantId: string;
  programId: string;
  cardId: string;
}): Promise<CardLinkSent> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "giftcard" });
  const card = await getGiftCardOrThrow({ merchantId, programId, cardId });
  if (!card.customerEmail || card.erasedAt) {
    throw new ServiceError("CARD_HAS_NO_EMAIL", CARD_LINK_ERROR_CODES.CARD_HAS_NO_EMAIL, 409);
  }
  const subject = { kind: "giftcard" as const, id: cardId };
  const language = (await cardLinkLanguageOf(subject)) ?? mailLanguageOf(program.language);
  await revokeCardLink(subject);
  await recordChange({
    kind: "card-link.requested",
    merchantId,
    subject: { ...subject, reason: "replaced" },
    language,
  });
  return { message: GIFT_CARD_LINK_SENT };
}
