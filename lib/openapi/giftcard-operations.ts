import { defineOperations, type OperationDefinition } from "@/lib/openapi/operation";
import {
  EXPORT_CSV_COLUMNS,
  erasureQuerySchema,
  erasureRequestSchema,
  erasureResponseSchema,
  exportQuerySchema,
  exportRequestSchema,
  exportResponseSchema,
  gdprRecordPageSchema,
  gdprRecordParamsSchema,
  gdprRecordSchema,
  listGdprRecordsQuerySchema,
} from "@/lib/schemas/gdpr";
import {
  type GiftCardErrorCode,
  giftCardLookupQuerySchema,
  giftCardPageSchema,
  giftCardParamsSchema,
  giftCardProgramParamsSchema,
  giftCardResponseSchema,
  issueGiftCardSchema,
  ledgerAmountSchema,
  ledgerResultSchema,
  listGiftCardsQuerySchema,
  redeemGiftCardSchema,
} from "@/lib/schemas/giftcard";
import { merchantSearchResultSchema, searchMerchantsQuerySchema } from "@/lib/schemas/merchant";

const codes = (...names: GiftCardErrorCode[]) => names;
const CARD_PATH = "/v2/giftcards/programs/{programId}/cards";
const PROGRAM_404 = "No such program for this merchant (another merchant's program is reported the same way)";
const CARD_404 = "No such card in this program for this merchant";
const tags = ["Gift cards"];
const GIFT_CARD_LIMITS_TEXT = "0.01 to 10000 with at most two decimal places";
const gdprTags = ["GDPR"];

const SUBJECT_RULES =
  'Whose data: `customerId`, `customerEmail` (case-insensitive, surrounding spaces ignored) and the `cardId` query parameter; at least one is required (else 422 `value_error` at `["body"]`), and every one given must match a card. `programId` narrows to one program. Another merchant\'s program or card answers 404. Support staff name the merchant in `X-Merchant-Id`.';

const ledgerOperation = (verb: "redeem" | "reload") =>
  ({
    method: "post",
    path: `${CARD_PATH}/{cardId}/${verb}`,
    idempotent: true,
    summary: verb === "redeem" ? "Redeem an amount from a gift card" : "Reload a gift card",
    description: `\`amount\`: a decimal (number or string) from ${GIFT_CARD_LIMITS_TEXT}. The balance is the sum of an append-only ledger; concurrent ${verb}s are serialised by a unique entry sequence, so a card is never overdrawn and no accepted change is lost.`,
    tags,
    auth: "merchant",
    params: giftCardParamsSchema,
    body: { schema: ledgerAmountSchema, name: "GiftCardAmount" },
    success: {
      status: 200,
      description: "The card after the change, and the ledger entry",
      schema: ledgerResultSchema,
      name: "GiftCardLedgerResult",
    },
    errors: { 404: CARD_404 },
    conflictCodes:
      verb === "redeem"
        ? codes(
            "PROGRAM_NOT_GIFTCARD",
            "CARD_NOT_REDEEMABLE",
            "INSUFFICIENT_BALANCE",
            "LEDGER_BUSY",
            "SECURITY_CODE_WRONG",
          )
        : // Issue 11: an archived program sells no more value; its cards still redeem.
          [
            ...codes("PROGRAM_NOT_GIFTCARD", "CARD_NOT_REDEEMABLE", "BALANCE_LIMIT_EXCEEDED", "LEDGER_BUSY"),
            "PROGRAM_ARCHIVED",
          ],
  }) satisfies OperationDefinition;

