import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { rateLimitByClientIp } from "@/lib/api/rate-limit";
import { withApi } from "@/lib/api/with-api";
import {
  activateSignupSchema,
  pendingIdParamsSchema,
  SIGNUP_ACTIVATE_RATE_LIMIT,
} from "@/lib/schemas/signup";
import { activateSignup } from "@/lib/services/signup/activate-signup";

// POST /v2/signup/pending/{pendingId}/activate — activate with the e-mail code and the signup's password; repeating it is harmless
export const POST = withApi(
  {
    auth: "none",
    params: pendingIdParamsSchema,
    body: activateSignupSchema,
    before: rateLimitByClientIp(SIGNUP_ACTIVATE_RATE_LIMIT),
  },
  async ({ params, body }) =>
    Response.json(
      await activateSignup({ pendingId: params.pendingId, code: body.code, password: body.password }),
    ),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["POST"]);
