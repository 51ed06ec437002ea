import { z } from "zod";

/** The card page's link: `/m/<token>` (a gift card's: `/g/<token>`), 43 base64url characters (256 random bits). */
export const CARD_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Codes of the coded answers of `POST …/members/{memberId}/card-link` and `POST …/cards/{cardId}/card-link`. */
export const CARD_LINK_ERROR_CODES = {
  MEMBER_HAS_NO_EMAIL: "The member has no e-mail address to send the card's link to",
  CARD_HAS_NO_EMAIL: "The gift card has no customer e-mail address to send its link to",
} as const;
export type CardLinkErrorCode = keyof typeof CARD_LINK_ERROR_CODES;

export const CARD_LINK_SENT =
  "A new link to the member's card is on its way to the member's e-mail address; the previous link no longer works.";

export const GIFT_CARD_LINK_SENT =
  "A new link to the gift card is on its way to the card's customer e-mail address; the previous link no longer works.";

/** The answer of a card-link replacement: the link itself only ever travels to the member's mailbox. */
export const cardLinkSentSchema = z.object({ message: z.string().meta({ example: CARD_LINK_SENT }) });
export type CardLinkSent = z.output<typeof cardLinkSentSchema>;
