import { defineOperations } from "@/lib/openapi/operation";
import {
  currentUserSchema,
  SIGN_IN_LIMITS,
  tokenRequestSchema,
  tokenResponseSchema,
} from "@/lib/schemas/token";

/** `POST /v2/token` (sign in) and `GET /v2/token` (who am I). */
export const AUTH_OPERATIONS = defineOperations({
  createAccessToken: {
    method: "post",
    path: "/v2/token",
    summary: "Sign in: exchange e-mail and password for an access token",
    description:
      "OAuth2 password form. `username` is the e-mail address. The token is a JWT (HS256) valid for 60 minutes by default; send it as `Authorization: Bearer <token>`.",
    tags: ["Authentication"],
    auth: "none",
    body: {
      schema: tokenRequestSchema,
      name: "TokenRequest",
      mediaType: "application/x-www-form-urlencoded",
    },
    success: { status: 200, description: "Access token", schema: tokenResponseSchema, name: "TokenResponse" },
    errors: { 401: "Incorrect username or password" },
    throttle: `failed sign-ins, counted per account and client address (${SIGN_IN_LIMITS.perAccountAndClient.limit} per 5 minutes), per client address (${SIGN_IN_LIMITS.perClient.limit}) and per account (${SIGN_IN_LIMITS.perAccount.limit}); successful sign-ins do not count`,
  },
  getCurrentUser: {
    method: "get",
    path: "/v2/token",
    summary: "The user the access token belongs to",
    tags: ["Authentication"],
    auth: "user",
    success: { status: 200, description: "Current user", schema: currentUserSchema, name: "CurrentUser" },
  },
});
