import { z } from "zod";
import { MAX_FIELDS_PER_GROUP } from "@/lib/passes/field-limits";
import { PASS_KINDS } from "@/lib/passes/image-rules";
import { unknownPlaceholderError, unknownPlaceholdersIn } from "@/lib/passes/placeholders";
import { enumOf, list, model, objectId, PYDANTIC_PARAM, str, text } from "@/lib/schemas/fields";

export const TEMPLATE_NAME_MAX_LENGTH = 200;
export const TEMPLATE_TEXT_MAX_LENGTH = 500;
export const LOGO_TEXT_MAX_LENGTH = 100;
export const FIELD_KEY_MAX_LENGTH = 100;
export const FIELD_LABEL_MAX_LENGTH = 100;
export const FIELD_VALUE_MAX_LENGTH = 500;

/** pass.json colors: `rgb(r, g, b)` with 0–255 components, or `#rrggbb`. */
const BYTE = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])";
export const COLOR_PATTERN = `^(?:#[0-9a-fA-F]{6}|rgb\\(\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${BYTE}\\s*\\))$`;

/** pass.json `transitType`, required by Wallet on boarding passes. */
export const TRANSIT_TYPES = [
  "PKTransitTypeAir",
  "PKTransitTypeBoat",
  "PKTransitTypeBus",
  "PKTransitTypeGeneric",
  "PKTransitTypeTrain",
] as const;

/**
 * A field's value: text, with placeholders for live data (`{points}` …, lib/passes/placeholders.ts). An unknown
 * one is a `value_error` whose ctx names it and lists the allowed ones, so the designer can word it in German too.
 */
const fieldValue = () =>
  text({ maxLength: FIELD_VALUE_MAX_LENGTH, isMultiline: true }).superRefine((value, context) => {
    const unknown = unknownPlaceholdersIn(value);
    if (unknown.length === 0) return;
    const error = unknownPlaceholderError(unknown);
    context.addIssue({
      code: "custom",
      input: value,
      message: error.msg,
      params: { [PYDANTIC_PARAM]: error },
    });
  });

export const passFieldSchema = model({
  key: text({ minLength: 1, maxLength: FIELD_KEY_MAX_LENGTH }),
  label: text({ maxLength: FIELD_LABEL_MAX_LENGTH }).nullish(),
  value: fieldValue(),
});
export type PassField = z.output<typeof passFieldSchema>;

const color = () => str({ pattern: COLOR_PATTERN }).nullish();
const fieldGroup = (max: number) => list(passFieldSchema, { maxLength: max });

const templateFields = {
  name: text({ minLength: 1, maxLength: TEMPLATE_NAME_MAX_LENGTH }),
  passType: enumOf(PASS_KINDS),
  programId: objectId().nullish(),
  organizationName: text({ maxLength: TEMPLATE_NAME_MAX_LENGTH }).nullish(),
  // pass.json's `description` is read out by VoiceOver: one line.
  description: text({ maxLength: TEMPLATE_TEXT_MAX_LENGTH }).nullish(),
  logoText: text({ maxLength: LOGO_TEXT_MAX_LENGTH }).nullish(),
  backgroundColor: color(),
  foregroundColor: color(),
  labelColor: color(),
  transitType: enumOf(TRANSIT_TYPES).nullish(),
  headerFields: fieldGroup(MAX_FIELDS_PER_GROUP.headerFields),
  primaryFields: fieldGroup(MAX_FIELDS_PER_GROUP.primaryFields),
  secondaryFields: fieldGroup(MAX_FIELDS_PER_GROUP.secondaryFields),
  auxiliaryFields: fieldGroup(MAX_FIELDS_PER_GROUP.auxiliaryFields),
  backFields: fieldGroup(MAX_FIELDS_PER_GROUP.backFields),
};

export const createTemplateSchema = model({
  ...templateFields,
  headerFields: templateFields.headerFields.default([]),
  primaryFields: templateFields.primaryFields.default([]),
  secondaryFields: templateFields.secondaryFields.default([]),
  auxiliaryFields: templateFields.auxiliaryFields.default([]),
  backFields: templateFields.backFields.default([]),
});
export type CreateTemplateInput = z.output<typeof createTemplateSchema>;

/** PUT: partial; left-out fields keep their value, `null` clears an optional one. */
export const updateTemplateSchema = model(templateFields).partial();
export type UpdateTemplateInput = z.output<typeof updateTemplateSchema>;

export const templateIdParamsSchema = model({ templateId: objectId() });

export const templateResponseSchema = createTemplateSchema.extend({
  id: z.string(),
  merchantId: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const templateListSchema = z.object({ items: z.array(templateResponseSchema) });

export const TEMPLATE_ERROR_CODES = {
  PASS_TYPE_LOCKED: "The pass kind cannot change while the template has images; delete them first",
} as const;
