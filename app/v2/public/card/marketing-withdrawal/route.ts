import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { MEMBER_CODE_OPERATIONS } from "@/lib/openapi/member-code-operations";
import { SELF_SERVICE_ANSWERS } from "@/lib/schemas/member-code";
import { stopMarketingByCard } from "@/lib/services/card-self-service/stop-marketing";

// POST /v2/public/card/marketing-withdrawal — "Stop marketing messages" on the member's card page
export const POST = withApi(MEMBER_CODE_OPERATIONS.stopMarketingByCard, async ({ body }) => {
  await stopMarketingByCard({ token: body.token });
  return Response.json({ message: SELF_SERVICE_ANSWERS.marketingStopped });
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
