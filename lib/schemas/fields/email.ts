import { fail, ok, type PydanticField, pydanticField, type Validation } from "./core";
import { lengthReason } from "./email-chars";
import {
  EmailSyntaxError,
  rejectDomainLiteral,
  splitEmail,
  validateDomainName,
  validateLocalPart,
} from "./email-syntax";
import { STRING_TYPE } from "./scalars";

/** pydantic.networks.MAX_EMAIL_LENGTH */
export const MAX_EMAIL_LENGTH = 2048;
export const EMAIL_MAX_LENGTH = 254;

// RFC 2142 mailbox names that email-validator lower-cases.
const CASE_INSENSITIVE_MAILBOX_NAMES = new Set([
  "info",
  "marketing",
  "sales",
  "support",
  "abuse",
  "noc",
  "security",
  "postmaster",
  "hostmaster",
  "usenet",
  "news",
  "webmaster",
  "www",
  "uucp",
  "ftp",
]);

// pydantic's pretty_email_regex: "Display Name <addr>" is reduced to addr before email-validator runs.
const NAME_CHARS = "[\\p{L}\\p{N}_!#$%&'*+\\-/=?^_`{|}~]";
const PRETTY_EMAIL = new RegExp(
  `^\\s*(?:(?:${NAME_CHARS}+\\s+)*${NAME_CHARS}+|"[\\s\\S]+")?\\s*<(.+)>\\s*$`,
  "u",
);

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

/** email-validator `validate_email_length`: the original, normalized and ASCII forms, in UTF-8 bytes. */
function checkTotalLength(forms: [string, string | undefined][]): void {
  for (const [address, context] of forms) {
    const chars = Array.from(address);
    const bytes = utf8Length(address);
    const diff = bytes - EMAIL_MAX_LENGTH;
    if (diff <= 0) continue;
    const s = diff > 1 ? "s" : "";
    let reason: string;
    if (context !== undefined) {
      reason = `${context} (${diff} byte${s} too many)`;
    } else if (chars.length === bytes) {
      reason = lengthReason(address, EMAIL_MAX_LENGTH);
    } else {
      const maxBytesPerChar = Math.max(...chars.map(utf8Length));
      const minChars = Math.max(1, Math.floor(diff / maxBytesPerChar));
      reason =
        minChars === diff
          ? `(${diff} character${s} too many)`
          : `(${minChars}-${diff} character${s} too many)`;
    }
    throw new EmailSyntaxError(`The email address is too long ${reason}.`);
  }
}

/** email_validator.validate_email(check_deliverability=False) → the normalized address. */
export function normalizeEmailAddress(email: string): string {
  const parts = splitEmail(email);
  let local = validateLocalPart(parts.unquotedLocal, parts.isQuoted);
  const nfcLocal = parts.unquotedLocal.normalize("NFC");
  if (nfcLocal !== parts.unquotedLocal) {
    try {
      local = validateLocalPart(nfcLocal, parts.isQuoted);
    } catch (error) {
      throw new EmailSyntaxError(`After Unicode normalization: ${(error as Error).message}`);
    }
  }
  if (parts.isQuoted) throw new EmailSyntaxError("Quoting the part before the @-sign is not allowed here.");
  if (
    local.asciiLocalPart !== undefined &&
    CASE_INSENSITIVE_MAILBOX_NAMES.has(local.asciiLocalPart.toLowerCase())
  ) {
    local = { localPart: local.localPart.toLowerCase(), asciiLocalPart: local.asciiLocalPart.toLowerCase() };
  }
  if (parts.domain.length === 0) throw new EmailSyntaxError("There must be something after the @-sign.");
  if (parts.domain.startsWith("[") && parts.domain.endsWith("]"))
    rejectDomainLiteral(parts.domain.slice(1, -1));
  const domain = validateDomainName(parts.domain);
  const normalized = `${local.localPart}@${domain.domain}`;
  checkTotalLength([
    [`${parts.localPart}@${parts.domain}`, undefined],
    [normalized, "after normalization"],
    [
      `${local.asciiLocalPart ?? local.localPart}@${domain.asciiDomain}`,
      "when the part after the @-sign is converted to IDNA ASCII",
    ],
  ]);
  if (parts.displayName !== undefined) {
    throw new EmailSyntaxError(
      "A display name and angle brackets around the email address are not permitted here.",
    );
  }
  return normalized;
}

const emailError = (reason: string) => ({
  type: "value_error",
  msg: `value is not a valid email address: ${reason}`,
  ctx: { reason },
});

function toEmail(input: unknown): Validation<string> {
  if (typeof input !== "string") return fail(STRING_TYPE);
  if (Array.from(input).length > MAX_EMAIL_LENGTH)
    return fail(emailError(`Length must not exceed ${MAX_EMAIL_LENGTH} characters`));
  const address = (PRETTY_EMAIL.exec(input)?.[1] ?? input).trim();
  try {
    return ok(normalizeEmailAddress(address));
  } catch (error) {
    if (error instanceof EmailSyntaxError) return fail(emailError(error.message));
    throw error;
  }
}

/**
 * Pydantic `EmailStr`: email-validator syntax rules without DNS; returns the normalized address
 * (domain lower-cased / IDNA-decoded, local part kept as typed).
 */
export function email(): PydanticField<string> {
  return pydanticField<string>({ validate: toEmail, jsonSchema: { type: "string", format: "email" } });
}
