import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { memberParamsSchema } from "@/lib/schemas/member";
import { replaceMemberCardLink } from "@/lib/services/card-links/replace-card-link";

// POST /v2/loyalty/programs/{programId}/members/{memberId}/card-link — replace the member's card link and e-mail the new one
export const POST = withApi(
  { auth: "merchant", params: memberParamsSchema },
  async ({ params, merchantId }) =>
    Response.json(await replaceMemberCardLink({ merchantId, ...params }), { status: 202 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["POST"]);
