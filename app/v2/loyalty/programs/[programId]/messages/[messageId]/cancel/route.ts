import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { MESSAGE_OPERATIONS } from "@/lib/openapi/message-operations";
import { cancelMessage } from "@/lib/services/messages/cancel-message";

// POST /v2/loyalty/programs/{programId}/messages/{messageId}/cancel — cancel a message not yet sending
export const POST = withApi(MESSAGE_OPERATIONS.cancelMessage, async ({ params, merchantId }) =>
  Response.json(await cancelMessage({ merchantId, ...params })),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
