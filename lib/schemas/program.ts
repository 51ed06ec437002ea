import { z } from "zod";
import { LANGUAGES, type Language } from "@/lib/i18n/language";
import { bool, email, enumOf, httpUrl, int, list, model, objectId, str, text } from "@/lib/schemas/fields";
import { locationIdsField } from "@/lib/schemas/location";
import { timeZoneField } from "@/lib/schemas/time-zone-field";

export const PASS_TYPE_IDENTIFIER_PATTERN = "^pass\\..*";
export const WEBSITE_MAX_LENGTH = 2083;
export const RETENTION_PERIOD_DAYS = { min: 0, max: 365, default: 30 } as const;
export const PROGRAM_NAME_MAX_LENGTH = 200;
export const SHORT_TEXT_MAX_LENGTH = 500;
export const LONG_TEXT_MAX_LENGTH = 10_000;
export const CUSTOM_FIELDS_MAX = 50;
/** `tieredMembership` programs: at most this many tiers, ascending by `minLifetimePoints`. */
export const TIERS_MAX = 10;
export const TIER_POINTS_MAX = 1_000_000_000;
/**
 * Issue 28, the scan rules (decision 036): the least minutes between two scans of one member and the most scans
 * of one member per day in the program's time zone; 0 turns each off. The defaults stop a double credit.
 */
export const SCAN_MIN_GAP_MINUTES = { min: 0, max: 1440, default: 5 } as const;
export const SCANS_PER_DAY_MAX = { min: 0, max: 1000, default: 0 } as const;
/** Issue 29, points that expire (decision 049): days after earning; null: never. Up to ten years. */
export const POINTS_EXPIRY_DAYS = { min: 1, max: 3650 } as const;

export const PROGRAM_SCHEMAS = ["stampCard", "tieredMembership", "specialOffers", "custom"] as const;
export const PROGRAM_TYPES = ["loyalty", "giftcard"] as const;
export const SCANNER_TYPES = ["Browser", "PassVerifier", "CodeReadr", "None"] as const;
/** The scanner a new loyalty program gets when its creator names none: the dashboard's own, ready at once. */
export const DEFAULT_LOYALTY_SCANNER = "Browser" satisfies (typeof SCANNER_TYPES)[number];
/**
 * The barcode a program's passes and card pages carry (issue 27): Apple's four formats, named by the suffix of
 * their `PKBarcodeFormat…` constant. What each is in pass.json, in Google Wallet and to the scanner, and which
 * messages fit which: lib/passes/barcode-formats.ts.
 */
export const BARCODE_FORMATS = ["QR", "PDF417", "Aztec", "Code128"] as const;
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];
export const DEFAULT_BARCODE_FORMAT: BarcodeFormat = "QR";
export const CUSTOM_FIELD_TYPES = ["text", "email", "number", "date", "selection", "json"] as const;
/** Lifecycle (issue 11): an archived program stays readable and listable but takes no new cards or offers. */
export const PROGRAM_STATUSES = ["active", "archived"] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];
/** List orders: a field name, descending with a leading `-`. */
export const PROGRAM_LIST_SORTS = ["-createdAt", "createdAt", "name", "-name"] as const;
export type ProgramListSort = (typeof PROGRAM_LIST_SORTS)[number];
export const DEFAULT_PROGRAM_LIST_SORT: ProgramListSort = "-createdAt";

const shortText = (options: { isMultiline?: boolean } = {}) =>
  text({ maxLength: SHORT_TEXT_MAX_LENGTH, ...options }).nullish();
/** Issue 28, the card page: the shop's opening hours as it writes them (a few lines, not a timetable). */
export const OPENING_HOURS_MAX_LENGTH = 1000;

/** The zone the program's passes read dates in. */
const timeZoneName = () =>
  timeZoneField({
    description:
      "IANA time zone name, e.g. `Europe/Berlin`. Dates on the program's passes (a gift card's expiry, an offer's end) read in it, on the front and the back alike; null: UTC.",
  });
