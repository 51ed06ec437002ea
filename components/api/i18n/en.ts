import { isCharacterRulePattern } from "@/lib/schemas/fields";

type Ctx = Record<string, unknown>;
const characters = (count: unknown) => (count === 1 ? "1 character" : `${count} characters`);
const items = (count: unknown) => (count === 1 ? "1 entry" : `${count} entries`);

/**
 * The dashboard's wording of API problems, in English: by HTTP outcome, by shared error code and by Pydantic
 * error type (bounds from `ctx`). Features word their own codes and fields first and fall back to these.
 * `de.ts` has the same shape.
 */
export const en = {
  outcomes: {
    network: "Could not reach LoyaltyPass. Check your connection — nothing was changed.",
    unreadable: "LoyaltyPass answered with something the page could not read. Reload and check the result.",
    badRequest: "The request was not accepted. Check your entries and try again.",
    unauthenticated: "Your session has ended. Sign in again in another tab, then try once more.",
    forbidden: "You are not allowed to do this.",
    notFound: "This no longer exists, or it belongs to another merchant.",
    conflict: "This cannot be done in the item's current state. Reload the page and try again.",
    tooLarge: "This is too large to send.",
    rateLimited: (seconds: number) => `Too many attempts. Try again in ${seconds} seconds.`,
    unavailable: "LoyaltyPass is briefly unavailable. Nothing was changed; try again in a moment.",
    server: "Something went wrong on our side and nothing was changed. Please try again.",
    serverWithReference: (reference: string) =>
      `Something went wrong on our side and nothing was changed. Please try again; if it keeps happening, give support the reference ${reference}.`,
    invalid: "Some entries were not accepted. Check the highlighted fields.",
  },
  codes: {
    MERCHANT_NOT_FOUND: "The merchant you act for no longer exists. Choose another one.",
    MERCHANT_SCOPE_REQUIRED: "Choose the merchant to act for first.",
    PROGRAM_ARCHIVED: "This program is archived. Unarchive it first.",
    PROGRAM_ALREADY_ARCHIVED: "This program is already archived.",
    PROGRAM_NOT_ARCHIVED: "This program is not archived.",
  } as Record<string, string>,
  types: {
    missing: () => "Required.",
    string_type: () => "Enter text.",
    string_too_short: (ctx: Ctx) =>
      ctx.min_length === 1 ? "Required." : `Enter at least ${characters(ctx.min_length)}.`,
    string_too_long: (ctx: Ctx) => `Enter at most ${characters(ctx.max_length)}.`,
    string_pattern_mismatch: (ctx: Ctx) =>
      isCharacterRulePattern(ctx.pattern)
        ? "Remove control characters and text-direction marks (they may have come with pasted text)."
        : "This is not in the expected format.",
    int_type: () => "Enter a whole number.",
    int_parsing: () => "Enter a whole number.",
    int_parsing_size: () => "This number is too large.",
    int_from_float: () => "Enter a whole number without decimals.",
    float_type: () => "Enter a number.",
    float_parsing: () => "Enter a number.",
    finite_number: () => "Enter a finite number.",
    decimal_type: () => "Enter a number.",
    decimal_parsing: () => "Enter a number, e.g. 25.00.",
    decimal_max_places: (ctx: Ctx) =>
      ctx.decimal_places === 1
        ? "Use at most one decimal place."
        : `Use at most ${ctx.decimal_places} decimal places.`,
    greater_than_equal: (ctx: Ctx) => `Enter ${ctx.ge} or more.`,
    greater_than: (ctx: Ctx) => `Enter more than ${ctx.gt}.`,
    less_than_equal: (ctx: Ctx) => `Enter ${ctx.le} or less.`,
    less_than: (ctx: Ctx) => `Enter less than ${ctx.lt}.`,
    enum: () => "Choose one of the options.",
    bool_type: () => "Choose yes or no.",
    bool_parsing: () => "Choose yes or no.",
    list_type: () => "Enter a list.",
    too_short: (ctx: Ctx) => `Add at least ${items(ctx.min_length)}.`,
    too_long: (ctx: Ctx) => `Keep at most ${items(ctx.max_length)}.`,
    url_type: () => "Enter a web address.",
    url_parsing: () => "Enter a web address, e.g. https://example.com.",
    url_scheme: () => "The web address must start with http:// or https://.",
    url_too_long: (ctx: Ctx) => `The web address may have at most ${characters(ctx.max_length)}.`,
    datetime_type: () => "Enter a date and time.",
    datetime_parsing: () => "Enter a valid date and time.",
    datetime_from_date_parsing: () => "Enter a valid date and time.",
    model_attributes_type: () => "This part of the request is not in the expected form.",
    json_invalid: () => "The request could not be read.",
    email: () => "Enter a valid e-mail address.",
    value_error: () => "This value is not accepted.",
  } as Record<string, (ctx: Ctx) => string>,
  fallback: "This value is not accepted.",
};

export type ApiMessages = typeof en;
