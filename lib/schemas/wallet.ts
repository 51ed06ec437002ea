import { z } from "zod";
import { model, objectId, STRING_TYPE, str, text, uploadFile } from "@/lib/schemas/fields";
import { fail, ok, pydanticField } from "@/lib/schemas/fields/core";
import { PASS_TYPE_IDENTIFIER_PATTERN } from "@/lib/schemas/program";

export const WALLET_LIMITS = {
  /** A .p12 or a PEM pair is a few KiB; the whole multipart body may not exceed this (413 beyond). */
  uploadMaxBytes: 64 * 1024,
  passwordMaxLength: 1024,
  /** The dashboard warns this many days before a certificate expires. */
  expiringWithinDays: 30,
} as const;

/** Apple's Team ID: ten upper-case letters and digits (the Pass Type ID certificate's OU). */
export const TEAM_IDENTIFIER_PATTERN = "^[A-Z0-9]{10}$";
/** The Google Pay & Wallet Console's issuer number. */
export const GOOGLE_ISSUER_ID_PATTERN = "^\\d{1,30}$";

/** Codes of the 400 `{"detail":{"code","message"}}` answers of a certificate upload; nothing is stored then. */
export const APPLE_CERTIFICATE_ERROR_CODES = {
  CERTIFICATE_MISSING:
    "Send either a .p12 file (`p12`, with its `password`) or a PEM certificate and private key (`certificate` and `privateKey`)",
  CERTIFICATE_PASSWORD_WRONG: "The password does not open this .p12 file",
  CERTIFICATE_UNREADABLE: "This is not a certificate this service can read (a .p12 file, or PEM text)",
  CERTIFICATE_KEY_MISSING: "The .p12 file holds no private key; export the certificate together with its key",
  PRIVATE_KEY_UNREADABLE: "The private key is not a PEM private key (or its password is wrong)",
  CERTIFICATE_KEY_MISMATCH: "The private key does not belong to the certificate",
  CERTIFICATE_NOT_PASS_TYPE_ID:
    "This is not a Pass Type ID certificate (its subject names no pass type identifier and Team ID)",
  CERTIFICATE_EXPIRED: "The certificate has expired",
  CERTIFICATE_NOT_YET_VALID: "The certificate is not valid yet",
  CERTIFICATE_NOT_FROM_WWDR:
    "The certificate was not issued by the Apple WWDR intermediate this service is configured with",
  CERTIFICATE_UNVERIFIABLE:
    "This service cannot verify certificates yet: its operator has not configured Apple's WWDR intermediate (APPLE_WWDR_CERTIFICATE), and in production an unverified certificate is not stored",
  CERTIFICATE_TEAM_MISMATCH: "The certificate belongs to another Team ID than the one named",
  CERTIFICATE_PASS_TYPE_MISMATCH: "The certificate is for another pass type identifier than the one named",
  CERTIFICATE_PASS_TYPE_UNUSED:
    "None of the merchant's programs uses this certificate's pass type identifier; create the program first",
} as const;
export type AppleCertificateErrorCode = keyof typeof APPLE_CERTIFICATE_ERROR_CODES;

export const GOOGLE_WALLET_CONFIG_ERROR_CODES = {
  GOOGLE_SERVICE_ACCOUNT_KEY_INVALID:
    "`serviceAccount.private_key` is not an RSA private key in PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`)",
} as const;

/** A PEM part of the upload: a file part or a plain form field, read as text either way. */
const pemText = () =>
  pydanticField<string>({
    validate: (input) => {
      if (typeof input === "string") return ok(input);
      if (typeof input === "object" && input !== null && (input as { kind?: unknown }).kind === "file")
        return ok(new TextDecoder().decode((input as { bytes: Uint8Array }).bytes));
      return fail(STRING_TYPE);
    },
    jsonSchema: { type: "string", description: "PEM text, as a file part or a plain field" },
  });

export const passTypeIdentifierField = () => str({ pattern: PASS_TYPE_IDENTIFIER_PATTERN, maxLength: 255 });

/** Multipart body of `POST /v2/wallet/apple/certificates`. */
export const uploadAppleCertificateSchema = model({
  p12: uploadFile()
    .optional()
    .meta({ description: "The Pass Type ID certificate with its private key, as exported from Keychain" }),
  password: str({ maxLength: WALLET_LIMITS.passwordMaxLength })
    .optional()
    .meta({ description: "The .p12's password (or an encrypted PEM key's); empty when it has none" }),
  certificate: pemText().optional(),
  privateKey: pemText().optional(),
  teamIdentifier: str({ pattern: TEAM_IDENTIFIER_PATTERN }).meta({
    description: "The Apple Developer Team ID; must be the certificate's (its subject's OU)",
    example: "ABCDE12345",
  }),
  passTypeIdentifier: passTypeIdentifierField()
    .optional()
    .meta({ description: "When given, the certificate must be for this pass type identifier" }),
});
export type UploadAppleCertificateInput = z.output<typeof uploadAppleCertificateSchema>;

/** The fields of the upload form besides the files (the form and the API share them). */
export const appleCertificateFormSchema = uploadAppleCertificateSchema.pick({
  password: true,
  teamIdentifier: true,
});

export const appleCertificateParamsSchema = model({ certificateId: objectId() });

