import { DAY_MS } from "@/lib/clock";
import { Webhook } from "@/lib/db/models/webhook";
import { WEBHOOK_LIMITS } from "@/lib/schemas/webhook";
import { recordChange } from "@/lib/services/changes/record-change";
import type { StoredWebhook } from "@/lib/services/webhooks/webhook-dto";

async function disableAndTellOwner(webhook: StoredWebhook, failingSince: Date) {
  await Webhook.updateOne({ _id: webhook._id }, { $set: { enabled: false, disabledReason: "failing" } });
  // Keyed by the run of failures, so two workers that both see day 5 send one e-mail.
  await recordChange({
    kind: "webhook.disabled",
    merchantId: webhook.merchantId,
    webhookId: webhook._id,
    failingSince,
  });
}

/**
 * A success clears the endpoint's failure record; a failure starts it, or — once every delivery has failed
 * for WEBHOOK_LIMITS.disableAfterDays — disables the endpoint and e-mails its owner (through the outbox).
 */
export async function recordEndpointOutcome({
  webhook,
  isSuccess,
  at,
}: {
  webhook: StoredWebhook;
  isSuccess: boolean;
  at: Date;
}): Promise<void> {
  if (isSuccess) {
    if (webhook.failingSince) await Webhook.updateOne({ _id: webhook._id }, { $set: { failingSince: null } });
    return;
  }
  if (!webhook.failingSince) {
    await Webhook.updateOne({ _id: webhook._id }, { $set: { failingSince: at } });
    return;
  }
  const failingFor = at.getTime() - webhook.failingSince.getTime();
  if (failingFor >= WEBHOOK_LIMITS.disableAfterDays * DAY_MS)
    await disableAndTellOwner(webhook, webhook.failingSince);
}
