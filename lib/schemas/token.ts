import { z } from "zod";
import { model, str } from "@/lib/schemas/fields";

export const PASSWORD_MAX_LENGTH = 200;

/** OAuth2 password grant form, as FastAPI's OAuth2PasswordRequestForm declares it. */
export const tokenRequestSchema = model({
  grant_type: str({ pattern: "^password$" }).nullish(),
  username: str({ maxLength: 320 }),
  password: str({ maxLength: PASSWORD_MAX_LENGTH }),
  scope: str({ maxLength: 1000 }).default(""),
  client_id: str({ maxLength: 200 }).nullish(),
  client_secret: str({ maxLength: 200 }).nullish(),
});
export type TokenRequest = z.output<typeof tokenRequestSchema>;

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
