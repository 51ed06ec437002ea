import { z } from "zod";
import { COUNTRY_CODES } from "@/lib/schemas/countries";
import { dateTime, email, model, objectId, str, text } from "@/lib/schemas/fields";

export const SIGNUP_LIMITS = {
  passwordHash: { minLength: 10, maxLength: 200 },
  name: { minLength: 1, maxLength: 200 },
  company: { minLength: 1, maxLength: 200 },
  country: { minLength: 2, maxLength: 2 },
  utm: { maxLength: 200 },
  ip: { maxLength: 64 },
} as const;

export const SIGNUP_RATE_LIMIT = { name: "signup-pending", limit: 20, windowSeconds: 60 } as const;
export const SIGNUP_ACTIVATE_RATE_LIMIT = { name: "signup-activate", limit: 20, windowSeconds: 60 } as const;
export const VERIFICATION_CODE_PATTERN = "^[0-9]{6}$";

export const consentSchema = model({
  tosAt: dateTime().meta({ description: "When the Terms of Service box was ticked" }),
  dpaAt: dateTime().meta({ description: "When the Data Processing Agreement box was ticked" }),
  privacyAt: dateTime().meta({ description: "When the Privacy Policy box was ticked" }),
  ip: str({ maxLength: SIGNUP_LIMITS.ip.maxLength })
    .meta({ anyOf: [{ format: "ipv4" }, { format: "ipv6" }] })
    .nullish()
    .meta({
      description:
        "An IPv4 address (dotted quad) or an IPv6 address; anything else is 400 `INVALID_CONSENT_IP`. Stored truncated to /24 (IPv4) or /48 (IPv6). When absent, the request's address is used, truncated.",
      examples: ["203.0.113.77", "2001:db8::1"],
    }),
});

export const utmSchema = model({
  source: text(SIGNUP_LIMITS.utm).nullish(),
  medium: text(SIGNUP_LIMITS.utm).nullish(),
  campaign: text(SIGNUP_LIMITS.utm).nullish(),
});

export const pendingSignupSchema = model({
  email: email(),
  passwordHash: str(SIGNUP_LIMITS.passwordHash).meta({
    description:
      "A password-equivalent secret chosen by the client; hashed again with argon2id before storage.",
  }),
  name: text(SIGNUP_LIMITS.name),
  company: text(SIGNUP_LIMITS.company),
  country: str(SIGNUP_LIMITS.country).meta({
    description:
      "ISO 3166-1 alpha-2 code, e.g. DE (case-insensitive, stored upper-case); any other two characters are 400 `INVALID_COUNTRY`.",
    enum: COUNTRY_CODES,
  }),
  consent: consentSchema,
  utm: utmSchema.nullish(),
});
export type PendingSignupInput = z.output<typeof pendingSignupSchema>;

export const pendingSignupResponseSchema = z.object({
  pendingId: z.string().meta({ description: "Id of the pending user record" }),
});

export const pendingIdParamsSchema = model({ pendingId: objectId() });

export const activateSignupSchema = model({
  code: str({ pattern: VERIFICATION_CODE_PATTERN }).meta({
    description: "The 6-digit code from the verification e-mail",
  }),
  password: str(SIGNUP_LIMITS.passwordHash).meta({
    description:
      "The `passwordHash` of the latest submission for this signup: proves the activation comes from whoever chose the password (docs/decisions/006).",
  }),
});

export const activateSignupResponseSchema = z.object({ userId: z.string(), email: z.string() });

/** Stable codes of the 400 answers; the UI maps each to a localized message. */
export const SIGNUP_ERROR_CODES = {
  EMAIL_ALREADY_REGISTERED: "An account with this e-mail address already exists.",
  INVALID_COUNTRY: "country is not an ISO 3166-1 alpha-2 code.",
  CONSENT_TIMESTAMP_IN_FUTURE: "A consent timestamp lies in the future.",
  INVALID_CONSENT_IP: "consent.ip is not an IPv4 or IPv6 address.",
  DISPOSABLE_EMAIL_DOMAIN: "E-mail addresses of disposable mailbox providers are not accepted.",
  INVALID_OR_EXPIRED_CODE: "The verification code is wrong, expired, or was already replaced by a newer one.",
  WRONG_PASSWORD: "The password is not the one chosen in the latest signup for this address.",
} as const;
export type SignupErrorCode = keyof typeof SIGNUP_ERROR_CODES;