const points = () => int({ ge: 0, le: 1_000_000 }).nullish();

export const customFieldSchema = model({
  name: text({ minLength: 1, maxLength: 100 }),
  type: enumOf(CUSTOM_FIELD_TYPES).default("text"),
  displayName: text({ maxLength: 200 }).nullish(),
  defaultValue: text({ maxLength: SHORT_TEXT_MAX_LENGTH }).nullish(),
  options: list(text({ maxLength: 200 })).nullish(),
  points: points(),
  required: bool().default(false),
});

export const tierSchema = model({
  name: text({ minLength: 1, maxLength: 100 }),
  minLifetimePoints: int({ ge: 0, le: TIER_POINTS_MAX }),
});

/** A member's tier is the last one whose `minLifetimePoints` they reached, so the list must ascend. */
const tiersList = () =>
  list(tierSchema, { maxLength: TIERS_MAX }).superRefine((tiers, context) => {
    for (let index = 1; index < tiers.length; index++) {
      const [previous, current] = [tiers[index - 1], tiers[index]];
      if (!previous || !current || current.minLifetimePoints > previous.minLifetimePoints) continue;
      context.addIssue({
        code: "custom",
        path: [index, "minLifetimePoints"],
        input: current.minLifetimePoints,
        message: "tiers must be in ascending order of minLifetimePoints",
      });
    }
  });

/**
 * Issue 28: the program's texts a customer reads, per language (`translations.de.customPointsName`), so a German
 * customer does not read "Guthaben: 20 beans". Each is bounded like its base field; a language not given, or a
 * text left out, reads the base field. Languages: the app's own (lib/i18n/language.ts); any other key is a 422.
 */
export const TRANSLATED_PROGRAM_FIELDS = [
  "customPointName",
  "customPointsName",
  "description",
  "terms",
] as const;
export type TranslatedProgramField = (typeof TRANSLATED_PROGRAM_FIELDS)[number];
export const POINT_NAME_MAX_LENGTH = 50;

export const programTextsSchema = model({
  customPointName: text({ maxLength: POINT_NAME_MAX_LENGTH }).nullish(),
  customPointsName: text({ maxLength: POINT_NAME_MAX_LENGTH }).nullish(),
  description: text({ maxLength: LONG_TEXT_MAX_LENGTH, isMultiline: true }).nullish(),
  terms: text({ maxLength: LONG_TEXT_MAX_LENGTH, isMultiline: true }).nullish(),
});
export type ProgramTexts = z.output<typeof programTextsSchema>;

