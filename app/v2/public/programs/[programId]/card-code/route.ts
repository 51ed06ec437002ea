import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { languageOfRequest } from "@/lib/i18n/language-of-request";
import { MEMBER_CODE_OPERATIONS } from "@/lib/openapi/member-code-operations";
import { openCardByCode } from "@/lib/services/public-join/open-card-by-code";

// POST /v2/public/programs/{programId}/card-code — the join page opens the card with the e-mailed code
export const POST = withApi(MEMBER_CODE_OPERATIONS.openCardByCode, async ({ params, body, request }) => {
  const opened = await openCardByCode({
    programId: params.programId,
    input: body,
    language: languageOfRequest(request),
  });
  return Response.json(opened);
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
