// A port of python-email-validator 2.x syntax checks (split_email, validate_email_local_part,
// validate_email_domain_name) with the options Pydantic's EmailStr uses: no DNS, no quoted local
// parts, no domain literals, no display names, globally deliverable domains only.
import {
  badCharacters,
  isUts46ValidChar,
  lengthReason,
  safeCharacterDisplay,
  unsafeCharactersReason,
} from "./email-chars";
import { alabel, IdnaError, ulabel } from "./idna";

export class EmailSyntaxError extends Error {}

const ATEXT = "a-zA-Z0-9_!#\\$%&'\\*\\+\\-/=\\?\\^`\\{\\|\\}~";
const ATEXT_INTL = `${ATEXT}\\u{80}-\\u{10FFFF}`;
const DOT_ATOM_TEXT = new RegExp(`^[${ATEXT}]+(?:\\.[${ATEXT}]+)*$`, "u");
const DOT_ATOM_TEXT_INTL = new RegExp(`^[${ATEXT_INTL}]+(?:\\.[${ATEXT_INTL}]+)*$`, "u");
const ATEXT_DOT = new RegExp(`^[.${ATEXT}]$`);
const ATEXT_INTL_DOT = new RegExp(`^[.${ATEXT_INTL}]$`, "u");
const ATEXT_HOSTNAME_INTL = /^[a-zA-Z0-9\-.\u{80}-\u{10FFFF}]$/u;
const HOSTNAME_LABEL = "(?:(?:[a-zA-Z0-9][a-zA-Z0-9\\-]*)?[a-zA-Z0-9])";
const DOT_ATOM_TEXT_HOSTNAME = new RegExp(`^${HOSTNAME_LABEL}(?:\\.${HOSTNAME_LABEL})*$`);
const DOMAIN_LITERAL_CHARS = /^[\u0021-\u00FA\u005E-\u007E]$/u;

export const DOMAIN_MAX_LENGTH = 253;
export const DNS_LABEL_LENGTH_LIMIT = 63;
/** email_validator.SPECIAL_USE_DOMAIN_NAMES; "example.com" & co. are deliberately not in it. */
export const SPECIAL_USE_DOMAIN_NAMES = ["arpa", "invalid", "local", "localhost", "onion", "test"] as const;

const fail = (reason: string): never => {
  throw new EmailSyntaxError(reason);
};

export type SplitEmail = {
  displayName?: string;
  localPart: string;
  unquotedLocal: string;
  isQuoted: boolean;
  domain: string;
};

/** Splits at the first unquoted special that no following character combines with. */
function splitAtUnquotedSpecial(text: string, specials: string): [string, string] {
  const chars = Array.from(text);
  let insideQuote = false;
  let escaped = false;
  let left = "";
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] ?? "";
    const combined = Array.from(
      chars
        .slice(i, i + 32)
        .join("")
        .normalize("NFC"),
    )[0];
    if (combined !== char) {
      left += char;
    } else if (insideQuote) {
      left += char;
      if (char === "\\" && !escaped) escaped = true;
      else if (char === '"' && !escaped) [insideQuote, escaped] = [false, false];
      else escaped = false;
    } else if (char === '"') {
      left += char;
      insideQuote = true;
    } else if (specials.includes(char)) {
      break;
    } else {
      left += char;
    }
  }
  if (left.length === text.length) {
    if (text.includes("＠"))
      fail('The email address has the "full-width" at-sign (@) character instead of a regular at-sign.');
    if (text.includes("﹫"))
      fail('The email address has the "small commercial at" character instead of a regular at-sign.');
    fail("An email address must have an @-sign.");
  }
  return [left, text.slice(left.length)];
}

function unquoteQuotedString(text: string): [string, boolean] {
  const chars = Array.from(text);
  let quoted = false;
  let escaped = false;
  let value = "";
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] ?? "";
    if (!quoted) {
      if (i === 0 && char === '"') quoted = true;
      else value += char;
    } else if (escaped) {
      value += char;
      escaped = false;
    } else if (char === "\\") {
      escaped = true;
    } else if (char === '"') {
      if (i !== chars.length - 1) {
        fail(
          `Extra character(s) found after close quote: ${chars
            .slice(i + 1)
            .map(safeCharacterDisplay)
            .join(", ")}`,
        );
      }
      break;
    } else {
      value += char;
    }
  }
  return [value, quoted];
}

