import { createProgramSchema } from "@/lib/schemas/program";

/** Digits with the usual separators and an optional leading +: loose on purpose, it only catches prose. */
export const PHONE_PATTERN = /^\+?[\d\s().\-/]{5,32}$/;

/** The kinds of the builder's own checks; error-text.ts words them in the person's language. */
export const PHONE_FORMAT = "phone_format";
export const OPTIONS_REQUIRED = "options_required";

/**
 * The API's schema (the contract allows free text for these fields), plus what the builder asks of a merchant so
 * that passes come out right: a phone number that looks like one, and options for a selection field.
 */
export const programFormSchema = createProgramSchema.superRefine((program, context) => {
  if (program.phone && !PHONE_PATTERN.test(program.phone)) {
    context.addIssue({
      code: "custom",
      path: ["phone"],
      message: "Enter a phone number with digits, such as +49 30 1234567.",
      params: { type: PHONE_FORMAT },
    });
  }
  program.customFields.forEach((field, index) => {
    if (field.type === "selection" && !field.options?.length) {
      context.addIssue({
        code: "custom",
        path: ["customFields", index, "options"],
        message: "Add at least one option to choose from.",
        params: { type: OPTIONS_REQUIRED },
      });
    }
  });
});
