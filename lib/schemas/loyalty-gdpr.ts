import { z } from "zod";
import { bool, model, objectId } from "@/lib/schemas/fields";
import {
  ERASURE_STATUSES,
  erasureResponseSchema,
  exportResponseSchema,
  gdprRecordSchema,
} from "@/lib/schemas/gdpr";
import { memberResponseSchema } from "@/lib/schemas/member";

// Members' GDPR (issue 16): the gift-card erasure and export (lib/schemas/gdpr.ts) reaching loyalty members, and
// the dashboard's one-step request reaching both. Bodies are the gift-card ones: `customerId` (a member's
// `externalId`), `customerEmail`, `reason`, and `format` for exports.

export const SUBJECT_KIND_NAMES = ["giftCards", "members"] as const;

const memberScope = { programId: objectId().nullish(), memberId: objectId().nullish() };
const personScope = { ...memberScope, cardId: objectId().nullish() };

export const loyaltyErasureQuerySchema = model({ ...memberScope, dryRun: bool().default(false) });
export const loyaltyExportQuerySchema = model(memberScope);
export const personErasureQuerySchema = model({ ...personScope, dryRun: bool().default(false) });
export const personExportQuerySchema = model(personScope);
export type PersonScopeQuery = {
  programId?: string | null;
  cardId?: string | null;
  memberId?: string | null;
  dryRun?: boolean;
};

export const LOYALTY_NO_SUBJECT_MESSAGE =
  "Say whose data is meant: give customerId, customerEmail or the memberId query parameter";
export const PERSON_NO_SUBJECT_MESSAGE =
  "Say whose data is meant: give customerId, customerEmail, or the cardId or memberId query parameter";

const affectedMembers = z
  .array(z.string())
  .meta({ description: "Ids of the members erased (or, for a dry run, that would be)" });

export const loyaltyErasureResponseSchema = z.object({
  requestId: erasureResponseSchema.shape.requestId,
  status: z.enum(ERASURE_STATUSES).meta({
    description:
      "`completed`: the listed members were erased. `no_match`: nothing (left) to erase. `dry_run`: `?dryRun=true`, the listed members would be erased; nothing changed.",
  }),
  affectedMembers,
  message: z.string(),
  completedAt: erasureResponseSchema.shape.completedAt,
});
export type LoyaltyErasureResult = z.infer<typeof loyaltyErasureResponseSchema>;

export const personErasureResponseSchema = z.object({
  requestId: erasureResponseSchema.shape.requestId,
  status: z.enum(ERASURE_STATUSES),
  affectedCards: z.array(z.string()),
  affectedMembers,
  message: z.string(),
  completedAt: erasureResponseSchema.shape.completedAt,
});
export type PersonErasureResult = z.infer<typeof personErasureResponseSchema>;

/** An audit record with what it reached among members; the gift-card endpoints keep `gdprRecordSchema`. */
export const fullGdprRecordSchema = gdprRecordSchema.extend({
  covers: z
    .array(z.enum(SUBJECT_KIND_NAMES))
    .meta({ description: "What the request reached: gift cards, members, or both (the dashboard's form)" }),
  scope: z.object({
    programId: z.string().nullable(),
    cardId: z.string().nullable(),
    memberId: z.string().nullable(),
  }),
  identifiedBy: z
    .array(z.enum(["customerEmail", "customerId", "cardId", "memberId"]))
    .meta({ description: "Which identifiers the request gave; the values themselves are never stored" }),
  affectedMembers: z.array(z.string()),
});
export type FullGdprRecordDto = z.infer<typeof fullGdprRecordSchema>;

export const fullGdprRecordPageSchema = z.object({
  items: z.array(fullGdprRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const exportedPointsEntrySchema = z.object({
  sequence: z.number().int(),
  points: z.number().int().meta({ description: "Credit (positive) or debit (negative)" }),
  balanceAfter: z.number().int(),
  lifetimeAfter: z.number().int(),
  source: z.string().meta({ description: "rule, scan, redemption, manual, import or referral" }),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const exportedMemberSchema = z.object({
  id: z.string(),
  programId: z.string(),
  merchantId: z.string(),
  memberNumber: z.string(),
  referralCode: z.string(),
  status: z.string().meta({ description: "active or suspended" }),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthday: z.string().nullable(),
  externalId: z.string().nullable(),
  customFields: z.record(z.string(), z.unknown()),
  marketingConsent: z.boolean(),
  consent: memberResponseSchema.shape.consent,
  utm: memberResponseSchema.shape.utm,
  balance: z.number().int().meta({ description: "Points now" }),
  lifetimePoints: z.number().int(),
  createdAt: z.iso.datetime(),
  deleted: z.boolean().meta({ description: "Soft-deleted, waiting for the retention purge" }),
  entries: z.array(exportedPointsEntrySchema).meta({ description: "The points ledger, oldest first" }),
});
export type ExportedMember = z.infer<typeof exportedMemberSchema>;

export const loyaltyExportResponseSchema = z.object({
  requestId: z.string(),
  exportedAt: z.iso.datetime(),
  members: z.array(exportedMemberSchema),
});

export const personExportResponseSchema = z.object({
  requestId: z.string(),
  exportedAt: z.iso.datetime(),
  cards: exportResponseSchema.shape.cards,
  members: z.array(exportedMemberSchema),
});

/** The columns of a member CSV export, in order (one row per membership). */
export const MEMBER_EXPORT_CSV_COLUMNS = [
  "id",
  "programId",
  "memberNumber",
  "referralCode",
  "status",
  "email",
  "phone",
  "firstName",
  "lastName",
  "birthday",
  "externalId",
  "customFields",
  "marketingConsent",
  "termsAcceptedAt",
  "privacyAcceptedAt",
  "marketingConsentAt",
  "consentIp",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "balance",
  "lifetimePoints",
  "createdAt",
  "deleted",
  "entries",
] as const;