export function splitEmail(email: string): SplitEmail {
  let [left, right] = splitAtUnquotedSpecial(email, "@<");
  let displayName: string | undefined;
  if (right.startsWith("<")) {
    const [name, isNameQuoted] = unquoteQuotedString(left.trimEnd());
    if (!isNameQuoted) {
      const bad = badCharacters(name, (c) => (ATEXT_DOT.test(c) || c === " ") && c !== ".");
      if (bad) fail(`The display name contains invalid characters when not quoted: ${bad}.`);
    }
    const unsafe = unsafeCharactersReason(name, true);
    if (unsafe) fail(unsafe);
    if (!right.includes(">")) {
      fail(
        "An open angle bracket at the start of the email address has to be followed by a close angle bracket at the end.",
      );
    }
    right = right.replace(/ +$/, "");
    if (!right.endsWith(">")) fail("There can't be anything after the email address.");
    displayName = name;
    [left, right] = splitAtUnquotedSpecial(right.slice(1, -1), "@");
  }
  const domain = right.startsWith("@") ? right.slice(1) : right;
  const [unquotedLocal, isQuoted] = unquoteQuotedString(left);
  return { displayName, localPart: left, unquotedLocal, isQuoted, domain };
}

function checkDotAtom(label: string, startText: string, endText: string, isHostname: boolean): void {
  if (label.endsWith(".")) fail(endText.replace("{}", "period"));
  if (label.startsWith(".")) fail(startText.replace("{}", "period"));
  if (label.includes("..")) fail("An email address cannot have two periods in a row.");
  if (!isHostname) return;
  if (label.endsWith("-")) fail(endText.replace("{}", "hyphen"));
  if (label.startsWith("-")) fail(startText.replace("{}", "hyphen"));
  if (label.includes(".-") || label.includes("-.")) {
    fail("An email address cannot have a period and a hyphen next to each other.");
  }
}

export type LocalPartInfo = { localPart: string; asciiLocalPart?: string };

/** validate_email_local_part with allow_smtputf8=True, allow_empty_local=False, strict=False. */
export function validateLocalPart(local: string, isQuoted: boolean): LocalPartInfo {
  if (local.length === 0) fail("There must be something before the @-sign.");
  if (DOT_ATOM_TEXT.test(local)) return { localPart: local, asciiLocalPart: local };
  if (DOT_ATOM_TEXT_INTL.test(local) || isQuoted) {
    const isDotAtom = DOT_ATOM_TEXT_INTL.test(local);
    if (!isDotAtom) {
      const bad = badCharacters(local, (c) => /^[\u0020-\u007E\u{80}-\u{10FFFF}]$/u.test(c));
      if (bad) fail(`The email address contains invalid characters in quotes before the @-sign: ${bad}.`);
    }
    const unsafe = unsafeCharactersReason(local, !isDotAtom);
    if (unsafe) fail(unsafe);
    const isAscii = /^[\u0020-\u007E]*$/.test(local);
    const normalized = isDotAtom ? local : `"${local.replace(/(["\\])/g, "\\$1")}"`;
    return { localPart: normalized, asciiLocalPart: isAscii ? normalized : undefined };
  }
  const bad = badCharacters(local, (c) => ATEXT_INTL_DOT.test(c));
  if (bad) fail(`The email address contains invalid characters before the @-sign: ${bad}.`);
  checkDotAtom(
    local,
    "An email address cannot start with a {}.",
    "An email address cannot have a {} immediately before the @-sign.",
    false,
  );
  return fail("The email address contains invalid characters before the @-sign.");
}

/** validate_email_domain_literal, reduced to the reasons reachable when literals are not allowed. */
export function rejectDomainLiteral(literal: string): never {
  if (/^[0-9.]+$/.test(literal) || literal.slice(0, 5).toLowerCase() === "ipv6:") {
    fail("A bracketed IP address after the @-sign is not allowed here.");
  }
  if (!literal.includes(":")) {
    fail("The part after the @-sign in brackets is not an IPv4 address and has no address literal tag.");
  }
  const bad = badCharacters(literal, (c) => DOMAIN_LITERAL_CHARS.test(c));
  if (bad) fail(`The part after the @-sign contains invalid characters in brackets: ${bad}.`);
  return fail("The part after the @-sign contains an invalid address literal tag in brackets.");
}

/** An approximation of idna.uts46_remap: NFKC with case folding and the ideographic full stops. */
const uts46Remap = (domain: string): string =>
  domain
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[。．｡]/g, ".");