const translationsField = () =>
  model(
    Object.fromEntries(LANGUAGES.map((language) => [language, programTextsSchema.nullish()])) as Record<
      Language,
      z.ZodOptional<z.ZodNullable<typeof programTextsSchema>>
    >,
  )
    .strict()
    .nullish()
    .meta({
      description: `The point names, description and terms per language (${LANGUAGES.map((language) => `\`${language}\``).join(", ")}; any other key is refused), for customers reading that language: the Apple pass's \`<language>.lproj/pass.strings\`, the Google pass's translated values, the join and card pages. A text left out reads the base field.`,
    });

/** Every program field, without defaults: the base of create (which adds defaults) and update (all optional). */
const programFields = {
  passTypeIdentifier: text({ pattern: PASS_TYPE_IDENTIFIER_PATTERN, maxLength: 255 }),
  name: text({ minLength: 1, maxLength: PROGRAM_NAME_MAX_LENGTH }),
  schema: enumOf(PROGRAM_SCHEMAS),
  programType: enumOf(PROGRAM_TYPES),
  description: text({ maxLength: LONG_TEXT_MAX_LENGTH, isMultiline: true }).nullish(),
  language: text({ maxLength: 35 }).nullish(),
  country: shortText().meta({
    description:
      "Where the program runs, an ISO 3166-1 alpha-2 code such as `DE`: members' phone numbers without a country prefix are read in it. A program created without one (or with null) takes the country the merchant gave at signup.",
  }),
  timeZone: timeZoneName().nullish(),
  company: shortText(),
  address: shortText({ isMultiline: true }),
  website: httpUrl({ maxLength: WEBSITE_MAX_LENGTH }).nullish(),
  email: email().nullish(),
  phone: text({ maxLength: 50 }).nullish(),
  terms: text({ maxLength: LONG_TEXT_MAX_LENGTH, isMultiline: true }).nullish(),
  openingHours: text({ maxLength: OPENING_HOURS_MAX_LENGTH, isMultiline: true }).nullish().meta({
    description:
      "The shop's opening hours as it writes them, a few lines such as `Mon–Fri 8–18`; shown on the member's card page with `address`. Null: not shown.",
  }),
  privacyUrl: httpUrl({ maxLength: WEBSITE_MAX_LENGTH }).nullish().meta({
    description: "The shop's privacy notice: the member's card page links to it. Null: no link.",
  }),
  pointsAddEmail: points(),
  pointsAddPhone: points(),
  pointsInstallPass: points(),
  pointsScanPass: points(),
  dynamicScanPoints: bool().nullish(),
  pointsReferral: points(),
  referralRequiredPoints: points(),
  pointsExpiryDays: int({ ge: POINTS_EXPIRY_DAYS.min, le: POINTS_EXPIRY_DAYS.max }).nullish().meta({
    description:
      "Points expire this many days after they were earned, the oldest first (spending uses the oldest points first): a background job writes each expiry as a ledger entry of source `expired` and announces `points.expired`. Null: points never expire.",
  }),
  scannerType: enumOf(SCANNER_TYPES).nullish().meta({
    description:
      "How the counter scans the program's cards; null: not chosen yet (the dashboard's scanner refuses the program). A new loyalty program created without this field uses `Browser`, the dashboard's scanner; an explicit null keeps it unchosen, and programs stored before keep their value.",
  }),
  scanMinGapMinutes: int({ ge: SCAN_MIN_GAP_MINUTES.min, le: SCAN_MIN_GAP_MINUTES.max }).meta({
    description:
      "The least minutes between two scans of the same member; an earlier scan answers 409 `SCAN_TOO_SOON` with `nextScanAt`. 0: no gap.",
  }),
  scansPerDayMax: int({ ge: SCANS_PER_DAY_MAX.min, le: SCANS_PER_DAY_MAX.max }).meta({
    description:
      "The most scans of one member per day (midnight to midnight in the program's `timeZone`, UTC when null); one more answers 409 `SCAN_DAILY_LIMIT` with `nextScanAt`. 0: no limit.",
  }),
  requireSecurityCode: bool().meta({
    description:
      "Gift-card programs (issue 28, decision 046): redeeming a card needs its 6-digit `securityCode`, which only the card's holder sees (on the card's page and its wallet passes; never in an API answer, webhook or e-mail). Cards issued before security codes were kept redeem without one. Default false.",
  }),
  customPointsChangeMessage: shortText(),
  disableCustomPointsChangeMessage: bool().nullish(),
  customPointName: text({ maxLength: POINT_NAME_MAX_LENGTH }).nullish(),
  customPointsName: text({ maxLength: POINT_NAME_MAX_LENGTH }).nullish(),
  translations: translationsField(),
  customFields: list(customFieldSchema, { maxLength: CUSTOM_FIELDS_MAX }),
  requiredFields: list(text({ minLength: 1, maxLength: 100 }), { maxLength: CUSTOM_FIELDS_MAX }),
  /** Issue 16: the tiers of a `tieredMembership` program; members move up by lifetime points. */
  tiers: tiersList(),
  barcodeFormat: enumOf(BARCODE_FORMATS).meta({
    description:
      "The barcode of the program's passes and card pages, carrying the member number (a gift card: its card number) with that number printed under it. `Code128` passes also carry a QR code, which Apple Watch shows (it cannot draw Code 128).",
  }),
  /** Issue 18: the pass template the program's passes wear; null: the plain default design. */
  templateId: objectId().nullish(),
  /** Issue 30: the merchant's locations on the program's passes (decision 052). */
  locationIds: locationIdsField(),
  retention_period_days: int({ ge: RETENTION_PERIOD_DAYS.min, le: RETENTION_PERIOD_DAYS.max }),
};

export const createProgramSchema = model({
  ...programFields,
  schema: programFields.schema.default("tieredMembership"),
  programType: programFields.programType.default("loyalty"),
  customFields: programFields.customFields.default([]),
  requiredFields: programFields.requiredFields.default([]),
  tiers: programFields.tiers.default([]),
  locationIds: programFields.locationIds.default([]),
  barcodeFormat: programFields.barcodeFormat.default(DEFAULT_BARCODE_FORMAT),
  retention_period_days: programFields.retention_period_days.default(RETENTION_PERIOD_DAYS.default),
  scanMinGapMinutes: programFields.scanMinGapMinutes.default(SCAN_MIN_GAP_MINUTES.default),
  scansPerDayMax: programFields.scansPerDayMax.default(SCANS_PER_DAY_MAX.default),
  requireSecurityCode: programFields.requireSecurityCode.default(false),
});
export type CreateProgramInput = z.output<typeof createProgramSchema>;
export type ProgramFormValues = z.input<typeof createProgramSchema>;

export type ProgramType = (typeof PROGRAM_TYPES)[number];
export type ProgramSchemaName = (typeof PROGRAM_SCHEMAS)[number];
export type ProgramField = keyof CreateProgramInput;

/** The types (and, where it matters, the loyalty schemas) a program field means something for. */
export type ProgramFieldUse = {
  types: readonly ProgramType[];
  /** Absent: every schema of those types. */
  schemas?: readonly ProgramSchemaName[];
};

const EVERY_PROGRAM: ProgramFieldUse = { types: PROGRAM_TYPES };
const LOYALTY: ProgramFieldUse = { types: ["loyalty"] };
const GIFT_CARD: ProgramFieldUse = { types: ["giftcard"] };
const TIERED_LOYALTY: ProgramFieldUse = { types: ["loyalty"], schemas: ["tieredMembership"] };

/**
 * Which program fields mean something for which type and schema (issue 21), defined once: the builder shows,
 * checks and sends only these, the program list labels by them and the API reference documents them. The API
 * itself still accepts and stores every field for every type (the contract); the others simply have no effect.
 */
export const PROGRAM_FIELD_USE: Record<ProgramField, ProgramFieldUse> = {
  name: EVERY_PROGRAM,
  passTypeIdentifier: EVERY_PROGRAM,
  templateId: EVERY_PROGRAM,
  programType: EVERY_PROGRAM,
  // How members progress: gift cards have no members, points or tiers.
  schema: LOYALTY,
  description: EVERY_PROGRAM,
  language: EVERY_PROGRAM,
  country: EVERY_PROGRAM,
  // Expiry dates and offers' ends on the passes.
  timeZone: EVERY_PROGRAM,
  company: EVERY_PROGRAM,
  address: EVERY_PROGRAM,
  website: EVERY_PROGRAM,
  email: EVERY_PROGRAM,
  phone: EVERY_PROGRAM,
  terms: EVERY_PROGRAM,
  // The member's card page shows them; gift cards have a page of their own too.
  openingHours: EVERY_PROGRAM,
  privacyUrl: EVERY_PROGRAM,
  pointsAddEmail: LOYALTY,
  pointsAddPhone: LOYALTY,
  pointsInstallPass: LOYALTY,
  pointsScanPass: LOYALTY,
  dynamicScanPoints: LOYALTY,
  pointsReferral: LOYALTY,
  referralRequiredPoints: LOYALTY,
  pointsExpiryDays: LOYALTY,
  // The counter's scanner reads member cards; gift cards are redeemed on their own page.
  scannerType: LOYALTY,
  // Members are scanned; gift cards are redeemed.
  scanMinGapMinutes: LOYALTY,
  scansPerDayMax: LOYALTY,
  // Redeeming a gift card at the counter.
  requireSecurityCode: GIFT_CARD,
  customPointsChangeMessage: LOYALTY,
  disableCustomPointsChangeMessage: LOYALTY,
  customPointName: LOYALTY,
  customPointsName: LOYALTY,
  // Description and terms are every program's; the point names within only loyalty programs use.
  translations: EVERY_PROGRAM,
  // What a member fills in when joining.
  customFields: LOYALTY,
  requiredFields: LOYALTY,
  tiers: TIERED_LOYALTY,
  // Members' passes and gift cards alike carry a barcode.
  barcodeFormat: EVERY_PROGRAM,
  // Loyalty cards and gift cards alike come up on the lock screen near the shop.
  locationIds: EVERY_PROGRAM,
  // Deleted members and deleted gift cards alike are purged after it.
  retention_period_days: EVERY_PROGRAM,
};

export type ProgramKind = { programType: ProgramType; schema: ProgramSchemaName };

/** Whether `field` means something for a program of this type and schema. */
export function programUsesField(program: ProgramKind, field: ProgramField): boolean {
  const use = PROGRAM_FIELD_USE[field];
  if (!use.types.includes(program.programType)) return false;
  return !use.schemas || use.schemas.includes(program.schema);
}

/** PUT: a partial update; fields left out keep their stored value, `null` clears an optional field. */
export const updateProgramSchema = model(programFields).partial();
export type UpdateProgramInput = z.output<typeof updateProgramSchema>;

export const programIdParamsSchema = model({ programId: objectId() });

export const LIST_LIMIT = { default: 250, max: 1000 } as const;
// Bounded so that page × limit stays an exact integer (far below 2^53) and the response keeps its schema.
export const LIST_PAGE_MAX = 100_000;
export const LIST_OFFSET_MAX = 100_000_000;

/** `page`, `limit` and `offset` of every list query: bounded alike (422 beyond). `offset` wins over `page`. */
export const listPagingFields = () => ({
  page: int({ ge: 1, le: LIST_PAGE_MAX }).default(1),
  limit: int({ ge: 1, le: LIST_LIMIT.max }).default(LIST_LIMIT.default),
  offset: int({ ge: 0, le: LIST_OFFSET_MAX }).nullish(),
});

/** The same three as every list answers them, with the same bounds. */
export const listPageResponseFields = () => ({
  page: z.number().int().min(1).max(LIST_PAGE_MAX),
  limit: z.number().int().min(1).max(LIST_LIMIT.max),
  offset: z.number().int().min(0).max(LIST_OFFSET_MAX),
});

export const listProgramsQuerySchema = model({
  q: str({ maxLength: 200 }).nullish(),
  ...listPagingFields(),
  status: enumOf(PROGRAM_STATUSES).nullish(),
  sort: enumOf(PROGRAM_LIST_SORTS).default(DEFAULT_PROGRAM_LIST_SORT),
});
export type ListProgramsQuery = z.output<typeof listProgramsQuerySchema>;

/** POST …/duplicate: the copy's name; absent or null → "<name> (copy)". The body itself may be left out. */
export const duplicateProgramSchema = model({
  name: text({ minLength: 1, maxLength: PROGRAM_NAME_MAX_LENGTH }).nullish(),
}).optional();
export type DuplicateProgramInput = z.output<typeof duplicateProgramSchema>;

export const PROGRAM_ERROR_CODES = {
  PROGRAM_ARCHIVED: "The program is archived; unarchive it first",
  PROGRAM_ALREADY_ARCHIVED: "The program is already archived",
  PROGRAM_NOT_ARCHIVED: "The program is not archived",
} as const;
export type ProgramErrorCode = keyof typeof PROGRAM_ERROR_CODES;
