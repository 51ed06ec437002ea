import { defineOperations } from "@/lib/openapi/operation";
import {
  PROMOTIONS_PER_PROGRAM_MAX,
  promotionInputSchema,
  promotionListParamsSchema,
  promotionListSchema,
  promotionParamsSchema,
  promotionResponseSchema,
} from "@/lib/schemas/promotion";

const tags = ["Promotions"];
const base = "/v2/loyalty/programs/{programId}/promotions";
const notFound = {
  404: "No such program or promotion for this merchant (another merchant's is reported the same way)",
};
const promotion = { schema: promotionResponseSchema, name: "Promotion" };
/** Rules between fields, which no field's schema can state (lib/services/promotions/promotion-rules.ts). */
const RULES =
  'Between fields (422 `value_error`): exactly one of `multiplier` and `bonusPoints` (at `["body","multiplier"]` for neither, `["body","bonusPoints"]` for both); `endAt` after `startAt` (at `["body","endAt"]`); `startTime` and `endTime` both or neither, `endTime` after `startTime` (no window across midnight; `24:00` ends one at midnight).';
const EARNING =
  "A scan or a points rule (`pointsAddEmail`, `pointsAddPhone`, a custom field's points) credited while a promotion runs — from `startAt` to `endAt`, on `daysOfWeek` and between `startTime` and `endTime` on the wall clock of its `timeZone` — earns its points times `multiplier`, or plus `bonusPoints`; the ledger entry's `promotion` names it. Of several running, the one giving the member the most points for that credit applies (a tie: the one ending first, then the older); one that adds nothing (2× of 0 points) does not.";

export const PROMOTION_OPERATIONS = defineOperations({
  listPromotions: {
    method: "get",
    path: base,
    summary: "List a loyalty program's bonus-point promotions",
    description: `By \`startAt\`, soonest first; at most ${PROMOTIONS_PER_PROGRAM_MAX}. ${EARNING}`,
    tags,
    auth: "merchant",
    params: promotionListParamsSchema,
    success: { status: 200, description: "Promotions", schema: promotionListSchema, name: "PromotionList" },
    errors: notFound,
    conflictCodes: ["PROGRAM_NOT_LOYALTY"],
  },
  createPromotion: {
    method: "post",
    path: base,
    idempotent: true,
    summary: "Create a bonus-point promotion",
    description: `At most ${PROMOTIONS_PER_PROGRAM_MAX} per program, past ones included until deleted (409 \`PROMOTION_LIMIT_REACHED\`). ${RULES} ${EARNING}`,
    tags,
    auth: "merchant",
    params: promotionListParamsSchema,
    body: { schema: promotionInputSchema, name: "PromotionInput" },
    success: { status: 201, description: "The created promotion", ...promotion, hasLocation: true },
    errors: notFound,
    conflictCodes: ["PROGRAM_NOT_LOYALTY", "PROGRAM_ARCHIVED", "PROMOTION_LIMIT_REACHED"],
  },
  getPromotion: {
    method: "get",
    path: `${base}/{promotionId}`,
    summary: "Get one promotion",
    tags,
    auth: "merchant",
    params: promotionParamsSchema,
    success: { status: 200, description: "The promotion", ...promotion },
    errors: notFound,
  },
  updatePromotion: {
    method: "put",
    path: `${base}/{promotionId}`,
    summary: "Replace a promotion",
    description: `The body replaces every field (an optional field left out is cleared). Credits already made keep what they earned. ${RULES}`,
    tags,
    auth: "merchant",
    params: promotionParamsSchema,
    body: { schema: promotionInputSchema, name: "PromotionInput" },
    success: { status: 200, description: "The updated promotion", ...promotion },
    errors: notFound,
  },
  deletePromotion: {
    method: "delete",
    path: `${base}/{promotionId}`,
    summary: "Delete a promotion",
    description: "Ledger entries credited under it keep its id and name.",
    tags,
    auth: "merchant",
    params: promotionParamsSchema,
    success: { status: 204, description: "Deleted" },
    errors: notFound,
  },
});
