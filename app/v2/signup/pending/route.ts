import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { clientIpOf } from "@/lib/http/client-ip";
import { languageOfRequest } from "@/lib/i18n/language-of-request";
import { SIGNUP_OPERATIONS } from "@/lib/openapi/signup-operations";
import { createPendingSignup } from "@/lib/services/signup/create-pending-signup";

// POST /v2/signup/pending — create (201) or resume (200) a merchant's pending signup; no token
export const POST = withApi(SIGNUP_OPERATIONS.createPendingSignup, async ({ body, request }) => {
  const outcome = await createPendingSignup({
    input: body,
    clientIp: clientIpOf(request),
    language: languageOfRequest(request),
  });
  return Response.json({ pendingId: outcome.pendingId }, { status: outcome.isNew ? 201 : 200 });
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
