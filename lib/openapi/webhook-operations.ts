import { defineOperations } from "@/lib/openapi/operation";
import {
  createWebhookSchema,
  deliveryListSchema,
  deliveryParamsSchema,
  deliveryResponseSchema,
  listDeliveriesQuerySchema,
  rotateSecretSchema,
  updateWebhookSchema,
  WEBHOOK_LIMITS,
  webhookListSchema,
  webhookParamsSchema,
  webhookResponseSchema,
  webhookWithSecretSchema,
} from "@/lib/schemas/webhook";

// Issue 19: webhook endpoints, their delivery log and the test event. Events themselves are in the
// document's `webhooks` section (lib/openapi/webhook-events.ts).
const tags = ["Webhooks"];
const path = "/v2/webhooks";
const one = `${path}/{webhookId}`;
const NOT_FOUND = { 404: "No such webhook for this merchant (another merchant's is reported the same way)" };
const webhook = { schema: webhookResponseSchema, name: "Webhook" };
const withSecret = { schema: webhookWithSecretSchema, name: "WebhookWithSecret" };
const delivery = { schema: deliveryResponseSchema, name: "WebhookDelivery" };
const URL_RULES = `\`url\` must be \`https\` (else 422 \`url_scheme\`) and must name a public host: a literal address or every address a name resolves to must be global unicast (public IPv4; IPv6 within \`2000::/3\` outside its special ranges, so no loopback, private, link-local, CGNAT, multicast, metadata, IPv4-mapped or 6to4 address) and a local name is refused (422 \`value_error\` at \`["body","url"]\`; decision 034); names are resolved and checked again on every delivery, which connects only to the address checked, follows no redirects, gives up after ${WEBHOOK_LIMITS.timeoutSeconds} s and reads at most ${WEBHOOK_LIMITS.responseMaxBytes / 1024} KiB of the answer.`;
const DELIVERY_RULES = `Deliveries follow Standard Webhooks (headers \`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`; body \`{type, timestamp, data}\`), at least once: any answer but 2xx is retried with exponential backoff (5 s, doubling, at most 1 h apart) for ${WEBHOOK_LIMITS.retryHours} hours. An endpoint whose every delivery failed for ${WEBHOOK_LIMITS.disableAfterDays} days is disabled (\`disabledReason: "failing"\`) and its owner e-mailed.`;

export const WEBHOOK_OPERATIONS = defineOperations({
  createWebhook: {
    method: "post",
    path,
    idempotent: true,
    summary: "Add a webhook endpoint",
    description: `${URL_RULES} \`events\`: at least one event type (see \`webhooks\`). \`enabled\` defaults to true. The answer carries \`secret\`, the signing secret, which is never shown again (rotate it to get a new one). ${DELIVERY_RULES}`,
    tags,
    auth: "merchant",
    body: { schema: createWebhookSchema, name: "WebhookCreate" },
    success: {
      status: 201,
      description: "The endpoint and its signing secret",
      ...withSecret,
      hasLocation: true,
    },
    conflictCodes: ["WEBHOOK_LIMIT_REACHED"],
  },
  listWebhooks: {
    method: "get",
    path,
    summary: "List webhook endpoints",
    description: `At most ${WEBHOOK_LIMITS.maxEndpoints}, newest first. Secrets are never listed.`,
    tags,
    auth: "merchant",
    success: { status: 200, description: "The endpoints", schema: webhookListSchema, name: "WebhookList" },
  },
  getWebhook: {
    method: "get",
    path: one,
    summary: "Get a webhook endpoint",
    tags,
    auth: "merchant",
    params: webhookParamsSchema,
    success: { status: 200, description: "The endpoint", ...webhook },
    errors: NOT_FOUND,
  },
  updateWebhook: {
    method: "put",
    path: one,
    summary: "Update a webhook endpoint",
    description: `Partial. ${URL_RULES} Enabling an endpoint the service disabled clears its failure record.`,
    tags,
    auth: "merchant",
    params: webhookParamsSchema,
    body: { schema: updateWebhookSchema, name: "WebhookUpdate" },
    success: { status: 200, description: "The endpoint", ...webhook },
    errors: NOT_FOUND,
  },
  deleteWebhook: {
    method: "delete",
    path: one,
    summary: "Delete a webhook endpoint",
    description: "Its delivery log goes with it; deliveries still pending are dropped.",
    tags,
    auth: "merchant",
    params: webhookParamsSchema,
    success: { status: 204, description: "Deleted" },
    errors: NOT_FOUND,
  },
  rotateWebhookSecret: {
    method: "post",
    path: `${one}/rotate-secret`,
    summary: "Rotate a webhook's signing secret",
    description: `A new secret, shown only in this answer. For \`graceHours\` (${WEBHOOK_LIMITS.graceHours.min}–${WEBHOOK_LIMITS.graceHours.max}, default ${WEBHOOK_LIMITS.graceHours.default}; the body may be left out) every delivery carries two signatures in \`webhook-signature\`, by the new and the old secret, so a verifier with either accepts it.`,
    tags,
    auth: "merchant",
    params: webhookParamsSchema,
    body: { schema: rotateSecretSchema, name: "WebhookSecretRotation" },
    success: { status: 200, description: "The endpoint and its new secret", ...withSecret },
    errors: NOT_FOUND,
  },
  testWebhook: {
    method: "post",
    path: `${one}/test`,
    summary: "Send a test event",
    description:
      "Queues one `webhook.test` delivery to this endpoint (whatever it subscribed to); follow it in the delivery log.",
    tags,
    auth: "merchant",
    params: webhookParamsSchema,
    success: { status: 202, description: "The queued delivery", ...delivery },
    errors: NOT_FOUND,
  },
  listWebhookDeliveries: {
    method: "get",
    path: `${one}/deliveries`,
    summary: "List a webhook's deliveries",
    description: "Newest first, each with its attempts (time, answer code, duration, error).",
    tags,
    auth: "merchant",
    params: webhookParamsSchema,
    query: listDeliveriesQuerySchema,
    success: {
      status: 200,
      description: "The delivery log",
      schema: deliveryListSchema,
      name: "WebhookDeliveryList",
    },
    errors: NOT_FOUND,
  },
  redeliverWebhookDelivery: {
    method: "post",
    path: `${one}/deliveries/{deliveryId}/redeliver`,
    summary: "Redeliver a delivery",
    description:
      "A new delivery with the same body and `webhook-id`, attempted afresh (the endpoint must be enabled).",
    tags,
    auth: "merchant",
    params: deliveryParamsSchema,
    success: { status: 202, description: "The new delivery", ...delivery },
    errors: { 404: "No such webhook or delivery for this merchant" },
  },
});
