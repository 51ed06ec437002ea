import { z } from "zod";
import { bool, dateTime, list, model, objectId, text } from "@/lib/schemas/fields";

export const APP_KEY_LIMITS = {
  nameMaxLength: 100,
  defaultValidityYears: 1,
  maxValidityYears: 2,
  /** Templates one key may be limited to. */
  allowedTemplatesMax: 100,
  /** Keys a merchant may hold at once (revoked and expired ones do not count). */
  perMerchantMax: 50,
} as const;

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const APP_KEY_TOKEN_PREFIX = "lp_live_";
/** The part of the secret shown in lists: the prefix plus this many characters. */
export const APP_KEY_SHOWN_CHARACTERS = 6;

/** Codes of `{"detail":{"code","message"}}` answers about app keys. */
export const APP_KEY_ERROR_CODES = {
  APP_KEY_READ_ONLY: "This app key is read-only (fullAccess false): it may only read (GET)",
  APP_KEY_NOT_ALLOWED: "This operation cannot be used with an app key (managing keys, the account)",
  APP_KEY_OUTSIDE_TEMPLATES:
    "This app key is limited to some templates (allowedTemplates): it cannot use this operation",
  APP_KEY_LIMIT_REACHED: `A merchant holds at most ${APP_KEY_LIMITS.perMerchantMax} active app keys; revoke one first`,
} as const;
export type AppKeyErrorCode = keyof typeof APP_KEY_ERROR_CODES;

export const createAppKeySchema = model({
  name: text({ minLength: 1, maxLength: APP_KEY_LIMITS.nameMaxLength }),
  fullAccess: bool().default(true),
  expires: dateTime().nullish(),
  allowedTemplates: list(objectId(), { maxLength: APP_KEY_LIMITS.allowedTemplatesMax }).nullish(),
});
export type CreateAppKeyInput = z.output<typeof createAppKeySchema>;
export type CreateAppKeyFormValues = z.input<typeof createAppKeySchema>;

export const appKeyIdParamsSchema = model({ appKeyId: objectId() });

const appKeyFields = {
  id: z.string(),
  name: z.string(),
  prefix: z.string().meta({
    description: "The start of the secret, to tell keys apart (never enough to use it)",
    example: "lp_live_Xc9tQe",
  }),
  fullAccess: z.boolean().meta({ description: "false: read-only (GET only)" }),
  allowedTemplates: z
    .array(z.string())
    .nullable()
    .meta({ description: "null: every template and program of the merchant" }),
  expiresAt: z.string().meta({ format: "date-time" }),
  createdAt: z.string().meta({ format: "date-time" }),
  lastUsedAt: z
    .string()
    .nullable()
    .meta({ format: "date-time", description: "Recorded at most once a minute per key" }),
};

export const appKeyResponseSchema = z.object(appKeyFields);
export type AppKeyDto = z.output<typeof appKeyResponseSchema>;

export const createdAppKeyResponseSchema = z.object({
  ...appKeyFields,
  token: z.string().meta({
    description:
      "The secret, shown this once: send it as `Authorization: Bearer <token>`. Only a hash of it is stored.",
    example: "lp_live_Xc9tQe…",
  }),
});
export type CreatedAppKeyDto = z.output<typeof createdAppKeyResponseSchema>;

export const appKeyListSchema = z.object({ items: z.array(appKeyResponseSchema) });
