import { defineOperations } from "@/lib/openapi/operation";
import { type CardLinkErrorCode, cardLinkSentSchema } from "@/lib/schemas/card-link";
import { type GiftCardErrorCode, giftCardParamsSchema } from "@/lib/schemas/giftcard";
import { type MemberErrorCode, memberParamsSchema } from "@/lib/schemas/member";
import {
  PUBLIC_JOIN_MAX_BODY_BYTES,
  PUBLIC_JOIN_RATE_LIMIT,
  publicJoinAcceptedSchema,
  publicJoinParamsSchema,
  publicJoinSchema,
} from "@/lib/schemas/public-join";

// Issue 17: the customer's side. The public join (no token) and the merchant's replacement of a card link
// (a member's; issue 18: a gift card's).
const memberCodes = (...names: MemberErrorCode[]) => names;
const cardLinkCodes = (...names: CardLinkErrorCode[]) => names;
const giftCardCodes = (...names: GiftCardErrorCode[]) => names;

const JOIN = `No token: the join page's form posts here. The body is the members API's (the same fields, the same 422s for missing required fields and bad custom field values) with \`email\` required — the card's link reaches the person by e-mail — plus \`consent\` and \`utm\`. \`consent.privacyAt\` is always required, \`consent.termsAt\` when the program has \`terms\` (422 \`missing\` at its \`loc\`); \`consent.marketingAt\` sets the member's \`marketingConsent\`. Consent times are stored with the request's address truncated to /24 (IPv4) or /48 (IPv6), as the merchant signup stores them; a time after the request arrived is stored as its arrival. \`referralCode\` works as in the members API, except that a code of another program (of any merchant) is answered exactly as an unknown one: 422 \`value_error\` at \`referralCode\`, "unknown referral code".

**No enumeration.** Every accepted join answers the same 202 with the same body, at once: the request checks only what can be refused without knowing who is a member (program, body, consent, referral code: every refusal, 404, 409, 413, 422, 429, is decided there) and accepts the join into the outbox, doing the same work for everybody; the join is carried out moments later. The e-mail decides what happens, and its mailbox always gets one e-mail: when it belongs to a member, nothing is stored and *that* member is e-mailed another link to their own card (at most 3 times an hour per member; the links they already hold keep working); otherwise a new member is stored and e-mailed a link to their card page. A phone or external id another member holds is left out of the new member (that member keeps it and is not told), so what is typed next to an e-mail never changes what that e-mail's mailbox receives.

Unknown, malformed, deleted and gift-card programs all answer the same 404; an archived program answers 409 \`PROGRAM_ARCHIVED\` (its join page says it takes no new members). Bodies are limited to ${PUBLIC_JOIN_MAX_BODY_BYTES / 1024} KiB.`;

const CARD_LINK = `Replaces the member's card link: every link the member held stops working at once, and a new one (a token of 256 random bits, stored only as a keyed hash) is e-mailed to the member, in the language of their earlier link e-mails, else the program's \`language\`. The answer does not carry the link: it only ever travels to the member's own mailbox, so staff, partners' logs and stored answers never hold a working card link. 409 \`MEMBER_HAS_NO_EMAIL\` when there is no address to send it to, \`MEMBER_ERASED\` for an erased member (an erasure revokes the link). Nothing changes on a refusal.`;

const GIFT_CARD_LINK = `Replaces the link to the gift card's own page (\`/g/<token>\`: balance, expiry, the card number in the program's \`barcodeFormat\`, "Add to Apple Wallet" and, when configured, "Add to Google Wallet"): the previous link stops working at once, and a new one (256 random bits, stored only as a keyed hash) is e-mailed to the card's \`customerEmail\`, in the language of the earlier link e-mails, else the program's \`language\` (German for "de…", else English). The first link goes out by itself when a card is issued with a \`customerEmail\`. The answer does not carry the link. 409 \`CARD_HAS_NO_EMAIL\` when the card has no e-mail address (an erasure clears it and revokes the link; a deletion revokes it too). Nothing changes on a refusal.`;

export const PUBLIC_JOIN_OPERATIONS = defineOperations({
  joinProgramPublicly: {
    method: "post",
    path: "/v2/public/programs/{programId}/members",
    summary: "A customer joins a loyalty program (the public join page)",
    description: JOIN,
    tags: ["Join page"],
    auth: "none",
    maxBodyBytes: PUBLIC_JOIN_MAX_BODY_BYTES,
    params: publicJoinParamsSchema,
    body: { schema: publicJoinSchema, name: "PublicJoin" },
    success: {
      status: 202,
      description: "Accepted: the same answer for a new and an existing member",
      schema: publicJoinAcceptedSchema,
      name: "PublicJoinAccepted",
    },
    errors: { 404: "No such loyalty program (unknown, deleted and gift-card programs alike)" },
    conflictCodes: ["PROGRAM_ARCHIVED"],
    rateLimit: PUBLIC_JOIN_RATE_LIMIT,
  },
  replaceMemberCardLink: {
    method: "post",
    path: "/v2/loyalty/programs/{programId}/members/{memberId}/card-link",
    summary: "Replace a member's card link and e-mail the new one",
    description: CARD_LINK,
    tags: ["Members"],
    auth: "merchant",
    params: memberParamsSchema,
    success: {
      status: 202,
      description: "The old link is dead; the new one is on its way to the member",
      schema: cardLinkSentSchema,
      name: "CardLinkSent",
    },
    errors: { 404: "No such member in this program for this merchant" },
    conflictCodes: [
      ...memberCodes("PROGRAM_NOT_LOYALTY", "MEMBER_ERASED"),
      ...cardLinkCodes("MEMBER_HAS_NO_EMAIL"),
    ],
  },
  replaceGiftCardLink: {
    method: "post",
    path: "/v2/giftcards/programs/{programId}/cards/{cardId}/card-link",
    summary: "Replace a gift card's page link and e-mail the new one",
    description: GIFT_CARD_LINK,
    tags: ["Gift cards"],
    auth: "merchant",
    params: giftCardParamsSchema,
    success: {
      status: 202,
      description: "The old link is dead; the new one is on its way to the card's customer",
      schema: cardLinkSentSchema,
      name: "CardLinkSent",
    },
    errors: { 404: "No such card in this program for this merchant" },
    conflictCodes: [...giftCardCodes("PROGRAM_NOT_GIFTCARD"), ...cardLinkCodes("CARD_HAS_NO_EMAIL")],
  },
});
