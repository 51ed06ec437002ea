import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { MESSAGE_OPERATIONS } from "@/lib/openapi/message-operations";
import { getMessageOrThrow } from "@/lib/services/messages/get-message";
import { toMessageDto } from "@/lib/services/messages/message-dto";

// GET /v2/loyalty/programs/{programId}/messages/{messageId} — one message with its stats
export const GET = withApi(MESSAGE_OPERATIONS.getMessage, async ({ params, merchantId }) =>
  Response.json(await toMessageDto(await getMessageOrThrow({ merchantId, ...params }))),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
