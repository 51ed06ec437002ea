import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { rateLimitByClientIp } from "@/lib/api/rate-limit";
import { withApi } from "@/lib/api/with-api";
import { clientIpOf } from "@/lib/http/client-ip";
import { languageOfRequest } from "@/lib/i18n/language-of-request";
import { pendingSignupSchema, SIGNUP_RATE_LIMIT } from "@/lib/schemas/signup";
import { createPendingSignup } from "@/lib/services/signup/create-pending-signup";

// POST /v2/signup/pending — create (201) or resume (200) a merchant's pending signup; no token
export const POST = withApi(
  { auth: "none", body: pendingSignupSchema, before: rateLimitByClientIp(SIGNUP_RATE_LIMIT) },
  async ({ body, request }) => {
    const outcome = await createPendingSignup({
      input: body,
      clientIp: clientIpOf(request),
      language: languageOfRequest(request),
    });
    return Response.json({ pendingId: outcome.pendingId }, { status: outcome.isNew ? 201 : 200 });
  },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["POST"]);
