import { ServiceError } from "@/lib/errors/api-error";
import { truncateIp } from "@/lib/http/truncate-ip";
import { isCountryCode } from "@/lib/schemas/countries";
import { type PendingSignupInput, SIGNUP_ERROR_CODES, type SignupErrorCode } from "@/lib/schemas/signup";

/** Clocks of browsers drift; a consent stamped a little ahead of ours is not "in the future". */
export const CONSENT_CLOCK_SKEW_MS = 5 * 60 * 1000;

const DISPOSABLE_EMAIL_DOMAINS = new Set([
  "mailinator.com",
  "guerrillamail.com",
  "guerrillamail.net",
  "sharklasers.com",
  "10minutemail.com",
  "temp-mail.org",
  "tempmail.com",
  "yopmail.com",
  "trashmail.com",
  "getnada.com",
  "dispostable.com",
  "maildrop.cc",
  "throwawaymail.com",
  "fakeinbox.com",
  "mailnesia.com",
  "emailondeck.com",
  "burnermail.io",
  "mintemail.com",
  "spamgourmet.com",
  "mohmal.com",
]);

export const signupError = (code: SignupErrorCode) => new ServiceError(code, SIGNUP_ERROR_CODES[code]);

function isDisposableDomain(email: string): boolean {
  const labels = (email.split("@")[1] ?? "").split(".");
  // Sub-domains of a disposable provider count too (x.mailinator.com).
  return labels.some((_, index) => DISPOSABLE_EMAIL_DOMAINS.has(labels.slice(index).join(".")));
}

/**
 * The business rules a well-formed signup must pass, in a fixed order so a client always sees the same code
 * for the same input. Returns the values to store: upper-case country and the truncated consent address.
 */
export function applySignupRules({
  input,
  email,
  clientIp,
  at,
}: {
  input: PendingSignupInput;
  email: string;
  clientIp: string | null;
  at: Date;
}): { country: string; consentIp: string | null } {
  if (isDisposableDomain(email)) throw signupError("DISPOSABLE_EMAIL_DOMAIN");
  if (!isCountryCode(input.country)) throw signupError("INVALID_COUNTRY");
  const latestAllowed = at.getTime() + CONSENT_CLOCK_SKEW_MS;
  const { tosAt, dpaAt, privacyAt, ip } = input.consent;
  if ([tosAt, dpaAt, privacyAt].some((stamp) => stamp.getTime() > latestAllowed)) {
    throw signupError("CONSENT_TIMESTAMP_IN_FUTURE");
  }
  let consentIp: string | null = null;
  if (ip !== null && ip !== undefined) {
    consentIp = truncateIp(ip);
    if (!consentIp) throw signupError("INVALID_CONSENT_IP");
  } else if (clientIp) {
    consentIp = truncateIp(clientIp);
  }
  return { country: input.country.toUpperCase(), consentIp };
}
