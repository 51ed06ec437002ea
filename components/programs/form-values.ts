import { FIELDS_SET_ELSEWHERE, kindOf, type ProgramKindValues } from "@/components/programs/builder-tabs";
import { LANGUAGES } from "@/lib/i18n/language";
import { compactTranslations, ownTextsIn } from "@/lib/programs/program-texts";
import {
  type CreateProgramInput,
  createProgramSchema,
  customFieldSchema,
  DEFAULT_LOYALTY_SCANNER,
  type ProgramField,
  type ProgramFormValues,
  programUsesField,
  TRANSLATED_PROGRAM_FIELDS,
} from "@/lib/schemas/program";

type CustomFieldValues = NonNullable<ProgramFormValues["customFields"]>[number];

const shape = createProgramSchema.shape;
const PROGRAM_KEYS = Object.keys(shape) as (keyof ProgramFormValues)[];
const isProgramField = (key: string): key is ProgramField => (PROGRAM_KEYS as string[]).includes(key);
const isSetElsewhere = (key: string) => (FIELDS_SET_ELSEWHERE as readonly string[]).includes(key);
const CUSTOM_FIELD_KEYS = Object.keys(customFieldSchema.shape) as (keyof CustomFieldValues)[];

/** A new program's values: the schema's own defaults, everything optional left empty; `programType` preselects the type (the gift-card page's "Create a gift-card program"). */
export function newProgramFormValues(
  programType: ProgramFormValues["programType"] = shape.programType.parse(undefined),
): ProgramFormValues {
  const unset = Object.fromEntries(PROGRAM_KEYS.map((key) => [key, null])) as Partial<
    Record<keyof ProgramFormValues, null>
  >;
  return {
    ...unset,
    name: "",
    passTypeIdentifier: "",
    schema: shape.schema.parse(undefined),
    programType,
    retention_period_days: shape.retention_period_days.parse(undefined),
    barcodeFormat: shape.barcodeFormat.parse(undefined),
    // A new loyalty program is scanned in the browser unless its creator chooses otherwise (the API's default too).
    scannerType: programType === "loyalty" ? DEFAULT_LOYALTY_SCANNER : null,
    scanMinGapMinutes: shape.scanMinGapMinutes.parse(undefined),
    scansPerDayMax: shape.scansPerDayMax.parse(undefined),
    dynamicScanPoints: false,
    requireSecurityCode: false,
    disableCustomPointsChangeMessage: false,
    customFields: [],
    requiredFields: [],
    tiers: [],
    locationIds: [],
    translations: translationFormValues(null),
  };
}

export function newCustomFieldValues(): CustomFieldValues {
  return {
    name: "",
    type: customFieldSchema.shape.type.parse(undefined),
    displayName: null,
    defaultValue: null,
    options: null,
    points: null,
    required: false,
  };
}

/** Copies the keys the form knows, skipping absent and null values so the defaults stay. */
function pickDefined<T>(base: T, stored: Record<string, unknown>, keys: readonly (keyof T)[]): T {
  const picked = { ...base } as Record<keyof T, unknown>;
  for (const key of keys) {
    const value = stored[key as string];
    if (value !== undefined && value !== null) picked[key] = value;
  }
  return picked as T;
}

/**
 * Every language's every text, null where the program has none: the form's inputs then start from the same
 * values they hold when left empty, so a saved form is not dirty (the payload drops the empty ones again).
 */
function translationFormValues(stored: unknown): ProgramFormValues["translations"] {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const texts = ownTextsIn(stored, language);
      return [
        language,
        Object.fromEntries(TRANSLATED_PROGRAM_FIELDS.map((field) => [field, texts?.[field] ?? null])),
      ];
    }),
  ) as ProgramFormValues["translations"];
}

/** A stored program (as the API returns it) reduced to the fields the form edits. */
export function toProgramFormValues(program: Record<string, unknown>): ProgramFormValues {
  // A stored program's unchosen scanner stays unchosen: the new program's default is not put in its place.
  const values = pickDefined({ ...newProgramFormValues(), scannerType: null }, program, PROGRAM_KEYS);
  const customFields = Array.isArray(program.customFields) ? program.customFields : [];
  return {
    ...values,
    customFields: customFields.map((field) =>
      pickDefined(newCustomFieldValues(), field as Record<string, unknown>, CUSTOM_FIELD_KEYS),
    ),
    requiredFields: Array.isArray(program.requiredFields) ? [...program.requiredFields] : [],
    translations: translationFormValues(program.translations),
    tiers: Array.isArray(program.tiers)
      ? program.tiers.map((tier: { name?: unknown; minLifetimePoints?: unknown }) => ({
          name: String(tier.name ?? ""),
          minLifetimePoints: Number(tier.minLifetimePoints ?? 0),
        }))
      : [],
  };
}

/**
 * Only the fields the program's type and schema use (PROGRAM_FIELD_USE): the builder checks and sends these.
 * The rest stay in the form, so switching the type back brings them back, and stay stored as they were: a PUT
 * leaves out what it does not name.
 */
export function applicableProgramValues<T extends ProgramKindValues>(values: T): Partial<T> {
  const kind = kindOf(values);
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key]) => !isSetElsewhere(key) && (!isProgramField(key) || programUsesField(kind, key)),
    ),
  ) as Partial<T>;
}

/** What the builder sends: a create or a full update of the fields that apply. */
export type ProgramPayload = Partial<CreateProgramInput> &
  Pick<CreateProgramInput, "name" | "passTypeIdentifier">;

/** The fields that apply, with options only for selection fields (others send none). */
export function toProgramPayload(values: CreateProgramInput): ProgramPayload {
  const payload: ProgramPayload = {
    ...applicableProgramValues(values),
    name: values.name,
    passTypeIdentifier: values.passTypeIdentifier,
  };
  if (payload.translations !== undefined) payload.translations = compactTranslations(payload.translations);
  if (payload.customFields) {
    payload.customFields = payload.customFields.map((field) =>
      field.type === "selection" ? field : { ...field, options: null },
    );
  }
  return payload;
}
