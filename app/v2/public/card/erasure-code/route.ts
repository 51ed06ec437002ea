import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { languageOfRequest } from "@/lib/i18n/language-of-request";
import { MEMBER_CODE_OPERATIONS } from "@/lib/openapi/member-code-operations";
import { SELF_SERVICE_ANSWERS } from "@/lib/schemas/member-code";
import { requestErasureCode } from "@/lib/services/card-self-service/request-erasure-code";

// POST /v2/public/card/erasure-code — "Delete my card and data": e-mail the confirming code to the member
export const POST = withApi(MEMBER_CODE_OPERATIONS.requestCardErasureCode, async ({ body, request }) => {
  await requestErasureCode({ token: body.token, language: languageOfRequest(request) });
  return Response.json({ message: SELF_SERVICE_ANSWERS.erasureCodeSent }, { status: 202 });
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
