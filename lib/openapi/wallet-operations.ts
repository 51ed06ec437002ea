import { defineOperations } from "@/lib/openapi/operation";
import {
  APPLE_CERTIFICATE_ERROR_CODES,
  appleCertificateListSchema,
  appleCertificateParamsSchema,
  appleCertificateResponseSchema,
  GOOGLE_WALLET_CONFIG_ERROR_CODES,
  googleWalletConfigResponseSchema,
  googleWalletConfigSchema,
  uploadAppleCertificateSchema,
  WALLET_LIMITS,
  walletStateSchema,
} from "@/lib/schemas/wallet";

// Issue 18, decision 021: merchants' own wallet credentials. Keys are stored sealed and never answered.
const tags = ["Wallet settings"];
const NOT_SECRET =
  "Keys are stored encrypted (AES-256-GCM under the service's `WALLET_ENCRYPTION_KEY`) and never answered by any operation. App keys cannot use these operations (403 `APP_KEY_NOT_ALLOWED`).";
const codeList = Object.entries(APPLE_CERTIFICATE_ERROR_CODES)
  .map(([code, message]) => `\`${code}\` (${message})`)
  .join("; ");

export const WALLET_OPERATIONS = defineOperations({
  getWalletState: {
    method: "get",
    path: "/v2/wallet",
    summary: "The merchant's wallet configuration",
    description: `Apple: one entry per pass type identifier the merchant's programs use (or a certificate is still held for), with the state of the passes served now (decision 028): \`configured\`/\`expiring\`/\`expired\` when the merchant's certificate signs them; \`service\` when the service's own Pass Type ID certificate does (they then carry the service's pass type identifier and Team ID, see \`signing\`), which is what every program without a usable certificate of its own gets once the operator configured one; \`development\` when only the service's local development chain signs them, which real devices refuse (the card pages then offer the pass as a preview, not as "Add to Apple Wallet"). A stored certificate that does not sign says why in \`certificateIssue\` (also the certificate's \`issue\`). Google: \`not_configured\` (no "Add to Google Wallet" anywhere), \`service\` (signed by the service: its issuer and service account, from its configuration) or \`configured\` (the merchant's own, see \`PUT /v2/wallet/google\`). ${NOT_SECRET}`,
    tags,
    auth: "merchant",
    appKey: "deny",
    success: { status: 200, description: "The state", schema: walletStateSchema, name: "WalletState" },
  },
  uploadAppleCertificate: {
    method: "post",
    path: "/v2/wallet/apple/certificates",
    summary: "Upload a Pass Type ID certificate",
    description: `Multipart: either \`p12\` (the certificate with its private key, as Keychain exports it; legacy RC2/3DES and modern AES files are read) with its \`password\` (empty when it has none), or \`certificate\` and \`privateKey\` as PEM (file parts or plain fields; an encrypted key's passphrase in \`password\`). \`teamIdentifier\` is required and must be the certificate's (its subject OU); \`passTypeIdentifier\`, when given, must be the certificate's (its subject UID). The pass type must be used by one of the merchant's programs. The certificate applies to every program with that pass type identifier; uploading another for the same pass type replaces it. Refused with a 400 code, storing nothing: ${codeList}. \`CERTIFICATE_NOT_FROM_WWDR\` is checked when the service is configured with Apple's WWDR intermediate; without one, production refuses every upload (\`CERTIFICATE_UNVERIFIABLE\`), and elsewhere the certificate is stored with \`issue: WWDR_NOT_CONFIGURED\` and signs nothing until the WWDR is configured. Bodies over ${WALLET_LIMITS.uploadMaxBytes / 1024} KiB answer 413. ${NOT_SECRET}`,
    tags,
    auth: "merchant",
    maxBodyBytes: WALLET_LIMITS.uploadMaxBytes,
    appKey: "deny",
    body: {
      schema: uploadAppleCertificateSchema,
      name: "AppleCertificateUpload",
      mediaType: "multipart/form-data",
    },
    success: {
      status: 201,
      description: "The stored certificate's metadata",
      schema: appleCertificateResponseSchema,
      name: "AppleCertificate",
      hasLocation: true,
    },
    serviceErrorCodes: Object.keys(APPLE_CERTIFICATE_ERROR_CODES),
  },
  listAppleCertificates: {
    method: "get",
    path: "/v2/wallet/apple/certificates",
    summary: "List the Pass Type ID certificates",
    description: `One per pass type identifier, ordered by it. \`state\`: \`expiring\` within ${WALLET_LIMITS.expiringWithinDays} days of \`notAfter\`, \`expired\` after it. ${NOT_SECRET}`,
    tags,
    auth: "merchant",
    appKey: "deny",
    success: {
      status: 200,
      description: "The certificates",
      schema: appleCertificateListSchema,
      name: "AppleCertificateList",
    },
  },
  deleteAppleCertificate: {
    method: "delete",
    path: "/v2/wallet/apple/certificates/{certificateId}",
    summary: "Delete a Pass Type ID certificate",
    description:
      "Removes the certificate and its key. The pass type's passes are then signed as before one was uploaded (see `GET /v2/wallet`).",
    tags,
    auth: "merchant",
    appKey: "deny",
    params: appleCertificateParamsSchema,
    success: { status: 204, description: "Deleted" },
    errors: { 404: "No such certificate for this merchant (another merchant's is reported the same way)" },
  },
  setGoogleWalletConfig: {
    method: "put",
    path: "/v2/wallet/google",
    summary: "Set the merchant's own Google Wallet issuer",
    description: `\`issuerId\` from the Google Pay & Wallet Console; \`serviceAccount\` the service account's key JSON from Google Cloud (only \`client_email\` and \`private_key\` are kept; the key must be RSA in PKCS#8 PEM, else 400 \`GOOGLE_SERVICE_ACCOUNT_KEY_INVALID\`: ${GOOGLE_WALLET_CONFIG_ERROR_CODES.GOOGLE_SERVICE_ACCOUNT_KEY_INVALID}). Replaces what was saved before; from now on the merchant's passes use it instead of the service's. ${NOT_SECRET}`,
    tags,
    auth: "merchant",
    appKey: "deny",
    body: { schema: googleWalletConfigSchema, name: "GoogleWalletConfig" },
    success: {
      status: 200,
      description: "The configuration (never the key)",
      schema: googleWalletConfigResponseSchema,
      name: "GoogleWalletConfigState",
    },
    serviceErrorCodes: Object.keys(GOOGLE_WALLET_CONFIG_ERROR_CODES),
  },
  deleteGoogleWalletConfig: {
    method: "delete",
    path: "/v2/wallet/google",
    summary: "Remove the merchant's own Google Wallet issuer",
    description:
      "The service's configuration applies again, if it has one. Answers 204 also when nothing was saved.",
    tags,
    auth: "merchant",
    appKey: "deny",
    success: { status: 204, description: "Removed" },
  },
});
