import { z } from "zod";
import { bool, email, enumOf, model, objectId, text } from "@/lib/schemas/fields";
import { GIFT_CARD_LIMITS, giftCardResponseSchema, ledgerEntryResponseSchema } from "@/lib/schemas/giftcard";
import { listPageResponseFields, listPagingFields } from "@/lib/schemas/program";

export const GDPR_REASON_MAX_LENGTH = 1000;
export const EXPORT_FORMATS = ["json", "csv"] as const;
export const ERASURE_STATUSES = ["completed", "no_match", "dry_run"] as const;

/** Optional narrowing of whose cards are touched; the contract's two object-id query parameters. */
const scopeFields = { programId: objectId().nullish(), cardId: objectId().nullish() };

export const erasureQuerySchema = model({ ...scopeFields, dryRun: bool().default(false) });
export type ErasureQuery = z.output<typeof erasureQuerySchema>;
export const exportQuerySchema = model(scopeFields);

/** The contract's erasure request (2.5): every field optional; who is meant is checked with the query. */
export const erasureRequestSchema = model({
  customerId: text({ minLength: 1, maxLength: GIFT_CARD_LIMITS.customerId }).nullish(),
  customerEmail: email().nullish(),
  reason: text({ maxLength: GDPR_REASON_MAX_LENGTH, isMultiline: true }).nullish(),
});
export type ErasureRequestInput = z.output<typeof erasureRequestSchema>;

export const exportRequestSchema = erasureRequestSchema.extend({
  format: enumOf(EXPORT_FORMATS).default("json"),
});
/** The columns of a CSV export, in order (one row per card). */
export const EXPORT_CSV_COLUMNS = [
  "id",
  "programId",
  "cardNumber",
  "lastFourDigits",
  "balance",
  "initialValue",
  "currency",
  "status",
  "customerId",
  "customerEmail",
  "customerPhone",
  "customerName",
  "senderName",
  "customMessage",
  "createdAt",
  "expiresAt",
  "deleted",
  "transactions",
] as const;

export type ExportRequestInput = z.output<typeof exportRequestSchema>;

export const NO_SUBJECT_MESSAGE =
  "Say whose data is meant: give customerId, customerEmail or the cardId query parameter";

export const erasureResponseSchema = z.object({
  requestId: z
    .string()
    .nullable()
    .meta({ description: "Id of the stored audit record; null for a dry run, which stores nothing" }),
  status: z.enum(ERASURE_STATUSES).meta({
    description:
      "`completed`: the listed cards were erased. `no_match`: nothing (left) to erase. `dry_run`: `?dryRun=true`, the listed cards would be erased; nothing changed.",
  }),
  affectedCards: z.array(z.string()),
  message: z.string(),
  completedAt: z.iso.datetime().nullable().meta({ description: "null for a dry run" }),
});
export type ErasureResult = z.infer<typeof erasureResponseSchema>;

export const gdprRecordParamsSchema = model({ requestId: objectId() });

export const listGdprRecordsQuerySchema = model({
  kind: enumOf(["erasure", "export"] as const).nullish(),
  ...listPagingFields(),
});
export type ListGdprRecordsQuery = z.output<typeof listGdprRecordsQuerySchema>;

export const gdprRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(["erasure", "export"]),
  status: z.enum(["received", "erasing", "completed", "no_match"]).meta({
    description:
      "`received` → `erasing` → `completed`; `no_match` when nothing matched. An unfinished request is completed by a retry or the next server start.",
  }),
  merchantId: z.string(),
  requestedBy: z.object({ userId: z.string(), role: z.string() }),
  scope: z.object({ programId: z.string().nullable(), cardId: z.string().nullable() }),
  identifiedBy: z
    .array(z.enum(["customerEmail", "customerId", "cardId"]))
    .meta({ description: "Which identifiers the request gave; the values themselves are never stored" }),
  reason: z.string().nullable(),
  format: z.enum(EXPORT_FORMATS).nullable(),
  affectedCards: z.array(z.string()),
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type GdprRecordDto = z.infer<typeof gdprRecordSchema>;

export const gdprRecordPageSchema = z.object({
  items: z.array(gdprRecordSchema),
  total: z.number().int(),
  ...listPageResponseFields(),
});

/** A card's transaction as exported to its customer: who at the merchant made it is staff's, not the customer's. */
const exportedTransactionSchema = ledgerEntryResponseSchema.omit({
  actorUserId: true,
  actorAppKeyId: true,
});
export type ExportedTransaction = z.infer<typeof exportedTransactionSchema>;

export const exportResponseSchema = z.object({
  requestId: z.string(),
  exportedAt: z.iso.datetime(),
  cards: z.array(
    giftCardResponseSchema.extend({
      deleted: z.boolean().meta({ description: "Soft-deleted, waiting for the retention purge" }),
      transactions: z.array(exportedTransactionSchema),
    }),
  ),
});
