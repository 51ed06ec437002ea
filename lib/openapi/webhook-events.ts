import { toJsonSchema } from "@/lib/schemas/json-schema";
import { WEBHOOK_TEST_EVENT } from "@/lib/schemas/webhook";
import { ALL_WEBHOOK_EVENT_SCHEMAS, webhookEnvelopeOf } from "@/lib/schemas/webhook-events";

const SUMMARIES: Record<string, string> = {
  "member.created": "A member joined a loyalty program",
  "member.updated": "A member's details changed",
  "member.erased": "A member's personal data was erased",
  "points.changed": "A member's points balance changed",
  "offer.redeemed": "A member redeemed an offer",
  "pass.installed": "A pass was added to a wallet",
  "pass.removed": "A pass was removed from a wallet",
  "giftcard.issued": "A gift card was issued",
  "giftcard.redeemed": "An amount was redeemed from a gift card",
  "giftcard.reloaded": "A gift card was reloaded",
  "gdpr.erasure.completed": "A GDPR erasure request finished",
  "message.sent": "A message to a program's pass holders was sent (every push and Google call queued)",
  "points.expired":
    "A member's points expired (the program's pointsExpiryDays; a ledger entry of source expired)",
  [WEBHOOK_TEST_EVENT]: "A test event (POST /v2/webhooks/{webhookId}/test)",
};

const SIGNATURE_HEADERS = [
  {
    name: "webhook-id",
    description: "The event's id: the same on every retry and redelivery (deduplicate on it)",
  },
  { name: "webhook-timestamp", description: "Unix seconds of this attempt; reject ones far from now" },
  {
    name: "webhook-signature",
    description:
      "Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period)",
  },
];

/**
 * The OpenAPI 3.1 `webhooks` section: one POST per event type the service sends to an endpoint, with the
 * Standard Webhooks headers and the event's body.
 */
export function webhookEventsSection(schemas: Record<string, unknown>) {
  const section: Record<string, unknown> = {};
  for (const [type, data] of Object.entries(ALL_WEBHOOK_EVENT_SCHEMAS)) {
    const name = `WebhookEvent_${type.replaceAll(".", "_")}`;
    schemas[name] = toJsonSchema(webhookEnvelopeOf(type, data), { io: "output" });
    section[type] = {
      post: {
        operationId: `event_${type.replaceAll(".", "_")}`,
        summary: SUMMARIES[type] ?? type,
        tags: ["Webhooks"],
        parameters: SIGNATURE_HEADERS.map((header) => ({
          ...header,
          in: "header",
          required: true,
          schema: { type: "string" },
        })),
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } },
        },
        responses: { "2XX": { description: "Received; any other answer (or none within 5 s) is retried" } },
      },
    };
  }
  return section;
}
