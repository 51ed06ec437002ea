import type { ProgramMessages } from "@/components/programs/i18n/messages";
import { OPTIONS_REQUIRED, PHONE_FORMAT } from "@/components/programs/program-form-schema";

/**
 * The builder's wording of a validation error, chosen by its Pydantic type (or the form's own check). The API
 * keeps Pydantic's exact English messages for partners' clients; merchants in the dashboard get a sentence in
 * their language that says what to do. Bounds come from the English message, which always names them.
 */
const firstNumber = (message: string) => /-?\d+/.exec(message)?.[0] ?? "";

type Errors = ProgramMessages["errors"];

const BY_TYPE: Record<string, (message: string, t: Errors) => string> = {
  missing: (_, t) => t.required,
  string_too_short: (message, t) =>
    firstNumber(message) === "1" ? t.required : t.tooShort(firstNumber(message)),
  string_too_long: (message, t) => t.tooLong(firstNumber(message)),
  too_long: (message, t) => t.listTooLong(firstNumber(message)),
  url_parsing: (_, t) => t.urlParsing,
  url_scheme: (_, t) => t.urlScheme,
  url_too_long: (_, t) => t.urlTooLong,
  int_type: (_, t) => t.wholeNumber,
  int_parsing: (_, t) => t.wholeNumber,
  int_from_float: (_, t) => t.noDecimals,
  greater_than_equal: (message, t) => t.atLeast(firstNumber(message)),
  less_than_equal: (message, t) => t.atMost(firstNumber(message)),
  enum: (_, t) => t.chooseOption,
  bool_type: (_, t) => t.yesOrNo,
  bool_parsing: (_, t) => t.yesOrNo,
  [PHONE_FORMAT]: (_, t) => t.phone,
  [OPTIONS_REQUIRED]: (_, t) => t.optionsRequired,
};

const BY_FIELD_AND_TYPE: Record<string, (t: Errors) => string> = {
  "passTypeIdentifier string_pattern_mismatch": (t) => t.passTypePattern,
};

export function programErrorText({
  field,
  type,
  message,
  t,
}: {
  field: string;
  type?: string;
  message: string;
  t: ProgramMessages;
}): string {
  if (!type) return message;
  const leaf =
    field
      .split(".")
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? field;
  const specific = BY_FIELD_AND_TYPE[`${leaf} ${type}`];
  if (specific) return specific(t.errors);
  if (type === "value_error" && message.startsWith("value is not a valid email address")) {
    return t.errors.email;
  }
  return BY_TYPE[type]?.(message, t.errors) ?? message;
}
