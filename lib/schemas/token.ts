import { z } from "zod";
import { model, str } from "@/lib/schemas/fields";

export const PASSWORD_MAX_LENGTH = 200;

/**
 * Sign-in attempts allowed per 5-minute window (POST /v2/token and the dashboard alike; successful ones do
 * not count). The tight limit is per account *and* client address, so a stranger guessing a merchant's
 * password locks out only themselves; the per-account ceiling needs many addresses to reach and ends with
 * the window, so nobody can lock a merchant out for long.
 */
/** What the dashboard's sign-in hears (next-auth's `error`) when an attempt is throttled. */
export const SIGN_IN_THROTTLED = "SIGN_IN_THROTTLED";

export const SIGN_IN_LIMITS = {
  perAccountAndClient: { name: "sign-in-account-client", limit: 5, windowSeconds: 300 },
  perClient: { name: "sign-in-client", limit: 30, windowSeconds: 300 },
  perAccount: { name: "sign-in-account", limit: 100, windowSeconds: 300 },
} as const;

/** OAuth2 password grant form, as FastAPI's OAuth2PasswordRequestForm declares it. */
export const tokenRequestSchema = model({
  grant_type: str({ pattern: "^password$" }).nullish(),
  username: str({ maxLength: 320 }),
  password: str({ maxLength: PASSWORD_MAX_LENGTH }),
  scope: str({ maxLength: 1000 }).default(""),
  client_id: str({ maxLength: 200 }).nullish(),
  client_secret: str({ maxLength: 200 }).nullish(),
});

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal("bearer"),
  mfaPending: z.boolean(),
  pendingToken: z.string().nullable(),
});

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  active: z.boolean(),
  admin: z.boolean(),
});
