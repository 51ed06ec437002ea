import { defineOperations } from "@/lib/openapi/operation";
import {
  APP_KEY_LIMITS,
  appKeyIdParamsSchema,
  appKeyListSchema,
  createAppKeySchema,
  createdAppKeyResponseSchema,
} from "@/lib/schemas/app-key";

const tags = ["App keys"];

/** The rule of `allowedTemplates`, stated once for the create operation and the document's description. */
export const ALLOWED_TEMPLATES_RULE =
  "`allowedTemplates` (24-hex ids of the merchant's templates; omitted, null or empty: no limit) limits the key to those templates and to the programs they use — the programs named by their `programId`, resolved on each request, so re-pointing a template re-points the key. With a limited key: a template or program outside the limit in a path answers 404, as another merchant's would (images, offers and gift cards of a program included); `GET /v2/templates` and `GET /v2/loyalty/programs` list only what is inside; a body naming a `programId` outside, and every operation without a template or program in its path (creating programs or templates, GDPR requests), answer 403 `APP_KEY_OUTSIDE_TEMPLATES`.";

export const APP_KEY_OPERATIONS = defineOperations({
  createAppKey: {
    method: "post",
    path: "/v2/appkeys",
    summary: "Create an app key for a partner",
    description: `Mints a key bound to the merchant and answers it **once** in \`token\` (\`lp_live_…\`; only a SHA-256 hash is stored). Send it as \`Authorization: Bearer <token>\`. \`fullAccess\` (default true): false makes the key read-only (any method but GET answers 403 \`APP_KEY_READ_ONLY\`). \`expires\` (date-time, default one year ahead, at most ${APP_KEY_LIMITS.maxValidityYears} years; past → 422). ${ALLOWED_TEMPLATES_RULE} A key cannot manage app keys or the account (403 \`APP_KEY_NOT_ALLOWED\`). At most ${APP_KEY_LIMITS.perMerchantMax} unexpired keys per merchant (409 \`APP_KEY_LIMIT_REACHED\`).`,
    tags,
    auth: "merchant",
    idempotent: true,
    appKey: "deny",
    body: { schema: createAppKeySchema, name: "AppKeyCreate" },
    success: {
      status: 201,
      description: "The key, with its secret `token` (shown only here)",
      schema: createdAppKeyResponseSchema,
      name: "CreatedAppKey",
      hasLocation: true,
    },
    conflictCodes: ["APP_KEY_LIMIT_REACHED"],
  },
  listAppKeys: {
    method: "get",
    path: "/v2/appkeys",
    summary: "List the merchant's app keys",
    description:
      "Newest first, expired ones included (compare `expiresAt`); never the secret, only its `prefix`. `lastUsedAt` is recorded at most once a minute per key and server process.",
    tags,
    auth: "merchant",
    appKey: "deny",
    success: { status: 200, description: "The keys", schema: appKeyListSchema, name: "AppKeyList" },
  },
  revokeAppKey: {
    method: "delete",
    path: "/v2/appkeys/{appKeyId}",
    summary: "Revoke an app key",
    description:
      "Deletes the key: the next request with it answers 401, on every server (keys are looked up on each request, never cached).",
    tags,
    auth: "merchant",
    appKey: "deny",
    params: appKeyIdParamsSchema,
    success: { status: 204, description: "Revoked" },
    errors: { 404: "No such app key for this merchant" },
  },
});
