import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { MESSAGE_OPERATIONS } from "@/lib/openapi/message-operations";
import { countAudience } from "@/lib/services/messages/count-audience";

// POST /v2/loyalty/programs/{programId}/messages/audience — count an audience without sending anything
export const POST = withApi(MESSAGE_OPERATIONS.countMessageAudience, async ({ params, body, merchantId }) =>
  Response.json(await countAudience({ merchantId, programId: params.programId, ...body })),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
