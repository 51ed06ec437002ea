import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { MEMBER_CODE_OPERATIONS } from "@/lib/openapi/member-code-operations";
import { SELF_SERVICE_ANSWERS } from "@/lib/schemas/member-code";
import { eraseOwnCard } from "@/lib/services/card-self-service/erase-own-card";

// POST /v2/public/card/erasure — "Delete my card and data" with the e-mailed code: the member's GDPR erasure
export const POST = withApi(MEMBER_CODE_OPERATIONS.eraseCardByCode, async ({ body }) => {
  await eraseOwnCard({ token: body.token, code: body.code });
  return Response.json({ message: SELF_SERVICE_ANSWERS.erased });
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
