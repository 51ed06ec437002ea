import { DAY_MS } from "@/lib/clock";
import { User } from "@/lib/db/models/user";
import { Webhook } from "@/lib/db/models/webhook";
import { getEnv } from "@/lib/env";
import { webhookDisabledEmail } from "@/lib/mail/webhook-disabled-email";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import { WEBHOOK_LIMITS } from "@/lib/schemas/webhook";
import type { StoredWebhook } from "@/lib/services/webhooks/webhook-dto";

async function disableAndTellOwner(webhook: StoredWebhook, failingSince: Date) {
  await Webhook.updateOne({ _id: webhook._id }, { $set: { enabled: false, disabledReason: "failing" } });
  const owner = await User.findOne({ merchantId: webhook.merchantId, role: "owner" }).lean();
  if (!owner) return;
  const base = getEnv().PUBLIC_BASE_URL ?? "http://localhost:3000";
  // Keyed by the run of failures, so two workers that both see day 5 send one e-mail.
  await enqueueOutbox({
    kind: "mail",
    key: `webhook-disabled:${String(webhook._id)}:${failingSince.getTime()}`,
    merchantId: webhook.merchantId,
    payload: webhookDisabledEmail({
      to: owner.email,
      url: webhook.url,
      days: WEBHOOK_LIMITS.disableAfterDays,
      language: owner.language === "de" ? "de" : "en",
      link: `${base}/settings/webhooks`,
    }),
  });
}

/**
 * A success clears the endpoint's failure record; a failure starts it, or — once every delivery has failed
 * for WEBHOOK_LIMITS.disableAfterDays — disables the endpoint and e-mails its owner (through the outbox).
 */
export async function recordEndpointOutcome({
  webhook,
  isSuccess,
  now,
}: {
  webhook: StoredWebhook;
  isSuccess: boolean;
  now: Date;
}): Promise<void> {
  if (isSuccess) {
    if (webhook.failingSince) await Webhook.updateOne({ _id: webhook._id }, { $set: { failingSince: null } });
    return;
  }
  if (!webhook.failingSince) {
    await Webhook.updateOne({ _id: webhook._id }, { $set: { failingSince: now } });
    return;
  }
  const failingFor = now.getTime() - webhook.failingSince.getTime();
  if (failingFor >= WEBHOOK_LIMITS.disableAfterDays * DAY_MS)
    await disableAndTellOwner(webhook, webhook.failingSince);
}
