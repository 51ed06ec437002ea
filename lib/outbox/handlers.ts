import { mailHandler } from "@/lib/outbox/mail-handler";
import type { OutboxHandlers } from "@/lib/outbox/types";
import { createWebhookHandler } from "@/lib/services/webhooks/deliver-webhook";
import { fanOutEventHandler } from "@/lib/services/webhooks/fan-out-event";

/** The one registry: how each kind of outbox message leaves the service (`apns`, `google` come with wallets). */
export const outboxHandlers = (): OutboxHandlers => ({
  "webhook-event": fanOutEventHandler,
  webhook: createWebhookHandler(),
  mail: mailHandler,
});
