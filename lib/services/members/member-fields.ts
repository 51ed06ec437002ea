import { ApiError } from "@/lib/errors/api-error";
import { toValidationItems, type ValidationErrorItem } from "@/lib/errors/validation-error";
import { normaliseCustomerEmail } from "@/lib/gdpr/subject-hash";
import { checkMemberPhone } from "@/lib/members/phone";
import { customFieldsSchemaOf, MEMBER_FIELDS } from "@/lib/schemas/member";
import type { StoredProgram } from "@/lib/services/programs/program-dto";

/** A member's data as stored: normalised e-mail (lower case) and phone (E.164). */
export type MemberValues = {
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  birthday: string | null;
  externalId: string | null;
  customFields: Record<string, unknown>;
  marketingConsent: boolean;
};

export type FieldsProgram = Pick<StoredProgram, "customFields" | "requiredFields" | "country">;

/** A member field or custom field counts as given: not null, undefined or the empty string. */
export const isFilled = (value: unknown) => value !== null && value !== undefined && value !== "";

/** Each given custom value checked against its field's `type` and `options`; unknown names are refused. */
function checkCustomValues(program: FieldsProgram, given: Record<string, unknown>) {
  const fields = program.customFields ?? [];
  const known = new Set(fields.map((field) => field.name));
  const items: ValidationErrorItem[] = Object.keys(given)
    .filter((name) => !known.has(name))
    .map((name) => ({
      type: "extra_forbidden",
      loc: ["body", "customFields", name],
      msg: "Extra inputs are not permitted",
      input: given[name],
    }));
  const parsed = customFieldsSchemaOf(fields).safeParse(given);
  if (!parsed.success) {
    for (const item of toValidationItems(parsed.error, { source: "body", input: given })) {
      items.push({ ...item, loc: ["body", "customFields", ...item.loc.slice(1)] });
    }
  }
  const values = parsed.success ? (parsed.data as Record<string, unknown>) : {};
  return { values, items };
}

/** E.164; a number without a country prefix is read in the program's `country`. */
function normalisePhone(text: string, country: string | null | undefined, items: ValidationErrorItem[]) {
  const checked = checkMemberPhone(text, country);
  if (checked.issue) items.push(checked.issue);
  return checked.phone;
}

function missingItems(program: FieldsProgram, values: MemberValues, body: Record<string, unknown>) {
  const memberFields = new Set<string>(MEMBER_FIELDS);
  const required = new Set(program.requiredFields ?? []);
  for (const field of program.customFields ?? []) if (field.required) required.add(field.name);
  const items: ValidationErrorItem[] = [];
  for (const name of required) {
    const isMemberField = memberFields.has(name);
    const value = isMemberField
      ? values[name as keyof MemberValues]
      : name === "marketingConsent"
        ? values.marketingConsent
        : values.customFields[name];
    if (isFilled(value)) continue;
    items.push({
      type: "missing",
      loc: isMemberField || name === "marketingConsent" ? ["body", name] : ["body", "customFields", name],
      msg: "Field required",
      input: isMemberField ? body : (body.customFields ?? null),
    });
  }
  return items;
}

/**
 * A member's values after a create (`stored` empty) or an update (given fields over stored ones, custom
 * fields merged key by key, `null` removing one), normalised and checked against the program: custom field
 * types, the program's `requiredFields` and each custom field's `required`. Every problem in one 422.
 */
export function memberValuesOf({
  program,
  input,
  stored,
}: {
  program: FieldsProgram;
  input: Partial<Record<keyof MemberValues, unknown>>;
  stored?: MemberValues;
}): MemberValues {
  const items: ValidationErrorItem[] = [];
  const pick = <K extends keyof MemberValues>(key: K) =>
    (input[key] === undefined ? (stored?.[key] ?? null) : input[key]) as MemberValues[K] | null;
  const givenCustom = (input.customFields ?? {}) as Record<string, unknown>;
  const custom = checkCustomValues(program, givenCustom);
  items.push(...custom.items);
  const customFields = { ...(stored?.customFields ?? {}) };
  for (const [name, value] of Object.entries(custom.values)) {
    if (value === null || value === undefined) delete customFields[name];
    else customFields[name] = value;
  }
  const emailValue = pick("email");
  const phoneText = input.phone === undefined ? null : (input.phone as string | null);
  const phone = phoneText?.trim() ? normalisePhone(phoneText, program.country, items) : null;
  const text = (value: string | null) => (value?.trim() ? value.trim() : null);
  const values: MemberValues = {
    email: emailValue ? normaliseCustomerEmail(emailValue) : null,
    phone: input.phone === undefined ? (stored?.phone ?? null) : phone,
    firstName: text(pick("firstName")),
    lastName: text(pick("lastName")),
    birthday: pick("birthday"),
    externalId: text(pick("externalId")),
    customFields,
    marketingConsent: Boolean(pick("marketingConsent")),
  };
  const located = new Set(items.map((item) => item.loc.join("\u0000")));
  const missing = missingItems(program, values, input as Record<string, unknown>);
  items.push(...missing.filter((item) => !located.has(item.loc.join("\u0000"))));
  if (items.length > 0) throw new ApiError(422, items);
  return values;
}
