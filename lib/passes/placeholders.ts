// Placeholders for live data in a template's field values ("{points} points", "Hello {memberName}"): the one
// list the template schema checks, the pass builder fills, the designer's preview fills with sample values and
// the OpenAPI document and README describe. Browser-safe.

export const PASS_PLACEHOLDERS = [
  "points",
  "stamps",
  "tier",
  "memberName",
  "memberNumber",
  "balance",
  "expiresAt",
] as const;
export type PassPlaceholder = (typeof PASS_PLACEHOLDERS)[number];

/** What each placeholder becomes on a pass; the OpenAPI document and the README show these words. */
export const PLACEHOLDER_MEANINGS: Record<PassPlaceholder, string> = {
  points: "the member's points balance (a number; the field alone holding it gets the points change message)",
  stamps: "the same balance, for stamp cards, where each point is a stamp",
  tier: "the member's tier name (tiered memberships), else empty",
  memberName: "the member's first and last name (empty on a voided pass)",
  memberNumber: "the member number the barcode carries (a gift card: its card number)",
  balance: "a gift card's balance with its currency, e.g. €25.00",
  expiresAt: "a gift card's expiry date, else empty",
};

/** `{word}` where word starts with a letter: anything else in braces is plain text. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

const isKnown = (name: string): name is PassPlaceholder =>
  (PASS_PLACEHOLDERS as readonly string[]).includes(name);

/** The placeholders a value uses that are not on the list, in order of appearance, once each. */
export function unknownPlaceholdersIn(value: string): string[] {
  const unknown = [...value.matchAll(PLACEHOLDER)]
    .map((match) => match[1] as string)
    .filter((name) => !isKnown(name));
  return [...new Set(unknown)];
}

/** "Unknown placeholder {pints}; use {points}, {stamps}, …": the 422's message. */
function unknownPlaceholderMessage(names: string[]): string {
  const listed = names.map((name) => `{${name}}`).join(", ");
  const allowed = PASS_PLACEHOLDERS.map((name) => `{${name}}`).join(", ");
  return `Unknown placeholder${names.length === 1 ? "" : "s"} ${listed}; use ${allowed}`;
}

/** The 422's Pydantic error: `ctx.placeholders` the unknown ones, `ctx.allowed` the list, both as `{name}`. */
export function unknownPlaceholderError(names: string[]): {
  type: "value_error";
  msg: string;
  ctx: { error: Record<string, never>; placeholders: string[]; allowed: string[] };
} {
  return {
    type: "value_error",
    msg: `Value error, ${unknownPlaceholderMessage(names)}`,
    ctx: {
      error: {},
      placeholders: names.map((name) => `{${name}}`),
      allowed: PASS_PLACEHOLDERS.map((name) => `{${name}}`),
    },
  };
}

export type PlaceholderValues = Record<PassPlaceholder, string>;

/** The value with each known placeholder replaced; unknown ones (saved before the check) stay as written. */
export function fillPlaceholders(value: string, values: PlaceholderValues): string {
  return value.replace(PLACEHOLDER, (whole, name: string) => (isKnown(name) ? values[name] : whole));
}

/** The one placeholder the value consists of (`"{points}"`, spaces around allowed), else null. */
export function solePlaceholderOf(value: string): PassPlaceholder | null {
  const match = /^\s*\{([A-Za-z][A-Za-z0-9_]*)\}\s*$/.exec(value);
  const name = match?.[1];
  return name && isKnown(name) ? name : null;
}

/** Whether the value shows the points (or stamps) balance: the field that carries the change message. */
export const showsPoints = (value: string): boolean =>
  [...value.matchAll(PLACEHOLDER)].some((match) => match[1] === "points" || match[1] === "stamps");

/** Whether the value shows a gift card's balance. */
export const showsBalance = (value: string): boolean =>
  [...value.matchAll(PLACEHOLDER)].some((match) => match[1] === "balance");
