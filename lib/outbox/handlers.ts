import { mailHandler } from "@/lib/outbox/mail-handler";
import type { OutboxHandlers } from "@/lib/outbox/types";
import { cardLinkHandler } from "@/lib/services/card-links/send-card-link";
import { createApnsHandler } from "@/lib/services/wallet/apple/apns-handler";
import { googleWalletHandler } from "@/lib/services/wallet/google/outbox-handler";
import { createWebhookHandler } from "@/lib/services/webhooks/deliver-webhook";
import { expandEventBatchHandler, fanOutEventHandler } from "@/lib/services/webhooks/fan-out-event";

/** The one registry: how each kind of outbox message leaves the service. */
export const outboxHandlers = (): OutboxHandlers => ({
  "webhook-event": fanOutEventHandler,
  "webhook-event-batch": expandEventBatchHandler,
  webhook: createWebhookHandler(),
  mail: mailHandler,
  google: googleWalletHandler,
  apns: createApnsHandler(),
  "card-link": cardLinkHandler,
});
