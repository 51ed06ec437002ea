import { defineOperations } from "@/lib/openapi/operation";
import {
  cardOpenedSchema,
  type MemberCodeErrorCode,
  OPEN_CARD_RATE_LIMIT,
  openCardSchema,
} from "@/lib/schemas/member-code";
import { publicJoinParamsSchema } from "@/lib/schemas/public-join";

// Issue 28: six-digit codes e-mailed to a member (decision 042) — the join page opens the card with one.
const codes = (...names: MemberCodeErrorCode[]) => names;

const OPEN_CARD = `No token: the join page's second step. Every join's e-mail (to a new member, and to the member whose address was typed again) carries a 6-digit code besides the card's link; typed here with the same address, it opens the card at once: the answer is the path of a new link to the member's card page (\`/m/<token>\`), the links the member holds keep working.

**No enumeration.** The code is found by the address typed, never by asking whether that address is a member's, and every failure — a wrong code, an expired one (15 minutes), one already used, one replaced by a newer e-mail's, one tried 5 times, or an address that was never sent a code — answers the same 400 \`CODE_INVALID\` after the same work. A code is used once. Unknown, malformed, deleted and gift-card programs answer 404, as the join does.`;

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
});
