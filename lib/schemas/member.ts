import { z } from "zod";
import {
  anyJson,
  bool,
  date,
  email,
  enumOf,
  int,
  model,
  num,
  objectId,
  str,
  text,
} from "@/lib/schemas/fields";
import { entryLocationIdField } from "@/lib/schemas/location";
import { type customFieldSchema, LIST_OFFSET_MAX, LIST_PAGE_MAX } from "@/lib/schemas/program";

/** `erased` is stored by the GDPR erasure; `active` ↔ `suspended` by the merchant. */
export const MEMBER_STATUSES = ["active", "suspended", "erased"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** What caused a credit or debit. */
export const POINTS_ENTRY_SOURCES = [
  "rule",
  "scan",
  "redemption",
  "manual",
  "import",
  "referral",
  /** Issue 29: points that reached the program's `pointsExpiryDays` (decision 049). */
  "expired",
  "automation",
] as const;

export const MEMBER_LIMITS = {
  name: 100,
  phone: 50,
  externalId: 255,
  referralCode: 32,
  memberNumber: 64,
  reason: 200,
  /** A manual adjustment moves at most this many points either way. */
  adjustment: 1_000_000,
  /** What a scanner may give for one scan on a `dynamicScanPoints` program. */
  scanPoints: { min: 1, max: 100_000 },
  customText: 500,
  listDefault: 50,
  listMax: 1000,
} as const;

/** The member fields a program's `requiredFields` may name (besides its custom fields' names). */
export const MEMBER_FIELDS = ["email", "phone", "firstName", "lastName", "birthday", "externalId"] as const;
export type MemberField = (typeof MEMBER_FIELDS)[number];

/**
 * What one custom field's value must be, by the field's `type` and `options`: shared by the members API and the
 * public join form, so both refuse the same values the same way. `json` takes any JSON value.
 */
export function customFieldValueSchema(field: {
  type?: string | null;
  options?: readonly string[] | null;
}): z.ZodType {
  switch (field.type) {
    case "email":
      return email();
    case "number":
      return num();
    case "date":
      return date();
    case "selection":
      return field.options?.length
        ? enumOf(field.options as [string, ...string[]])
        : text({ maxLength: MEMBER_LIMITS.customText });
    case "json":
      return anyJson();
    default:
      return text({ maxLength: MEMBER_LIMITS.customText });
  }
}

const personFields = {
  email: email().nullish(),
  phone: text({ maxLength: MEMBER_LIMITS.phone }).nullish(),
  firstName: text({ maxLength: MEMBER_LIMITS.name }).nullish(),
  lastName: text({ maxLength: MEMBER_LIMITS.name }).nullish(),
  birthday: date().nullish(),
  externalId: text({ minLength: 1, maxLength: MEMBER_LIMITS.externalId }).nullish(),
  /** Keyed by the program's custom field `name`; each value is checked against that field's `type` and `options`. */
  customFields: model({}).catchall(z.unknown()).nullish().meta({
    description:
      "Keyed by the program's custom field `name`, each value as the field's `type` says: `text` (and `selection` without options) is one line of stored text (no control or bidirectional control characters, as `firstName`), `json` any JSON without NUL in its strings or keys, `email`, `number`, `date` or one of the `options`. Unknown names are ignored.",
  }),
  marketingConsent: bool().nullish(),
};

type CustomField = Pick<z.output<typeof customFieldSchema>, "type" | "options">;

// Built once per program read: an import checks hundreds of rows against the same fields.
const customFieldsSchemas = new WeakMap<readonly (CustomField & { name: string })[], z.ZodType>();

/** A member's `customFields` checked against the program's fields (unknown names are dropped here). */
export function customFieldsSchemaOf(fields: readonly (CustomField & { name: string })[]): z.ZodType {
  let schema = customFieldsSchemas.get(fields);
  if (!schema) {
    schema = model(
      Object.fromEntries(fields.map((field) => [field.name, customFieldValueSchema(field).nullish()])),
    );
    customFieldsSchemas.set(fields, schema);
  }
  return schema;
}

export const createMemberSchema = model({
  ...personFields,
  referralCode: str({ minLength: 1, maxLength: MEMBER_LIMITS.referralCode }).nullish(),
});
export type CreateMemberInput = z.output<typeof createMemberSchema>;

/** PUT: partial; fields left out keep their value, `null` clears one. `customFields` merges key by key. */
export const updateMemberSchema = model({
  ...personFields,
  status: enumOf(["active", "suspended"] as const).nullish(),
});
export type UpdateMemberInput = z.output<typeof updateMemberSchema>;

export const memberProgramParamsSchema = model({ programId: objectId() });
export const memberParamsSchema = model({ programId: objectId(), memberId: objectId() });
export const redemptionParamsSchema = model({ programId: objectId(), offerId: objectId() });

const paging = {
  page: int({ ge: 1, le: LIST_PAGE_MAX }).default(1),
  limit: int({ ge: 1, le: MEMBER_LIMITS.listMax }).default(MEMBER_LIMITS.listDefault),
  offset: int({ ge: 0, le: LIST_OFFSET_MAX }).nullish(),
};
export type PagingQuery = { page: number; limit: number; offset?: number | null };

/** The member list's orders: a field ascending, or with `-` descending. `-joined` (newest first) is the default. */
export const MEMBER_SORTS = [
  "name",
  "-name",
  "points",
  "-points",
  "lastVisit",
  "-lastVisit",
  "joined",
  "-joined",
] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export const listMembersQuerySchema = model({
  q: str({ minLength: 1, maxLength: 320 }).nullish().meta({
    description:
      "Finds members whose first name, last name, full name, e-mail, phone, member number or external id starts with it (case does not matter; a phone may be typed with spaces, its national 0 or its country code).",
  }),
  status: enumOf(MEMBER_STATUSES).nullish(),
  sort: enumOf(MEMBER_SORTS).nullish().meta({
    description:
      "`name` (first and last name, else e-mail, else member number), `points` (balance), `lastVisit` (the newest entry of the points history; members without one come last), `joined`; `-` in front for descending. Default `-joined`, newest first.",
  }),
  ...paging,
});
export type ListMembersQuery = z.output<typeof listMembersQuerySchema>;

export const pagingQuerySchema = model(paging);

const nonZeroPoints = int({ ge: -MEMBER_LIMITS.adjustment, le: MEMBER_LIMITS.adjustment }).refine(
  (points) => points !== 0,
  { message: "points must not be 0" },
);

export const pointsAdjustmentSchema = model({
  points: nonZeroPoints,
  reason: text({ minLength: 1, maxLength: MEMBER_LIMITS.reason }),
  locationId: entryLocationIdField(),
});
export type PointsAdjustmentInput = z.output<typeof pointsAdjustmentSchema>;

export const scanSchema = model({
  memberNumber: str({ minLength: 1, maxLength: MEMBER_LIMITS.memberNumber }),
  points: int({ ge: MEMBER_LIMITS.scanPoints.min, le: MEMBER_LIMITS.scanPoints.max }).nullish(),
  locationId: entryLocationIdField(),
});
export type ScanInput = z.output<typeof scanSchema>;

export const redemptionSchema = model({ memberId: objectId(), locationId: entryLocationIdField() });
export type RedemptionInput = z.output<typeof redemptionSchema>;

/** Where a member's marketing consent stands (double opt-in, decision 042). */
export const MARKETING_CONSENT_STATUSES = ["none", "pending", "given"] as const;
export type MarketingConsentStatus = (typeof MARKETING_CONSENT_STATUSES)[number];

export const memberResponseSchema = z.object({
  id: z.string(),
  programId: z.string(),
  memberNumber: z.string().meta({
    description: "What the pass's barcode carries: random, unguessable, unique in the whole service",
    example: "K7M2Q9X4T8B3N6PW",
  }),
  referralCode: z.string().meta({ description: "Another person joins with it to be linked to this member" }),
  points: z.number().int().meta({ description: "Current balance (the newest ledger entry's)" }),
  lifetimePoints: z
    .number()
    .int()
    .meta({ description: "Every point ever credited; spending never lowers it" }),
  tier: z.string().nullable().meta({ description: "The `tieredMembership` tier reached, else null" }),
  status: z.enum(MEMBER_STATUSES),
  email: z.string().nullable(),
  phone: z.string().nullable().meta({ description: "E.164", example: "+4930123456" }),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthday: z.string().nullable().meta({ description: "YYYY-MM-DD" }),
  externalId: z.string().nullable(),
  customFields: z.record(z.string(), z.unknown()),
  marketingConsent: z.boolean(),
  marketingConsentStatus: z.enum(MARKETING_CONSENT_STATUSES).meta({
    description:
      "`given`: `marketingConsent` is true (confirmed by the member's e-mailed link, or stated by the merchant); `pending`: asked for on the join page, not yet confirmed by the e-mailed link, so it does not count (`marketingConsent` false); `none` otherwise (never asked, or withdrawn)",
  }),
  consent: z
    .object({
      termsAt: z.iso.datetime().nullable(),
      privacyAt: z.iso.datetime().nullable(),
      marketingAt: z.iso.datetime().nullable().meta({
        description:
          "When marketing was asked for on the join page; it counts only once `marketingConfirmedAt` is set (double opt-in)",
      }),
      marketingConfirmedAt: z.iso.datetime().nullable().meta({
        description:
          "When the member confirmed marketing consent by the link e-mailed after joining; null until then",
      }),
      ip: z.string().nullable().meta({ description: "The joining address, truncated to /24 or /48" }),
    })
    .nullable()
    .meta({ description: "What the member accepted on the public join page, and when; null otherwise" }),
  utm: z
    .object({ source: z.string().nullable(), medium: z.string().nullable(), campaign: z.string().nullable() })
    .nullable()
    .meta({ description: "The campaign the public join page was opened from; null otherwise" }),
  referredBy: z.string().nullable().meta({ description: "Id of the member whose referral code was used" }),
  pointsExpiring: z
    .object({
      points: z.number().int().meta({ description: "Points that expire within 60 days unless spent first" }),
      at: z.iso.datetime().meta({ description: "When the first of them expire" }),
    })
    .nullable()
    .meta({
      description:
        "Issue 29: the member's points that reach the program's `pointsExpiryDays` within the next 60 days (spending uses the oldest first), and when the first of them expire; null when none do or the program's points never expire. Answered when one member is read, created or updated; member lists, the scan answer and the export leave it null.",
    }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MemberDto = z.infer<typeof memberResponseSchema>;

const pageFields = {
  page: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  hasMore: z.boolean().meta({ description: "More items follow this page" }),
  nextOffset: z
    .number()
    .int()
    .nullable()
    .meta({ description: "`offset` of the next page; null on the last" }),
};

export const memberPageSchema = z.object({
  items: z.array(memberResponseSchema),
  ...pageFields,
  total: z.number().int().meta({ description: "How many members match `q` and `status`, on every page" }),
});

export const pointsEntryResponseSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  sequence: z.number().int(),
  points: z.number().int().meta({ description: "Positive for a credit, negative for a debit" }),
  balanceAfter: z.number().int(),
  lifetimeAfter: z.number().int(),
  source: z.enum(POINTS_ENTRY_SOURCES),
  promotion: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .meta({ description: "The bonus-point promotion this credit earned under (its name then); null: none" }),
  reason: z.string().nullable(),
  actorUserId: z.string().nullable(),
  locationId: z
    .string()
    .nullable()
    .meta({ description: "The merchant's location where it happened; null: not said" }),
  actorAppKeyId: z.string().nullable().meta({
    description: "The app key that made the entry (`actorUserId` is then its creator); null: a person did",
  }),
  createdAt: z.iso.datetime(),
});
export type PointsEntryDto = z.infer<typeof pointsEntryResponseSchema>;

export const pointsEntryPageSchema = z.object({ items: z.array(pointsEntryResponseSchema), ...pageFields });

export const scanResultSchema = z.object({ member: memberResponseSchema, entry: pointsEntryResponseSchema });

export const redemptionResponseSchema = z.object({
  id: z.string(),
  programId: z.string(),
  offerId: z.string(),
  memberId: z.string(),
  pointsCost: z.number().int(),
  locationId: z
    .string()
    .nullable()
    .meta({ description: "The merchant's location where it was redeemed; null: not said" }),
  actorUserId: z.string().nullable().meta({
    description: "The person who redeemed it (an app key's creator); null: none acted (before issue 30 too)",
  }),
  actorAppKeyId: z.string().nullable().meta({
    description: "The app key that redeemed it (`actorUserId` is then its creator); null: a person did",
  }),
  entry: pointsEntryResponseSchema
    .nullable()
    .meta({ description: "The debit; null when the offer costs nothing" }),
  createdAt: z.iso.datetime(),
});
export type RedemptionDto = z.infer<typeof redemptionResponseSchema>;

export const redemptionPageSchema = z.object({ items: z.array(redemptionResponseSchema), ...pageFields });

export const MEMBER_ERROR_CODES = {
  PROGRAM_NOT_LOYALTY: "The program does not take members (programType must be loyalty)",
  MEMBER_EXISTS: "A member of this program already has this e-mail, phone or external id",
  MEMBER_NOT_FOUND: "No member of this program has this member number",
  MEMBER_NOT_ACTIVE: "The member is suspended or erased",
  MEMBER_ERASED: "The member's data was erased; the member cannot change",
  INSUFFICIENT_POINTS: "The debit is larger than the member's balance",
  LEDGER_BUSY: "Too many concurrent changes to this member's points; try again",
  SCAN_TOO_SOON: "The member was scanned less than the program's scanMinGapMinutes ago",
  SCAN_DAILY_LIMIT: "The member was scanned as often today as the program's scansPerDayMax allows",
  OFFER_NOT_LIVE: "Only a live offer can be redeemed",
  POINTS_BELOW_MINIMUM: "The member has fewer points than the offer's pointsMin",
  POINTS_ABOVE_MAXIMUM: "The member has more points than the offer's pointsMax",
  LIMIT_PER_CUSTOMER_REACHED: "The member has redeemed this offer as often as limitPerCustomer allows",
  OFFER_SOLD_OUT: "Every one of the offer's availabilityCount redemptions is taken",
} as const;
export type MemberErrorCode = keyof typeof MEMBER_ERROR_CODES;

/** One change of a member's profile (issue 28): when, and which fields — their names, never their values. */
export const profileChangeResponseSchema = z.object({
  id: z.string(),
  fields: z.array(z.string()).meta({
    description:
      "The changed fields: `firstName`, `lastName`, `email`, `phone`, `birthday`, `externalId`, `marketingConsent`, `status`, and `customFields.<name>` for each custom field",
    example: ["email", "phone", "customFields.drink"],
  }),
  by: z.enum(["merchant", "member"]).meta({
    description:
      "Who made the change: `merchant` (the dashboard or the API), or `member` (the member on their card page, e.g. stopping marketing messages)",
  }),
  createdAt: z.iso.datetime(),
});
export type ProfileChangeDto = z.infer<typeof profileChangeResponseSchema>;

export const profileChangePageSchema = z.object({
  items: z.array(profileChangeResponseSchema),
  ...pageFields,
});