export const CERTIFICATE_STATES = ["configured", "expiring", "expired"] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/**
 * Why a stored certificate does not sign passes (its pass type's passes are then signed by the service or the
 * development chain): no WWDR to verify it, not issued by the configured WWDR, or no configured key opens it.
 */
export const CERTIFICATE_ISSUES = ["WWDR_NOT_CONFIGURED", "NOT_FROM_WWDR", "UNREADABLE"] as const;
export type CertificateIssue = (typeof CERTIFICATE_ISSUES)[number];
const certificateIssueField = () =>
  z.enum(CERTIFICATE_ISSUES).nullable().meta({
    description:
      "null: the certificate signs this pass type's passes. Else why it does not (they are signed as `signing` says): `WWDR_NOT_CONFIGURED` the service has no Apple WWDR intermediate to verify it with (`APPLE_WWDR_CERTIFICATE`); `NOT_FROM_WWDR` it was not issued by the configured one; `UNREADABLE` no configured key opens it (upload it again)",
  });

export const appleCertificateResponseSchema = z.object({
  id: z.string(),
  passTypeIdentifier: z.string().meta({ description: "From the certificate's subject UID" }),
  teamIdentifier: z.string().meta({ description: "From the certificate's subject OU" }),
  subjectCommonName: z.string(),
  issuerCommonName: z.string().nullable(),
  serialNumber: z.string().meta({ description: "Hexadecimal" }),
  fingerprintSha256: z
    .string()
    .meta({ description: "SHA-256 of the certificate (DER), colon-separated hex" }),
  notBefore: z.iso.datetime(),
  notAfter: z.iso.datetime(),
  state: z.enum(CERTIFICATE_STATES).meta({
    description: `\`expiring\`: within ${WALLET_LIMITS.expiringWithinDays} days of \`notAfter\`; \`expired\`: past it`,
  }),
  issue: certificateIssueField(),
  createdAt: z.iso.datetime(),
});
export type AppleCertificateDto = z.output<typeof appleCertificateResponseSchema>;
export const appleCertificateListSchema = z.object({ items: z.array(appleCertificateResponseSchema) });

export const APPLE_PASS_TYPE_STATES = ["development", "service", ...CERTIFICATE_STATES] as const;
export type ApplePassTypeState = (typeof APPLE_PASS_TYPE_STATES)[number];
/** Who signs a pass: the merchant's own certificate, the service's (the operator's), or the development chain. */
export const PASS_SIGNERS = ["merchant", "service", "development"] as const;
export type PassSignedBy = (typeof PASS_SIGNERS)[number];
export const GOOGLE_WALLET_STATES = ["not_configured", "service", "configured"] as const;

export const walletStateSchema = z.object({
  apple: z.object({
    passTypes: z.array(
      z.object({
        passTypeIdentifier: z.string(),
        programs: z.array(z.object({ id: z.string(), name: z.string() })).meta({
          description: "The merchant's programs using it (empty: a certificate left from a deleted one)",
        }),
        state: z.enum(APPLE_PASS_TYPE_STATES).meta({
          description:
            "The state of the passes served now. `development`: signed with the service's local development chain, which no device accepts (no usable certificate of the merchant's, none of the service's); `service`: signed by the service's own Pass Type ID certificate, under its pass type identifier and Team ID (see `signing`); `configured`/`expiring`/`expired`: signed with the merchant's certificate (see `certificate`)",
        }),
        signing: z
          .object({
            signedBy: z.enum(PASS_SIGNERS),
            passTypeIdentifier: z.string(),
            teamIdentifier: z.string(),
            expiresAt: z.iso.datetime().meta({ description: "When the signing certificate expires" }),
          })
          .meta({
            description:
              "What new passes of these programs carry: `passTypeIdentifier` and `teamIdentifier` are the signing certificate's (the service's own when `signedBy` is `service`)",
          }),
        certificate: appleCertificateResponseSchema.nullable(),
        certificateIssue: certificateIssueField(),
      }),
    ),
  }),
  google: z.object({
    state: z.enum(GOOGLE_WALLET_STATES).meta({
      description:
        "`service`: signed by the service: its own issuer and service account (environment); `configured`: the merchant's own, which wins",
    }),
    issuerId: z.string().nullable(),
    clientEmail: z.string().nullable(),
    updatedAt: z.iso.datetime().nullable().meta({ description: "When the merchant's own was saved" }),
  }),
});
export type WalletStateDto = z.output<typeof walletStateSchema>;

/** Body of `PUT /v2/wallet/google`: the issuer and the service account's key JSON as Google Cloud hands it out. */
export const googleWalletConfigSchema = model({
  issuerId: str({ pattern: GOOGLE_ISSUER_ID_PATTERN }).meta({ example: "3388000000012345678" }),
  serviceAccount: model({
    client_email: text({ minLength: 3, maxLength: 320 }),
    private_key: str({ minLength: 1, maxLength: 16 * 1024 }),
  }).meta({ description: "The key file's JSON; other fields are ignored, only these two are kept" }),
});
export type GoogleWalletConfigInput = z.output<typeof googleWalletConfigSchema>;

export const googleWalletConfigResponseSchema = walletStateSchema.shape.google;
export type GoogleWalletConfigDto = z.output<typeof googleWalletConfigResponseSchema>;
