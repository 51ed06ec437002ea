import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { SIGNUP_OPERATIONS } from "@/lib/openapi/signup-operations";
import { activateSignup } from "@/lib/services/signup/activate-signup";

// POST /v2/signup/pending/{pendingId}/activate — activate with the e-mail code and the signup's password; repeating it is harmless
export const POST = withApi(SIGNUP_OPERATIONS.activatePendingSignup, async ({ params, body }) =>
  Response.json(
    await activateSignup({ pendingId: params.pendingId, code: body.code, password: body.password }),
  ),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
