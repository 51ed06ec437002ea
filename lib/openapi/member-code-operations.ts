import { defineOperations } from "@/lib/openapi/operation";
import {
  CARD_SELF_SERVICE_RATE_LIMIT,
  cardOpenedSchema,
  cardSelfServiceDoneSchema,
  cardTokenSchema,
  confirmMarketingSchema,
  eraseCardSchema,
  type MemberCodeErrorCode,
  OPEN_CARD_RATE_LIMIT,
  openCardSchema,
} from "@/lib/schemas/member-code";
import { publicJoinParamsSchema } from "@/lib/schemas/public-join";

// Issue 28: six-digit codes e-mailed to a member (decision 042) — the join page opens the card with one.
const codes = (...names: MemberCodeErrorCode[]) => names;

const OPEN_CARD = `No token: the join page's second step. Every join's e-mail (to a new member, and to the member whose address was typed again) carries a 6-digit code besides the card's link; typed here with the same address, it opens the card at once: the answer is the path of a new link to the member's card page (\`/m/<token>\`), the links the member holds keep working.

**No enumeration.** The code is found by the address typed, never by asking whether that address is a member's, and every failure — a wrong code, an expired one (15 minutes), one already used, one replaced by a newer e-mail's, one tried 5 times, or an address that was never sent a code — answers the same 400 \`CODE_INVALID\` after the same work. A code is used once. Unknown, malformed, deleted and gift-card programs answer 404, as the join does.`;

const SELF_SERVICE = `No token in a header: the card page's own action, sent with the token of the page's link (\`/m/<token>\`) in the body, so it reaches exactly what the page shows. A dead link, a gift card's link, an erased or deleted member: 404.`;

const STOP_MARKETING = `${SELF_SERVICE} "Stop marketing messages": withdraws the member's marketing consent at once (\`marketingConsent\` false, \`marketingConsentStatus\` \`none\`, a pending confirmation included), recorded as a \`member.updated\` change naming \`marketingConsent\` (\`consent.marketingWithdrawnAt\` holds when). Repeating it changes nothing.`;

const ERASURE_CODE = `${SELF_SERVICE} "Delete my card and data", first step: a 6-digit code is e-mailed to the member's own address (never shown here), valid once, for 15 minutes and 5 tries; a new request replaces the previous code. At most 3 such e-mails an hour per member; beyond that the answer is the same and nothing is sent.`;

const ERASE_CARD = `${SELF_SERVICE} "Delete my card and data", second step: with the e-mailed code, the member's data is erased by the GDPR erasure the merchant's \`POST /v2/loyalty/gdpr/erasure\` runs (the same steps, webhooks and audit entry, with \`requestedBy\` the member's own id and role \`member\`); the card's links open nothing afterwards. Any other code: 400 \`CODE_INVALID\`, nothing erased.`;

const CONFIRM_MARKETING = `No token in a header: the page of the link e-mailed to a member who asked for marketing on the join page (double opt-in) posts it here. Until then the member's \`marketingConsentStatus\` is \`pending\` and \`marketingConsent\` false; afterwards \`given\`, \`marketingConsent\` true and \`consent.marketingConfirmedAt\` set, recorded as a \`member.updated\` change naming \`marketingConsent\`. Idempotent: the same link again answers 200 and changes nothing. A link that no longer matches (consent withdrawn, member erased or deleted, a newer e-mail's link sent): 404. Consent the merchant states through the members API (\`marketingConsent\`) is the merchant's record and counts at once.`;

export const MEMBER_CODE_OPERATIONS = defineOperations({
  openCardByCode: {
    method: "post",
    path: "/v2/public/programs/{programId}/card-code",
    summary: "Open a member's card with the code from the join e-mail",
    description: OPEN_CARD,
    tags: ["Join page"],
    auth: "none",
    params: publicJoinParamsSchema,
    body: { schema: openCardSchema, name: "OpenCardByCode" },
    success: {
      status: 200,
      description: "The code was right: the card page's path",
      schema: cardOpenedSchema,
      name: "CardOpened",
    },
    errors: { 404: "No such loyalty program (unknown, deleted and gift-card programs alike)" },
    serviceErrorCodes: codes("CODE_INVALID"),
    rateLimit: OPEN_CARD_RATE_LIMIT,
  },
  stopMarketingByCard: {
    method: "post",
    path: "/v2/public/card/marketing-withdrawal",
    summary: "Stop marketing messages (the member's card page)",
    description: STOP_MARKETING,
    tags: ["Card page"],
    auth: "none",
    body: { schema: cardTokenSchema, name: "CardToken" },
    success: {
      status: 200,
      description: "Consent withdrawn",
      schema: cardSelfServiceDoneSchema,
      name: "CardSelfServiceDone",
    },
    errors: { 404: "No card behind this token" },
    rateLimit: CARD_SELF_SERVICE_RATE_LIMIT,
  },
  requestCardErasureCode: {
    method: "post",
    path: "/v2/public/card/erasure-code",
    summary: "E-mail the code that confirms deleting the card (the member's card page)",
    description: ERASURE_CODE,
    tags: ["Card page"],
    auth: "none",
    body: { schema: cardTokenSchema, name: "CardToken" },
    success: {
      status: 202,
      description: "The code is on its way to the member's e-mail",
      schema: cardSelfServiceDoneSchema,
      name: "CardSelfServiceDone",
    },
    errors: { 404: "No card behind this token" },
    rateLimit: CARD_SELF_SERVICE_RATE_LIMIT,
  },
  eraseCardByCode: {
    method: "post",
    path: "/v2/public/card/erasure",
    summary: "Delete the card and the member's data with the e-mailed code (the member's card page)",
    description: ERASE_CARD,
    tags: ["Card page"],
    auth: "none",
    body: { schema: eraseCardSchema, name: "EraseCardByCode" },
    success: {
      status: 200,
      description: "Erased",
      schema: cardSelfServiceDoneSchema,
      name: "CardSelfServiceDone",
    },
    errors: { 404: "No card behind this token" },
    serviceErrorCodes: codes("CODE_INVALID"),
    rateLimit: CARD_SELF_SERVICE_RATE_LIMIT,
  },
  confirmMarketingConsent: {
    method: "post",
    path: "/v2/public/marketing-confirmation",
    summary: "Confirm marketing consent by the e-mailed link (double opt-in)",
    description: CONFIRM_MARKETING,
    tags: ["Join page"],
    auth: "none",
    body: { schema: confirmMarketingSchema, name: "ConfirmMarketing" },
    success: {
      status: 200,
      description: "Confirmed (now or before)",
      schema: cardSelfServiceDoneSchema,
      name: "CardSelfServiceDone",
    },
    errors: { 404: "No pending or confirmed consent behind this link" },
    rateLimit: CARD_SELF_SERVICE_RATE_LIMIT,
  },
});
