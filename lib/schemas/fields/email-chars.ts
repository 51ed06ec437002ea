// Character helpers of python-email-validator (syntax.py): how it displays and judges single characters.

const LETTER_NUMBER_PUNCT_SYMBOL = /^[\p{L}\p{N}\p{P}\p{S}]$/u;
const MARK = /^\p{M}$/u;
const SPACE_SEPARATOR = /^\p{Zs}$/u;

// unicodedata.name() for the unsafe characters people actually paste; others show as U+XXXX.
const CHARACTER_NAMES = new Map<number, string>([
  [0x20, "SPACE"],
  [0xa0, "NO-BREAK SPACE"],
  [0xad, "SOFT HYPHEN"],
  [0x1680, "OGHAM SPACE MARK"],
  [0x2000, "EN QUAD"],
  [0x2001, "EM QUAD"],
  [0x2002, "EN SPACE"],
  [0x2003, "EM SPACE"],
  [0x2004, "THREE-PER-EM SPACE"],
  [0x2005, "FOUR-PER-EM SPACE"],
  [0x2006, "SIX-PER-EM SPACE"],
  [0x2007, "FIGURE SPACE"],
  [0x2008, "PUNCTUATION SPACE"],
  [0x2009, "THIN SPACE"],
  [0x200a, "HAIR SPACE"],
  [0x200b, "ZERO WIDTH SPACE"],
  [0x200c, "ZERO WIDTH NON-JOINER"],
  [0x200d, "ZERO WIDTH JOINER"],
  [0x200e, "LEFT-TO-RIGHT MARK"],
  [0x200f, "RIGHT-TO-LEFT MARK"],
  [0x2028, "LINE SEPARATOR"],
  [0x2029, "PARAGRAPH SEPARATOR"],
  [0x202a, "LEFT-TO-RIGHT EMBEDDING"],
  [0x202b, "RIGHT-TO-LEFT EMBEDDING"],
  [0x202c, "POP DIRECTIONAL FORMATTING"],
  [0x202d, "LEFT-TO-RIGHT OVERRIDE"],
  [0x202e, "RIGHT-TO-LEFT OVERRIDE"],
  [0x202f, "NARROW NO-BREAK SPACE"],
  [0x205f, "MEDIUM MATHEMATICAL SPACE"],
  [0x2060, "WORD JOINER"],
  [0x3000, "IDEOGRAPHIC SPACE"],
  [0xfeff, "ZERO WIDTH NO-BREAK SPACE"],
]);

const codePointOf = (char: string): number => char.codePointAt(0) ?? 0;

/** Python's repr() of a one-character printable str. */
function reprChar(char: string): string {
  return char === "'" ? `"'"` : `'${char}'`;
}

/** email-validator `safe_character_display`. */
export function safeCharacterDisplay(char: string): string {
  if (char === "\\") return `"\\"`;
  if (LETTER_NUMBER_PUNCT_SYMBOL.test(char)) return reprChar(char);
  const cp = codePointOf(char);
  const hex = `U+${cp.toString(16).padStart(cp < 0xffff ? 4 : 8, "0")}`.toUpperCase();
  return CHARACTER_NAMES.get(cp) ?? hex;
}

/** Python orders str by code point; JS's default sort orders by UTF-16 unit, which differs above U+FFFF. */
export const byCodePoint = (a: string, b: string): number => {
  const left = Array.from(a, codePointOf);
  const right = Array.from(b, codePointOf);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    if (left[i] !== right[i]) return (left[i] ?? 0) - (right[i] ?? 0);
  }
  return left.length - right.length;
};

/** The sorted, de-duplicated display list of the characters of `text` that fail `isAllowed`. */
export function badCharacters(text: string, isAllowed: (char: string) => boolean): string {
  const displays = new Set(
    Array.from(text)
      .filter((char) => !isAllowed(char))
      .map(safeCharacterDisplay),
  );
  return [...displays].sort(byCodePoint).join(", ");
}

/** email-validator `check_unsafe_chars`: the reason, or undefined when all characters are safe. */
export function unsafeCharactersReason(text: string, allowSpace = false): string | undefined {
  const bad = new Set<string>();
  Array.from(text).forEach((char, index) => {
    if (LETTER_NUMBER_PUNCT_SYMBOL.test(char)) return;
    if (MARK.test(char)) {
      if (index === 0) bad.add(char);
      return;
    }
    if (SPACE_SEPARATOR.test(char) && allowSpace) return;
    bad.add(char);
  });
  if (bad.size === 0) return undefined;
  const listed = [...bad].sort(byCodePoint).map(safeCharacterDisplay).join(", ");
  return `The email address contains unsafe characters: ${listed}.`;
}

/** email-validator `uts46_valid_char`. */
export function isUts46ValidChar(char: string): boolean {
  const cp = codePointOf(char);
  if (cp >= 0x80 && cp <= 0x9f) return false;
  const isPermittedFormat =
    (cp >= 0x2010 && cp <= 0x2060 && !(cp >= 0x2024 && cp <= 0x2026) && !(cp >= 0x2028 && cp <= 0x202e)) ||
    cp === 0xad ||
    cp === 0x2064 ||
    cp === 0xff0e ||
    (cp >= 0x200b && cp <= 0x200d) ||
    (cp >= 0x1bca0 && cp <= 0x1bca3);
  if (isPermittedFormat) return true;
  if (/^[\p{Cf}\p{Cn}\p{Co}\p{Cs}\p{Zs}\p{Zl}\p{Zp}]$/u.test(char)) return false;
  // Characters whose compatibility decomposition contains a full stop, such as "⒈".
  return char.normalize("NFKD") === char || !char.normalize("NFKD").includes(".");
}

/** email-validator `get_length_reason`. */
export function lengthReason(text: string, limit: number): string {
  const diff = Array.from(text).length - limit;
  return `(${diff} character${diff > 1 ? "s" : ""} too many)`;
}
