import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { MEMBER_CODE_OPERATIONS } from "@/lib/openapi/member-code-operations";
import { MARKETING_CONFIRMED } from "@/lib/schemas/member-code";
import { confirmMarketingConsent } from "@/lib/services/marketing-consent/confirm-marketing";

// POST /v2/public/marketing-confirmation — the double opt-in: the e-mailed link confirms marketing consent
export const POST = withApi(MEMBER_CODE_OPERATIONS.confirmMarketingConsent, async ({ body }) => {
  await confirmMarketingConsent({ token: body.token });
  return Response.json({ message: MARKETING_CONFIRMED });
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
