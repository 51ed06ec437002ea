import { defineOperations } from "@/lib/openapi/operation";
import {
  createMessageSchema,
  MESSAGE_ERROR_CODES,
  messageAudienceCountSchema,
  messageAudienceRequestSchema,
  messageListParamsSchema,
  messageListQuerySchema,
  messagePageSchema,
  messageParamsSchema,
  messageResponseSchema,
} from "@/lib/schemas/message";

const tags = ["Messages"];
const base = "/v2/loyalty/programs/{programId}/messages";
const notFound = {
  404: "No such program or message for this merchant (another merchant's is reported the same way)",
};
const message = { schema: messageResponseSchema, name: "Message" };
const AUDIENCE_RULES =
  'The audience is `{"all": true}` or any of the filters (every one given must match; 422 `value_error` at `["body","audience"]` for neither or both). Erased, deleted and suspended members are never in it; a `marketing` message reaches only members whose `marketingConsentStatus` is `given` (double opt-in confirmed, or stated by the merchant), and none who had a marketing message of this program in the 24 hours before (left out and counted in `stats.excludedByDailyLimit`). `lastScan…` compares the member\'s newest points-ledger entry (the members list\'s last visit).';

export const MESSAGE_OPERATIONS = defineOperations({
  listMessages: {
    method: "get",
    path: base,
    summary: "List a program's messages to pass holders",
    description:
      "Newest first. `offset`, when given, wins over `page`; follow `nextOffset` while `hasMore` is true.",
    tags,
    auth: "merchant",
    params: messageListParamsSchema,
    query: messageListQuerySchema,
    success: {
      status: 200,
      description: "One page of messages",
      schema: messagePageSchema,
      name: "MessagePage",
    },
    errors: notFound,
    conflictCodes: ["PROGRAM_NOT_LOYALTY"],
  },
  createMessage: {
    method: "post",
    path: base,
    summary: "Send a message to pass holders (now or at `sendAt`)",
    description: `The request stores the message and answers at once, whatever the audience's size; the outbox sends it when due: every registered Apple device of the audience is pushed (the pass's back carries the message in a field whose \`changeMessage\` is \`%@\`, so the lock screen shows it), and Google's \`addMessage\` puts it on every saved Google object, with \`TEXT_AND_NOTIFY\` while the object had fewer than 3 notifications in the last 24 hours (else \`TEXT\`, counted). \`stats\` grow as it goes. ${AUDIENCE_RULES}`,
    tags,
    auth: "merchant",
    params: messageListParamsSchema,
    body: { schema: createMessageSchema, name: "MessageCreate" },
    success: { status: 201, description: "The stored message", ...message, hasLocation: true },
    errors: notFound,
    conflictCodes: ["PROGRAM_NOT_LOYALTY", "PROGRAM_ARCHIVED"],
  },
  countMessageAudience: {
    method: "post",
    path: `${base}/audience`,
    summary: "Count a message's audience without sending anything",
    description: `\`kind\` defaults to \`service\`. ${AUDIENCE_RULES} The daily marketing limit is applied when sending, not here.`,
    tags,
    auth: "merchant",
    params: messageListParamsSchema,
    body: { schema: messageAudienceRequestSchema, name: "MessageAudienceRequest" },
    success: {
      status: 200,
      description: "How many members it would reach",
      schema: messageAudienceCountSchema,
      name: "MessageAudienceCount",
    },
    errors: { 404: "No such program for this merchant" },
    conflictCodes: ["PROGRAM_NOT_LOYALTY"],
  },
  getMessage: {
    method: "get",
    path: `${base}/{messageId}`,
    summary: "Get one message with its stats",
    tags,
    auth: "merchant",
    params: messageParamsSchema,
    success: { status: 200, description: "The message", ...message },
    errors: notFound,
  },
  cancelMessage: {
    method: "post",
    path: `${base}/{messageId}/cancel`,
    summary: "Cancel a scheduled message",
    description:
      "Once its sending has started: 409 `MESSAGE_ALREADY_SENDING`. A cancelled message answers again.",
    tags,
    auth: "merchant",
    params: messageParamsSchema,
    success: { status: 200, description: "The cancelled message", ...message },
    errors: notFound,
    serviceErrorCodes: Object.keys(MESSAGE_ERROR_CODES),
    serviceErrorStatus: 409,
  },
});