export const GIFT_CARD_OPERATIONS = defineOperations({
  issueGiftCard: {
    method: "post",
    path: CARD_PATH,
    idempotent: true,
    summary: "Issue a gift card",
    description: `The program must have \`programType: "giftcard"\` (else 409 \`PROGRAM_NOT_GIFTCARD\`). \`initialValue\`: ${GIFT_CARD_LIMITS_TEXT}. \`expiresAt\` defaults to one year ahead and may be at most five. Answers 201 with a random 16-digit \`cardNumber\`; the 6-digit security code is stored only as a hash and never returned. Money is a decimal string ("25.00"). With a \`customerEmail\` the customer is e-mailed (in the program's \`language\` when it is German, else English) a link to the card's own page, \`/g/<token>\` (balance, expiry, the card number in the program's \`barcodeFormat\`, "Add to Apple Wallet"); \`POST …/cards/{cardId}/card-link\` sends a new one.`,
    tags,
    auth: "merchant",
    params: giftCardProgramParamsSchema,
    body: { schema: issueGiftCardSchema, name: "GiftCardIssue" },
    success: {
      status: 201,
      description: "The issued card",
      schema: giftCardResponseSchema,
      name: "GiftCard",
    },
    errors: { 404: PROGRAM_404 },
    // Issue 11: an archived program issues no cards.
    conflictCodes: [...codes("PROGRAM_NOT_GIFTCARD"), "PROGRAM_ARCHIVED"],
  },
  listGiftCards: {
    method: "get",
    path: CARD_PATH,
    summary: "List a program's gift cards",
    description:
      "Newest first; `status` and `customerEmail` filter. `offset`, when given, wins over `page`. There is no `total` (counting would read every card): follow `nextOffset` while `hasMore` is true.",
    tags,
    auth: "merchant",
    params: giftCardProgramParamsSchema,
    query: listGiftCardsQuerySchema,
    success: {
      status: 200,
      description: "One page of cards",
      schema: giftCardPageSchema,
      name: "GiftCardPage",
    },
    errors: { 404: PROGRAM_404 },
    conflictCodes: codes("PROGRAM_NOT_GIFTCARD"),
  },
  getGiftCard: {
    method: "get",
    path: `${CARD_PATH}/{cardId}`,
    summary: "Get one gift card",
    tags,
    auth: "merchant",
    params: giftCardParamsSchema,
    success: { status: 200, description: "The card", schema: giftCardResponseSchema, name: "GiftCard" },
    errors: { 404: CARD_404 },
    conflictCodes: codes("PROGRAM_NOT_GIFTCARD"),
  },
  lookUpGiftCard: {
    method: "get",
    path: "/v2/giftcards/cards/lookup",
    summary: "Find a gift card by its full number",
    description:
      "The counter's lookup: the card with this 16-digit `cardNumber` (what its barcode and pass carry) in any of the merchant's gift-card programs, with its balance and `status`; its `programId` names where to redeem. An unknown number, another merchant's card and a deleted card (or one of a deleted program) all answer 404; an archived program's cards are found. Equality on the merchant and the number: one indexed read.",
    tags,
    auth: "merchant",
    query: giftCardLookupQuerySchema,
    success: { status: 200, description: "The card", schema: giftCardResponseSchema, name: "GiftCard" },
    errors: { 404: "No gift card of this merchant has this number" },
  },
  deleteGiftCard: {
    method: "delete",
    path: `${CARD_PATH}/{cardId}`,
    summary: "Delete a gift card",
    description:
      "Soft delete: the card disappears at once; it and its ledger are purged for good after the program's `retention_period_days` (0: at once).",
    tags,
    auth: "merchant",
    params: giftCardParamsSchema,
    success: { status: 204, description: "Deleted" },
    errors: { 404: CARD_404 },
    conflictCodes: codes("PROGRAM_NOT_GIFTCARD"),
  },
  deleteGiftCardProgram: {
    method: "delete",
    path: "/v2/giftcards/programs/{programId}",
    summary: "Delete a gift-card program",
    description:
      "Soft delete: the program and its cards disappear at once (GDPR requests can still name it); the program, its cards and their ledgers are purged for good after its `retention_period_days` (0: at once). The same as `DELETE /v2/loyalty/programs/{programId}`, which takes every program type.",
    tags,
    auth: "merchant",
    params: giftCardProgramParamsSchema,
    success: { status: 204, description: "Deleted" },
    errors: { 404: PROGRAM_404 },
    conflictCodes: codes("PROGRAM_NOT_GIFTCARD"),
  },
  redeemGiftCard: {
    ...ledgerOperation("redeem"),
    // Issue 28 (decision 046): the card's security code where the program asks for it.
    body: { schema: redeemGiftCardSchema, name: "GiftCardRedemption" },
    errors: {
      404: CARD_404,
      429: "`SECURITY_CODE_LOCKED`: too many wrong security codes for this card (`retryAfterSeconds`, `Retry-After`)",
    },
  },
  reloadGiftCard: ledgerOperation("reload"),
  eraseGiftCardCustomer: {
    method: "post",
    path: "/v2/giftcards/gdpr/erasure",
    idempotent: true,
    summary: "Erase a customer's data from gift cards",
    description: `${SUBJECT_RULES}\n\nRemoves e-mail, phone, name, sender name, custom message and customer id from every matching card; card number, balance and ledger stay, detached from the person. \`status\`: \`completed\`, \`no_match\` (nothing, or nothing left, to erase: \`affectedCards\` is empty) or \`dry_run\` (\`?dryRun=true\`: the cards that would be erased; nothing changes or is recorded). Each request is stored first and then worked through (\`received\` → \`erasing\` → \`completed\`); one interrupted by a crash is completed by the next request of the merchant (a retry answers the interrupted request's result) or at server start. The audit record keeps HMACs of the e-mail / customer id, never the values, and forgets even those after the retention period.`,
    tags: gdprTags,
    auth: "merchant",
    query: erasureQuerySchema,
    body: { schema: erasureRequestSchema, name: "GiftCardErasureRequest" },
    success: {
      status: 200,
      description: "Outcome",
      schema: erasureResponseSchema,
      name: "GiftCardErasureResponse",
    },
    errors: { 404: "The programId or cardId is not one of this merchant's" },
  },
  listGdprRequests: {
    method: "get",
    path: "/v2/giftcards/gdpr/erasure",
    summary: "Audit trail of erasure and export requests",
    description:
      "Newest first, optionally one `kind`. No personal data: who asked, role, scope, reason, affected card ids, status.",
    tags: gdprTags,
    auth: "merchant",
    query: listGdprRecordsQuerySchema,
    success: {
      status: 200,
      description: "One page of records",
      schema: gdprRecordPageSchema,
      name: "GdprRecordPage",
    },
  },
  getGdprRequest: {
    method: "get",
    path: "/v2/giftcards/gdpr/erasure/{requestId}",
    summary: "One erasure or export record",
    tags: gdprTags,
    auth: "merchant",
    params: gdprRecordParamsSchema,
    success: { status: 200, description: "The record", schema: gdprRecordSchema, name: "GdprRecord" },
    errors: { 404: "No such request for this merchant" },
  },
  exportGiftCardCustomer: {
    method: "post",
    path: "/v2/giftcards/gdpr/export",
    summary: "Export a customer's gift-card data (access request)",
    description: `${SUBJECT_RULES}\n\n\`format\` \`json\` (default) answers \`{requestId, exportedAt, cards}\` with each card's transactions; \`csv\` answers \`text/csv\` (one row per card; request id in \`X-Gdpr-Request-Id\`). Recorded in the audit trail as kind \`export\`.`,
    tags: gdprTags,
    auth: "merchant",
    query: exportQuerySchema,
    body: { schema: exportRequestSchema, name: "GiftCardExportRequest" },
    success: {
      status: 200,
      description:
        "The export: JSON by default; `text/csv; charset=utf-8` when `format` is `csv` (with `Content-Disposition: attachment` and the audit record's id in `X-Gdpr-Request-Id`)",
      schema: exportResponseSchema,
      name: "GiftCardExport",
      otherMediaTypes: {
        "text/csv": {
          type: "string",
          description: `RFC 4180 CSV: a header row (${EXPORT_CSV_COLUMNS.join(", ")}), then one row per card; \`transactions\` lists the ledger as \`sequence:kind:amount\` separated by spaces. A cell starting with = + - @ is prefixed with ' so spreadsheets never run it.`,
        },
      },
    },
    errors: { 404: "The programId or cardId is not one of this merchant's" },
  },
  searchMerchants: {
    method: "get",
    path: "/v2/merchants",
    summary: "Find a merchant (support staff only)",
    description:
      "Merchants whose name or owner e-mail contains `q` (case-insensitive), or the one whose id `q` is; each with its owner's e-mail. Merchant owners get 403.",
    tags: ["Merchants"],
    auth: "user",
    query: searchMerchantsQuerySchema,
    success: {
      status: 200,
      description: "Matching merchants",
      schema: merchantSearchResultSchema,
      name: "MerchantSearchResult",
    },
    errors: { 403: "Only support staff can search merchants" },
  },
});
