import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { MESSAGE_OPERATIONS } from "@/lib/openapi/message-operations";
import { createMessage } from "@/lib/services/messages/create-message";
import { listMessages } from "@/lib/services/messages/list-messages";

// GET /v2/loyalty/programs/{programId}/messages — the program's messages, newest first
export const GET = withApi(MESSAGE_OPERATIONS.listMessages, async ({ params, query, merchantId }) =>
  Response.json(await listMessages({ merchantId, programId: params.programId, query })),
);

// POST /v2/loyalty/programs/{programId}/messages — store a message; the outbox sends it when due
export const POST = withApi(MESSAGE_OPERATIONS.createMessage, async ({ params, body, merchantId }) => {
  const message = await createMessage({ merchantId, programId: params.programId, input: body });
  const location = `/v2/loyalty/programs/${params.programId}/messages/${message.id}`;
  return Response.json(message, { status: 201, headers: { Location: location } });
});

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
