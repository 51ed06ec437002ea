import { z } from "zod";
import { customFieldValueSchema } from "@/lib/schemas/member";
import { publicJoinConsentSchema, publicJoinSchema } from "@/lib/schemas/public-join";
import type { JoinFormProgram } from "./join-form-program";

/** The `type` of a custom JSON field's text that does not parse. */
export const JSON_INVALID = "json_invalid";

const isFilled = (value: unknown) => value !== null && value !== undefined && value !== "";

const SHOWN_MEMBER_FIELDS = new Set(["email", "firstName", "lastName", "phone", "birthday", "externalId"]);

/** A custom field's value as the form holds it (text, or null when empty), checked as the API checks it. */
function customValueSchema(field: JoinFormProgram["customFields"][number]): z.ZodType {
  const value = customFieldValueSchema(field);
  if (field.type !== "json") return value.nullish();
  // A JSON field is typed as text; it must parse before it is sent.
  return z
    .string()
    .nullish()
    .transform((text, context) => {
      if (!text) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: "Invalid JSON", params: { type: JSON_INVALID } });
        return z.NEVER;
      }
    });
}

/**
 * The join form's schema, made from the route's own (`publicJoinSchema`, `publicJoinConsentSchema`, the members
 * API's custom field rules): the member fields, the program's custom fields, and the consent boxes holding the
 * moment each was ticked. What the program requires is added as `missing`, as the API reports it.
 */
export function joinFormSchema(program: JoinFormProgram) {
  const custom = Object.fromEntries(
    program.customFields.map((field) => [field.name, customValueSchema(field)]),
  );
  const required = new Set([
    ...program.requiredFields,
    ...program.customFields.filter((field) => field.isRequired).map((field) => field.name),
  ]);
  const customNames = new Set(program.customFields.map((field) => field.name));
  const base = publicJoinSchema
    .pick({
      email: true,
      firstName: true,
      lastName: true,
      phone: true,
      birthday: true,
      externalId: true,
      referralCode: true,
    })
    .extend({ customFields: z.object(custom), consent: publicJoinConsentSchema });
  // `when`: also when other fields failed, so every problem shows at once, as the API reports them.
  const requiredByProgram = z.superRefine(
    (values: z.output<typeof base>, context) => {
      const missing = (path: (string | number)[]) =>
        context.addIssue({ code: "custom", path, message: "Field required", params: { type: "missing" } });
      const given = values as Partial<z.output<typeof base>> | undefined;
      const customValues = (given?.customFields ?? {}) as Record<string, unknown>;
      for (const name of required) {
        if (customNames.has(name)) {
          if (!isFilled(customValues[name])) missing(["customFields", name]);
        } else if (SHOWN_MEMBER_FIELDS.has(name) && !isFilled(given?.[name as keyof typeof given])) {
          missing([name]);
        }
      }
      if (program.hasTerms && !given?.consent?.termsAt) missing(["consent", "termsAt"]);
    },
    { when: () => true },
  );
  return base.check(requiredByProgram);
}

export type JoinFormInput = z.input<ReturnType<typeof joinFormSchema>>;
export type JoinFormValues = z.output<ReturnType<typeof joinFormSchema>>;
