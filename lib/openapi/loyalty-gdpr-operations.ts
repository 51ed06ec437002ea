import { defineOperations } from "@/lib/openapi/operation";
import {
  EXPORT_CSV_COLUMNS,
  erasureRequestSchema,
  exportRequestSchema,
  gdprRecordParamsSchema,
  listGdprRecordsQuerySchema,
} from "@/lib/schemas/gdpr";
import {
  fullGdprRecordPageSchema,
  fullGdprRecordSchema,
  loyaltyErasureQuerySchema,
  loyaltyErasureResponseSchema,
  loyaltyExportQuerySchema,
  loyaltyExportResponseSchema,
  MEMBER_EXPORT_CSV_COLUMNS,
  personErasureQuerySchema,
  personErasureResponseSchema,
  personExportQuerySchema,
  personExportResponseSchema,
} from "@/lib/schemas/loyalty-gdpr";

// Issue 16: the gift-card erasure and export reaching loyalty members, and the one-step request for both.
const tags = ["GDPR"];

const MEMBER_RULES =
  "Whose data: `customerId` (the member's `externalId`), `customerEmail` (case-insensitive, surrounding spaces ignored) and the `memberId` query parameter; at least one is required (else 422 `value_error` at `[\"body\"]`), and every one given must match a member. `programId` narrows to one program. Another merchant's program or member answers 404. Support staff name the merchant in `X-Merchant-Id`.";

const PERSON_RULES =
  "The gift-card and the loyalty rules at once: `customerId` matches a card's customer id and a member's `externalId`; `cardId` narrows to one card (and reaches no member), `memberId` to one member (and reaches no card).";

const ERASED_MEMBER =
  "An erased member loses e-mail, phone, names, birthday, external id, custom fields, marketing consent and their HMACs; its status becomes `erased`, its member number and referral code are replaced by `erased-<id>` (the old barcode and link stop working) and its uniqueness keys are released. The points ledger keeps its amounts.";

const STATE_MACHINE =
  "Each request is stored first and then worked through (`received` → `erasing` → `completed`); one interrupted by a crash is completed by the next erasure of the merchant (a retry answers its result) or at server start. The audit record keeps HMACs of the e-mail / customer id, never the values, and forgets even those after the retention period. `no_match`: nothing (left) to erase; `dry_run` (`?dryRun=true`): what would be erased; nothing changes or is recorded.";

const NOT_OURS = "The programId, cardId or memberId is not one of this merchant's";

export const LOYALTY_GDPR_OPERATIONS = defineOperations({
  eraseLoyaltyMember: {
    method: "post",
    path: "/v2/loyalty/gdpr/erasure",
    idempotent: true,
    summary: "Erase a person's data from loyalty members",
    description: `${MEMBER_RULES}\n\n${ERASED_MEMBER}\n\n${STATE_MACHINE}`,
    tags,
    auth: "merchant",
    query: loyaltyErasureQuerySchema,
    body: { schema: erasureRequestSchema, name: "LoyaltyErasureRequest" },
    success: {
      status: 200,
      description: "Outcome",
      schema: loyaltyErasureResponseSchema,
      name: "LoyaltyErasureResponse",
    },
    errors: { 404: NOT_OURS },
  },
  listLoyaltyGdprRequests: {
    method: "get",
    path: "/v2/loyalty/gdpr/erasure",
    summary: "Audit trail of erasure and export requests that reached members",
    description:
      "Newest first, optionally one `kind`. No personal data: who asked, role, scope, reason, affected ids, status.",
    tags,
    auth: "merchant",
    query: listGdprRecordsQuerySchema,
    success: {
      status: 200,
      description: "One page of records",
      schema: fullGdprRecordPageSchema,
      name: "FullGdprRecordPage",
    },
  },
  getLoyaltyGdprRequest: {
    method: "get",
    path: "/v2/loyalty/gdpr/erasure/{requestId}",
    summary: "One erasure or export record that reached members",
    tags,
    auth: "merchant",
    params: gdprRecordParamsSchema,
    success: { status: 200, description: "The record", schema: fullGdprRecordSchema, name: "FullGdprRecord" },
    errors: { 404: "No such request for this merchant" },
  },
  exportLoyaltyMember: {
    method: "post",
    path: "/v2/loyalty/gdpr/export",
    summary: "Export a person's loyalty data (access request)",
    description: `${MEMBER_RULES}\n\n\`format\` \`json\` (default) answers \`{requestId, exportedAt, members}\`: each membership's personal fields, member number, balance, lifetime points and points ledger; \`csv\` answers \`text/csv\` (one row per member; request id in \`X-Gdpr-Request-Id\`). Recorded in the audit trail as kind \`export\`.`,
    tags,
    auth: "merchant",
    query: loyaltyExportQuerySchema,
    body: { schema: exportRequestSchema, name: "LoyaltyExportRequest" },
    success: {
      status: 200,
      description: "The export (JSON; CSV when format is csv)",
      schema: loyaltyExportResponseSchema,
      name: "LoyaltyExport",
      otherMediaTypes: {
        "text/csv": {
          type: "string",
          description: `RFC 4180 CSV: a header row (${MEMBER_EXPORT_CSV_COLUMNS.join(", ")}), then one row per membership; the consent and UTM columns are empty for a member the merchant added; \`customFields\` is JSON and \`entries\` lists the ledger as \`sequence:source:points\` separated by spaces. A cell starting with = + - @ is prefixed with ' so spreadsheets never run it.`,
        },
      },
    },
    errors: { 404: NOT_OURS },
  },
  erasePerson: {
    method: "post",
    path: "/v2/gdpr/erasure",
    idempotent: true,
    summary: "Erase a person's data from gift cards and loyalty members in one request",
    description: `${PERSON_RULES}\n\nWhat \`POST /v2/giftcards/gdpr/erasure\` and \`POST /v2/loyalty/gdpr/erasure\` do, as one stored request with one audit record (the dashboard's form). ${STATE_MACHINE}`,
    tags,
    auth: "merchant",
    query: personErasureQuerySchema,
    body: { schema: erasureRequestSchema, name: "PersonErasureRequest" },
    success: {
      status: 200,
      description: "Outcome",
      schema: personErasureResponseSchema,
      name: "PersonErasureResponse",
    },
    errors: { 404: NOT_OURS },
  },
  exportPerson: {
    method: "post",
    path: "/v2/gdpr/export",
    summary: "Export a person's gift-card and loyalty data in one file",
    description: `${PERSON_RULES}\n\n\`json\` (default) answers \`{requestId, exportedAt, cards, members}\`; \`csv\` answers one table with a \`kind\` column (\`giftCard\` or \`member\`) and the columns of both, with the counts in \`X-Gdpr-Gift-Cards\` and \`X-Gdpr-Members\`. Recorded in the audit trail as kind \`export\`.`,
    tags,
    auth: "merchant",
    query: personExportQuerySchema,
    body: { schema: exportRequestSchema, name: "PersonExportRequest" },
    success: {
      status: 200,
      description: "The export (JSON; CSV when format is csv)",
      schema: personExportResponseSchema,
      name: "PersonExport",
      otherMediaTypes: {
        "text/csv": {
          type: "string",
          description: `RFC 4180 CSV: a header row (kind, then the gift-card columns ${EXPORT_CSV_COLUMNS.join(", ")} and the member columns not among them), then one row per card (\`kind\` giftCard) and per membership (\`kind\` member), the other kind's cells empty.`,
        },
      },
    },
    errors: { 404: NOT_OURS },
  },
});
