/**
 * The builder's wording of a validation error, chosen by its Pydantic type. The API keeps Pydantic's exact
 * messages for partners' clients; merchants in the dashboard get a sentence that says what to do.
 */
const firstNumber = (message: string) => /-?\d+/.exec(message)?.[0];

const BY_TYPE: Record<string, (message: string) => string> = {
  missing: () => "Required.",
  string_too_short: (message) =>
    firstNumber(message) === "1" ? "Required." : `Use at least ${firstNumber(message)} characters.`,
  string_too_long: (message) => `Use at most ${firstNumber(message)} characters.`,
  url_parsing: () => "Enter a full web address, like https://example.com.",
  url_scheme: () => "The web address must start with http:// or https://.",
  url_too_long: () => "Web addresses can be at most 2083 characters long.",
  int_type: () => "Enter a whole number.",
  int_parsing: () => "Enter a whole number.",
  int_from_float: () => "Enter a whole number, without decimals.",
  greater_than_equal: (message) => `Must be ${firstNumber(message)} or more.`,
  less_than_equal: (message) => `Must be ${firstNumber(message)} or less.`,
  enum: () => "Choose one of the options.",
  bool_type: () => "Choose yes or no.",
  bool_parsing: () => "Choose yes or no.",
};

const BY_FIELD_AND_TYPE: Record<string, string> = {
  "passTypeIdentifier string_pattern_mismatch": "Must start with “pass.”, like pass.com.example.loyalty.",
};

export function programErrorText({
  field,
  type,
  message,
}: {
  field: string;
  type?: string;
  message: string;
}): string {
  if (!type) return message;
  const leaf =
    field
      .split(".")
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? field;
  const specific = BY_FIELD_AND_TYPE[`${leaf} ${type}`];
  if (specific) return specific;
  if (type === "value_error" && message.startsWith("value is not a valid email address")) {
    return "Enter an e-mail address, like name@example.com.";
  }
  return BY_TYPE[type]?.(message) ?? message;
}
