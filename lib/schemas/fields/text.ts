import type { PydanticField } from "./core";
import { characterRule, constrainedString, NO_NUL_PATTERN, type StrOptions } from "./scalars";

// The code points no stored text may hold, as character-class ranges (JSON Schema, JavaScript and Python's `re`
// all read `\uXXXX`): C0 controls, DEL and C1 controls, and the bidirectional embeddings, overrides (U+202A–202E)
// and isolates (U+2066–2069), which reorder what a reader sees — in a pass's organizationName, a field's value,
// an e-mail or a page.
const BIDI_CONTROLS = "\\u202a-\\u202e\\u2066-\\u2069";
const C1_CONTROLS = "\\u007f-\\u009f";

/** One line of text: no control characters at all, no bidirectional controls. */
export const LINE_TEXT_PATTERN = `^[^\\u0000-\\u001f${C1_CONTROLS}${BIDI_CONTROLS}]*$`;
/**
 * Text of several lines (terms, descriptions, addresses, messages): as one line, but line feeds (U+000A) and tabs
 * (U+0009) are allowed. A carriage return is not: send line breaks as `\n`, as browsers' text areas give them.
 */
export const MULTILINE_TEXT_PATTERN = `^[^\\u0000-\\u0008\\u000b-\\u001f${C1_CONTROLS}${BIDI_CONTROLS}]*$`;

/** Whether a `string_pattern_mismatch` names a character rule (a refused character) rather than a field's format. */
export const isCharacterRulePattern = (pattern: unknown): boolean =>
  pattern === LINE_TEXT_PATTERN || pattern === MULTILINE_TEXT_PATTERN || pattern === NO_NUL_PATTERN;

const LINE = characterRule(LINE_TEXT_PATTERN);
const LINES = characterRule(MULTILINE_TEXT_PATTERN);

export type TextOptions = StrOptions & {
  /** Allows line feeds and tabs (`MULTILINE_TEXT_PATTERN`); otherwise `LINE_TEXT_PATTERN`. */
  isMultiline?: boolean;
};

/**
 * Free text that is stored and shown to people — names, labels, field values, descriptions, terms, messages —
 * which may reach a pass, an e-mail or a page: a Pydantic `constr` that refuses control characters and
 * bidirectional controls (422 `string_pattern_mismatch`, the pattern stated in the OpenAPI document). A field's
 * own `pattern` is checked first and documented beside the rule (`allOf`). `lib/openapi/stored-text.test.ts`
 * fails when a stored string of a request body does not use it.
 */
export function text({ isMultiline = false, ...options }: TextOptions = {}): PydanticField<string> {
  return constrainedString(options, isMultiline ? LINES : LINE, () => false);
}
