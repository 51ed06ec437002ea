import {
  type CreateProgramInput,
  createProgramSchema,
  customFieldSchema,
  type ProgramFormValues,
} from "@/lib/schemas/program";

type CustomFieldValues = NonNullable<ProgramFormValues["customFields"]>[number];

const shape = createProgramSchema.shape;
const PROGRAM_KEYS = Object.keys(shape) as (keyof ProgramFormValues)[];
const CUSTOM_FIELD_KEYS = Object.keys(customFieldSchema.shape) as (keyof CustomFieldValues)[];

/** What a new program starts with: the schema's own defaults, everything optional left empty. */
/** A new program's values; `programType` preselects the type (the gift-card page's "Create a gift-card program"). */
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
    dynamicScanPoints: false,
    disableCustomPointsChangeMessage: false,
    customFields: [],
    requiredFields: [],
    tiers: [],
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

/** A stored program (as the API returns it) reduced to the fields the form edits. */
export function toProgramFormValues(program: Record<string, unknown>): ProgramFormValues {
  const values = pickDefined(newProgramFormValues(), program, PROGRAM_KEYS);
  const customFields = Array.isArray(program.customFields) ? program.customFields : [];
  return {
    ...values,
    customFields: customFields.map((field) =>
      pickDefined(newCustomFieldValues(), field as Record<string, unknown>, CUSTOM_FIELD_KEYS),
    ),
    requiredFields: Array.isArray(program.requiredFields) ? [...program.requiredFields] : [],
  };
}

/** Options only mean something for selection fields; others send none. */
export function toProgramPayload(values: CreateProgramInput): CreateProgramInput {
  return {
    ...values,
    customFields: values.customFields.map((field) =>
      field.type === "selection" ? field : { ...field, options: null },
    ),
  };
}
