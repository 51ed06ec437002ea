import {
  fail,
  ok,
  type PydanticError,
  type PydanticField,
  plural,
  pydanticField,
  type Validation,
  withReason,
} from "./core";
import { codePointLength } from "./scalars";

/** Pydantic's HttpUrl default `max_length`. */
export const HTTP_URL_MAX_LENGTH = 2083;

/** Display strings of the Rust `url` crate's ParseError, which Pydantic reports as ctx.error. */
export const URL_PARSE_ERRORS = {
  empty: "input is empty",
  relativeWithoutBase: "relative URL without a base",
  emptyHost: "empty host",
  idna: "invalid international domain name",
  port: "invalid port number",
  ipv4: "invalid IPv4 address",
  ipv6: "invalid IPv6 address",
  domainCharacter: "invalid domain character",
} as const;

const SPECIAL_SCHEMES = new Set(["http", "https", "ws", "wss", "ftp", "file"]);

export const URL_TYPE: PydanticError = { type: "url_type", msg: "URL input should be a string or URL" };
export const URL_SCHEME: PydanticError = {
  type: "url_scheme",
  msg: "URL scheme should be 'http' or 'https'",
  ctx: { expected_schemes: "'http' or 'https'" },
};
const urlParsing = (reason: string) => withReason("url_parsing", "Input should be a valid URL", reason);
const urlTooLong = (maxLength: number): PydanticError => ({
  type: "url_too_long",
  msg: `URL should have at most ${maxLength} ${plural(maxLength, "character")}`,
  ctx: { max_length: maxLength },
});

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the WHATWG forbidden host code points include C0 controls
const FORBIDDEN_HOST_CHARS = /[\u0000-\u0020#%/:<>?@[\\\]^|\u007f]/;
// Hosts of non-special schemes are opaque: percent signs and non-ASCII are fine, these are not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is a forbidden host code point
const FORBIDDEN_OPAQUE_HOST_CHARS = /[\u0000\t\n\r #/:<>?@[\\\]^|]/;

/** WHATWG pre-processing: strip leading/trailing C0 controls and spaces, drop tabs and newlines. */
const preprocess = (input: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: WHATWG strips leading and trailing C0 controls
  input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");

function percentDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The last label is numeric, so the WHATWG host parser treats the host as IPv4. */
function endsInNumber(host: string): boolean {
  const labels = host.split(".");
  if (labels[labels.length - 1] === "" && labels.length > 1) labels.pop();
  return /^(?:\d+|0[xX][0-9A-Fa-f]*)$/.test(labels[labels.length - 1] ?? "");
}

/** The WHATWG parser (the spec the Rust crate implements too) accepts this host on its own. */
function isParsableHost(host: string): boolean {
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

type Authority = { host: string; port?: string; hasUserInfo: boolean };

function hostReason({ host, port, hasUserInfo }: Authority, isSpecial: boolean): string | undefined {
  if (host.startsWith("[")) return isParsableHost(host) ? undefined : URL_PARSE_ERRORS.ipv6;
  if (!isSpecial) {
    if (host === "" && (port !== undefined || hasUserInfo)) return URL_PARSE_ERRORS.emptyHost;
    return FORBIDDEN_OPAQUE_HOST_CHARS.test(host) ? URL_PARSE_ERRORS.domainCharacter : undefined;
  }
  if (host === "") return URL_PARSE_ERRORS.emptyHost;
  if (isParsableHost(host)) return undefined;
  const decoded = percentDecode(host);
  if (FORBIDDEN_HOST_CHARS.test(decoded)) return URL_PARSE_ERRORS.idna;
  return endsInNumber(decoded) ? URL_PARSE_ERRORS.ipv4 : URL_PARSE_ERRORS.idna;
}

function portReason(port: string | undefined): string | undefined {
  if (port === undefined || port === "") return undefined;
  return /^\d+$/.test(port) && Number(port) <= 65_535 ? undefined : URL_PARSE_ERRORS.port;
}

function splitHostAndPort(hostAndPort: string): { host: string; port?: string } {
  if (hostAndPort.startsWith("[")) {
    const close = hostAndPort.indexOf("]");
    if (close < 0) return { host: hostAndPort };
    const rest = hostAndPort.slice(close + 1);
    // Anything but ":port" after "]" makes the whole bracketed host invalid.
    if (rest !== "" && !rest.startsWith(":")) return { host: hostAndPort };
    return { host: hostAndPort.slice(0, close + 1), port: rest === "" ? undefined : rest.slice(1) };
  }
  const colon = hostAndPort.indexOf(":");
  if (colon < 0) return { host: hostAndPort };
  return { host: hostAndPort.slice(0, colon), port: hostAndPort.slice(colon + 1) };
}

/** Why the parser rejected `input`, checked in the order the Rust `url` crate fails (host before port). */
function parseFailureReason(input: string): string {
  const text = preprocess(input);
  const scheme = SCHEME.exec(text);
  if (!scheme) return URL_PARSE_ERRORS.relativeWithoutBase;
  const afterScheme = text.slice(scheme[0].length).replace(/^[/\\]*/, "");
  const authority = afterScheme.split(/[/\\?#]/, 1)[0] ?? "";
  const at = authority.lastIndexOf("@");
  const parts: Authority = { ...splitHostAndPort(authority.slice(at + 1)), hasUserInfo: at >= 0 };
  const isSpecial = SPECIAL_SCHEMES.has((scheme[1] ?? "").toLowerCase());
  return hostReason(parts, isSpecial) ?? portReason(parts.port) ?? URL_PARSE_ERRORS.idna;
}

/** Pydantic's `url_scheme` error for `AnyUrl` with `allowed_schemes`, e.g. `['https']`. */
export const urlSchemeError = (schemes: readonly string[]): PydanticError => {
  const expected = schemes.map((scheme) => `'${scheme}'`).join(" or ");
  return { type: "url_scheme", msg: `URL scheme should be ${expected}`, ctx: { expected_schemes: expected } };
};

function toHttpUrl(input: unknown, maxLength: number, schemes?: readonly string[]): Validation<string> {
  if (typeof input !== "string") return fail(URL_TYPE);
  // The bound is on what the client sent, in characters (code points), as the document's maxLength counts them
  // (Pydantic counts UTF-8 bytes, refusing some URLs its own JSON Schema allows); the normalized URL that is
  // stored may be longer ("https://example.com" gains a "/", a space becomes "%20").
  if (codePointLength(input) > maxLength) return fail(urlTooLong(maxLength));
  if (input === "") return fail(urlParsing(URL_PARSE_ERRORS.empty));
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return fail(urlParsing(parseFailureReason(input)));
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return fail(schemes ? urlSchemeError(schemes) : URL_SCHEME);
  if (schemes && !schemes.includes(url.protocol.slice(0, -1))) return fail(urlSchemeError(schemes));
  return ok(url.href);
}

/**
 * Pydantic `HttpUrl`: http/https URLs with a host, at most `maxLength` characters as sent (code points, as JSON
 * Schema counts; Pydantic counts bytes). Returns the WHATWG-normalized URL (lower-cased scheme and host, default
 * port dropped, "/" path for a bare host, non-ASCII and spaces percent-encoded), which may be longer.
 */
export function httpUrl(
  options: { maxLength?: number; schemes?: readonly ("http" | "https")[] } = {},
): PydanticField<string> {
  const maxLength = options.maxLength ?? HTTP_URL_MAX_LENGTH;
  return pydanticField<string>({
    validate: (input) => toHttpUrl(input, maxLength, options.schemes),
    jsonSchema: { type: "string", format: "uri", minLength: 1, maxLength },
  });
}
