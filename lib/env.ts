import { z } from "zod";
import { DEFAULT_IMAGE_MAX_BYTES } from "@/lib/passes/image-rules";
import { readWwdrCertificate } from "@/lib/services/wallet/apple/wwdr-certificate";

/** An empty variable (`NAME=` in a .env file) counts as not set. */
const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  MONGODB_URI: z
    .string()
    .min(1, "MONGODB_URI is required (tools/server.ts sets it for the embedded database)"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters"),
  AUTH_ISSUER: z.string().default("loyaltypass"),
  AUTH_AUDIENCE: z.string().default("loyaltypass-api"),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  // Number of reverse proxies in front of the app that append to X-Forwarded-For; 0 trusts none.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  MAX_JSON_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  // Largest accepted image upload (the file itself; the multipart body may add a little framing).
  IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_IMAGE_MAX_BYTES),
  SIGNUP_ABANDON_DAYS: z.coerce.number().int().min(1).default(7),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("LoyaltyPass <no-reply@loyaltypass.example.com>"),
  OUTBOX_DIR: z.string().default(".outbox"),
  PUBLIC_BASE_URL: z.string().optional(),
  // Gift cards and GDPR (issue 9): key of the HMACs that find a customer's cards without storing look-up
  // values in the audit trail; defaults to one derived from AUTH_SECRET. Changing it orphans stored hashes.
  PII_HASH_SECRET: z.string().min(32, "PII_HASH_SECRET must be at least 32 characters").optional(),
  // Minutes between runs of the retention purge inside the server; 0 turns the interval off.
  PURGE_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  // Webhooks (issue 19): "1" lets endpoints on loopback (127.0.0.0/8, ::1, localhost) receive deliveries,
  // with self-signed certificates, for local development and tests. Never in production.
  WEBHOOKS_ALLOW_LOCAL: z.enum(["0", "1"]).default("0"),
  // How often the server's outbox worker looks for due messages when nothing woke it.
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  // How long a process trusts a user it read (lib/auth/user-cache.ts, decision 004): disabling a user takes
  // effect on every process within this. 0 reads the user on every request.
  AUTH_USER_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  // One JSON line per /v2 request on stdout (lib/log/request-log.ts); the test runner turns it off.
  REQUEST_LOG: z.enum(["json", "off"]).default("json"),
  // "1" has the driver emit an event per database command (the shard-key check and the round-trip counts of
  // the benches listen to them); off in production, where nothing listens.
  MONGODB_MONITOR_COMMANDS: z.enum(["0", "1"]).default("0"),
  // Google Wallet (issue 18, decision 022): the service-wide issuer and service account. Both unset (or empty):
  // no Google call is made and no "Add to Google Wallet" link is offered. The service account is the key JSON
  // Google Cloud hands out, as the text itself or the path of a file holding it.
  GOOGLE_WALLET_ISSUER_ID: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(
        /^\d{1,30}$/,
        "GOOGLE_WALLET_ISSUER_ID is the issuer's number from the Google Pay & Wallet Console",
      )
      .optional(),
  ),
  GOOGLE_WALLET_SERVICE_ACCOUNT: z.preprocess(emptyAsUnset, z.string().optional()),
  GOOGLE_WALLET_API_URL: z.preprocess(
    emptyAsUnset,
    z.url().default("https://walletobjects.googleapis.com/walletobjects/v1"),
  ),
  GOOGLE_OAUTH_TOKEN_URL: z.preprocess(emptyAsUnset, z.url().default("https://oauth2.googleapis.com/token")),
  // Apple Wallet pushes (issue 18, decision 023): APNs' HTTP/2 provider API. Wallet passes always use the
  // production host. Tests point it at a local stand-in and trust its CA with APNS_CA_CERTIFICATE (the PEM text,
  // or the path of a file holding it), which is added to the system's roots, never replacing them.
  APNS_URL: z.preprocess(emptyAsUnset, z.url().default("https://api.push.apple.com")),
  APNS_CA_CERTIFICATE: z.preprocess(emptyAsUnset, z.string().optional()),
  // Wallet credentials at rest (decision 021): merchants' Pass Type ID keys and Google service-account keys are
  // sealed with AES-256-GCM under a key derived from this. Unset outside production: derived from AUTH_SECRET
  // (tools/runtime.ts refuses to start production without it). `_PREVIOUS` still opens what the old key sealed,
  // while a rotation is under way; each secret is sealed again under the new key when it is next used.
  WALLET_ENCRYPTION_KEY: z.preprocess(
    emptyAsUnset,
    z.string().min(32, "WALLET_ENCRYPTION_KEY must be at least 32 characters").optional(),
  ),
  WALLET_ENCRYPTION_KEY_PREVIOUS: z.preprocess(
    emptyAsUnset,
    z.string().min(32, "WALLET_ENCRYPTION_KEY_PREVIOUS must be at least 32 characters").optional(),
  ),
  // Apple's WWDR intermediate (G4) that issued the merchants' Pass Type ID certificates, once for the service:
  // PEM text or the path of a file. Read here, so a wrong value stops the start; answered as PEM text.
  APPLE_WWDR_CERTIFICATE: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .optional()
      .transform((value, context) => {
        if (value === undefined) return undefined;
        try {
          return readWwdrCertificate(value);
        } catch (error) {
          context.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
  ),
  // The service's own Pass Type ID certificate (issue 27, decision 028): every program whose merchant has no
  // usable certificate of its own is signed with it, under its pass type identifier and Team ID. All four or
  // none; the certificate and key as PEM text or the path of a file; needs APPLE_WWDR_CERTIFICATE. Checked at
  // start (tools/runtime.ts): a certificate that is not the named one, not from the WWDR or not the key's stops it.
  APPLE_PASS_TYPE_IDENTIFIER: z.preprocess(emptyAsUnset, z.string().optional()),
  APPLE_TEAM_IDENTIFIER: z.preprocess(emptyAsUnset, z.string().optional()),
  APPLE_PASS_CERTIFICATE: z.preprocess(emptyAsUnset, z.string().optional()),
  APPLE_PASS_PRIVATE_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
  APPLE_PASS_PRIVATE_KEY_PASSWORD: z.preprocess(emptyAsUnset, z.string().optional()),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Environment, read and validated once. Throws a readable error naming every bad variable. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  cached = parsed.data;
  return cached;
}
