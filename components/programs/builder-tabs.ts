import {
  PROGRAM_SCHEMAS,
  type ProgramField,
  type ProgramKind,
  type ProgramSchemaName,
  type ProgramType,
  programUsesField,
} from "@/lib/schemas/program";

/**
 * The builder's tabs in order, with the program fields each holds: a tab is shown when the program's type and
 * schema use one of its fields (PROGRAM_FIELD_USE), and the error summary finds a field's tab here. Every program
 * field sits in exactly one tab (builder-tabs.test.ts). A tab whose content is not a program field (such as a
 * pass picker) would add an entry with `fields: []` and a rule of its own in `builderTabsFor`.
 */
export const BUILDER_TABS = [
  {
    key: "identity",
    fields: [
      "name",
      "passTypeIdentifier",
      "programType",
      "schema",
      "description",
      "language",
      "country",
      "barcodeFormat",
      "timeZone",
    ],
  },
  {
    key: "contact",
    fields: [
      "company",
      "website",
      "email",
      "phone",
      "address",
      "openingHours",
      "privacyUrl",
      "terms",
      "locationIds",
    ],
  },
  { key: "languages", fields: ["translations"] },
  {
    key: "points",
    fields: [
      "pointsInstallPass",
      "pointsScanPass",
      "pointsAddEmail",
      "pointsAddPhone",
      "pointsReferral",
      "referralRequiredPoints",
      "pointsExpiryDays",
      "dynamicScanPoints",
      "customPointName",
      "customPointsName",
      "customPointsChangeMessage",
      "disableCustomPointsChangeMessage",
      "scannerType",
      "scanMinGapMinutes",
      "scansPerDayMax",
    ],
  },
  { key: "tiers", fields: ["tiers"] },
  { key: "customFields", fields: ["customFields", "requiredFields"] },
  { key: "redemption", fields: ["requireSecurityCode"] },
  { key: "retention", fields: ["retention_period_days"] },
] as const satisfies readonly { key: string; fields: readonly ProgramField[] }[];

/**
 * Program fields the builder neither shows nor sends: the program page's Pass section chooses the template, so a
 * builder opened before that choice cannot put the old one back when it saves.
 */
export const FIELDS_SET_ELSEWHERE = ["templateId"] as const satisfies readonly ProgramField[];

export type BuilderTab = (typeof BUILDER_TABS)[number];
export type BuilderTabKey = BuilderTab["key"];

/** Top-level fields in the order the builder shows them, so the error summary reads tab by tab. */
export const FORM_ORDER: readonly ProgramField[] = BUILDER_TABS.flatMap((tab) => tab.fields);

/** What the form holds for the type and schema: free values until the zod schema has checked them. */
export type ProgramKindValues = { programType?: unknown; schema?: unknown };

const TYPE_FALLBACK: ProgramType = "loyalty";
const SCHEMA_FALLBACK: ProgramSchemaName = "tieredMembership";

/** The form's type and schema as a ProgramKind (the API's defaults where the form holds nothing valid). */
export function kindOf(values: ProgramKindValues): ProgramKind {
  const programType = values.programType === "giftcard" ? "giftcard" : TYPE_FALLBACK;
  const schema = PROGRAM_SCHEMAS.find((name) => name === values.schema) ?? SCHEMA_FALLBACK;
  return { programType, schema };
}

/** The tabs a program of this type and schema shows. */
export function builderTabsFor(kind: ProgramKind): BuilderTab[] {
  return BUILDER_TABS.filter((tab) => tab.fields.some((field) => programUsesField(kind, field)));
}

export function isBuilderTabKey(value: unknown): value is BuilderTabKey {
  return BUILDER_TABS.some((tab) => tab.key === value);
}

/** The tab holding a form path such as `customFields.0.name`; none for form-wide problems (""). */
export function tabOfField(path: string): BuilderTabKey | undefined {
  const top = path.split(".")[0];
  return BUILDER_TABS.find((tab) => (tab.fields as readonly string[]).includes(top ?? ""))?.key;
}