/** Runs an idna step, turning its error into email-validator's wording. */
function withIdnaErrors<T>(step: () => T, reasonOf: (message: string) => string): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof IdnaError) return fail(reasonOf(error.message));
    throw error;
  }
}

function toAsciiDomain(domain: string): string {
  if (DOT_ATOM_TEXT_HOSTNAME.test(domain)) return domain;
  const ascii = withIdnaErrors(
    () => domain.split(".").map(alabel).join("."),
    (message) => `The part after the @-sign is invalid (${message}).`,
  );
  if (!DOT_ATOM_TEXT_HOSTNAME.test(ascii)) {
    fail("The email address contains invalid characters after the @-sign after IDNA encoding.");
  }
  return ascii;
}

function checkDomainLengths(ascii: string, original: string): void {
  if (ascii.length > DOMAIN_MAX_LENGTH) {
    if (ascii === original)
      fail(`The email address is too long after the @-sign ${lengthReason(ascii, DOMAIN_MAX_LENGTH)}.`);
    const diff = ascii.length - DOMAIN_MAX_LENGTH;
    fail(
      `The email address is too long after the @-sign (${diff} byte${diff === 1 ? "" : "s"} too many after IDNA encoding).`,
    );
  }
  for (const label of ascii.split(".")) {
    if (label.length > DNS_LABEL_LENGTH_LIMIT) {
      fail(
        `After the @-sign, periods cannot be separated by so many characters ${lengthReason(label, DNS_LABEL_LENGTH_LIMIT)}.`,
      );
    }
  }
}

function checkDeliverableName(ascii: string): void {
  if (!ascii.includes(".")) fail("The part after the @-sign is not valid. It should have a period.");
  if (!/[A-Za-z]$/.test(ascii))
    fail("The part after the @-sign is not valid. It is not within a valid top-level domain.");
  if (SPECIAL_USE_DOMAIN_NAMES.some((name) => ascii === name || ascii.endsWith(`.${name}`))) {
    fail("The part after the @-sign is a special-use or reserved name that cannot be used with email.");
  }
}

function decodeIdna(ascii: string): string {
  const domain = withIdnaErrors(
    () => ascii.split(".").map(ulabel).join("."),
    (message) => `The part after the @-sign is not valid IDNA (${message}).`,
  );
  const invalid = badCharacters(domain, (c) => ATEXT_HOSTNAME_INTL.test(c));
  if (invalid) fail(`The part after the @-sign contains invalid characters: ${invalid}.`);
  const unsafe = unsafeCharactersReason(domain);
  if (unsafe) fail(unsafe);
  return domain;
}

export type DomainInfo = { domain: string; asciiDomain: string };

/** validate_email_domain_name with test_environment=False, globally_deliverable=True. */
export function validateDomainName(input: string): DomainInfo {
  if (Array.from(input).length > DOMAIN_MAX_LENGTH) {
    fail(`The email address is too long after the @-sign ${lengthReason(input, DOMAIN_MAX_LENGTH)}.`);
  }
  const invalid = badCharacters(input, (c) => ATEXT_HOSTNAME_INTL.test(c));
  if (invalid) fail(`The part after the @-sign contains invalid characters: ${invalid}.`);
  const unsafe = unsafeCharactersReason(input);
  if (unsafe) fail(unsafe);
  const nonUts46 = badCharacters(input, isUts46ValidChar);
  if (nonUts46) fail(`The part after the @-sign contains invalid characters: ${nonUts46}.`);
  const domain = uts46Remap(input);
  const remapped = badCharacters(domain, (c) => ATEXT_HOSTNAME_INTL.test(c));
  if (remapped)
    fail(`The part after the @-sign contains invalid characters after Unicode normalization: ${remapped}.`);
  checkDotAtom(
    domain,
    "An email address cannot have a {} immediately after the @-sign.",
    "An email address cannot end with a {}.",
    true,
  );
  if (domain.split(".").some((label) => /^(?!xn)..--/i.test(label))) {
    fail(
      "An email address cannot have two letters followed by two dashes immediately after the @-sign or after a period, except Punycode.",
    );
  }
  const asciiDomain = toAsciiDomain(domain);
  checkDomainLengths(asciiDomain, input);
  checkDeliverableName(asciiDomain);
  if (!asciiDomain.includes("xn--")) return { domain: asciiDomain, asciiDomain };
  return { domain: decodeIdna(asciiDomain), asciiDomain };
}
