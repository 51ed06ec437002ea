// The parts of the Python `idna` package (IDNA 2008) that email-validator relies on: alabel/ulabel
// and check_label. PVALID is approximated from Unicode categories; the Bidi and CONTEXTJ/CONTEXTO
// rules are not implemented (such code points are reported as not allowed).
import { pythonRepr } from "./core";
import { punycodeDecode, punycodeEncode } from "./punycode";

export class IdnaError extends Error {}

const ACE_PREFIX = "xn--";
const MAX_LABEL_LENGTH = 63;
const PVALID_CATEGORIES = /^[\p{Ll}\p{Lo}\p{Lm}\p{Mn}\p{Mc}\p{Nd}]$/u;

const unot = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;

/** Letters, marks and digits that are stable under case folding and NFKC, plus LDH in ASCII. */
function isPvalid(char: string): boolean {
  if (/^[a-z0-9-]$/.test(char)) return true;
  if ((char.codePointAt(0) ?? 0) < 0x80) return false;
  return PVALID_CATEGORIES.test(char) && char.normalize("NFKC").toLowerCase() === char;
}

export function checkLabel(label: string): void {
  if (label.length === 0) throw new IdnaError("Empty Label");
  if (label.normalize("NFC") !== label) throw new IdnaError("Label must be in Normalization Form C");
  if (label.slice(2, 4) === "--") throw new IdnaError("Label has disallowed hyphens in 3rd and 4th position");
  if (label.startsWith("-") || label.endsWith("-"))
    throw new IdnaError("Label must not start or end with a hyphen");
  const chars = Array.from(label);
  if (/^\p{M}$/u.test(chars[0] ?? ""))
    throw new IdnaError("Label begins with an illegal combining character");
  chars.forEach((char, index) => {
    if (isPvalid(char)) return;
    const cp = char.codePointAt(0) ?? 0;
    throw new IdnaError(`Codepoint ${unot(cp)} at position ${index + 1} of ${pythonRepr(label)} not allowed`);
  });
}

/** idna.ulabel: an A-label (or plain ASCII label) to its validated Unicode form. */
export function ulabel(label: string): string {
  const lowered = label.toLowerCase();
  if (!lowered.startsWith(ACE_PREFIX)) {
    checkLabel(lowered);
    return lowered;
  }
  const encoded = lowered.slice(ACE_PREFIX.length);
  if (encoded === "") throw new IdnaError("Malformed A-label, no Punycode eligible content found");
  if (encoded.endsWith("-")) throw new IdnaError("A-label must not end with a hyphen");
  let decoded: string;
  try {
    decoded = punycodeDecode(encoded);
  } catch {
    throw new IdnaError("Invalid A-label");
  }
  if (punycodeEncode(decoded) !== encoded) {
    throw new IdnaError("A-label is not the canonical Punycode encoding of its U-label");
  }
  checkLabel(decoded);
  return decoded;
}

/** idna.alabel: a Unicode label to its A-label. */
export function alabel(label: string): string {
  if (/^\p{ASCII}*$/u.test(label)) {
    ulabel(label);
    if (label.length > MAX_LABEL_LENGTH) throw new IdnaError("Label too long");
    return label;
  }
  checkLabel(label);
  const encoded = ACE_PREFIX + punycodeEncode(label);
  if (encoded.length > MAX_LABEL_LENGTH) throw new IdnaError("Label too long");
  return encoded;
}
