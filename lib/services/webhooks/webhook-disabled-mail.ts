import { connectToDatabase } from "@/lib/db/connect";
import { User } from "@/lib/db/models/user";
import { Webhook } from "@/lib/db/models/webhook";
import { getEnv } from "@/lib/env";
import type { MailMessage } from "@/lib/mail/send-mail";
import { webhookDisabledEmail } from "@/lib/mail/webhook-disabled-email";
import type { MailPayload } from "@/lib/outbox/mail-payload";
import { WEBHOOK_LIMITS } from "@/lib/schemas/webhook";

/** The owner's notice that an endpoint was disabled (a `webhook.disabled` change), to their address of now. */
export async function composeWebhookDisabledMail({
  webhookId,
}: Extract<MailPayload, { compose: "webhook-disabled" }>): Promise<MailMessage | null> {
  await connectToDatabase();
  const webhook = await Webhook.findById(webhookId, { merchantId: 1, url: 1 }).lean();
  if (!webhook) return null;
  const owner = await User.findOne({ merchantId: webhook.merchantId, role: "owner" }).lean();
  if (!owner) return null;
  const base = getEnv().PUBLIC_BASE_URL ?? "http://localhost:3000";
  return webhookDisabledEmail({
    to: owner.email,
    url: webhook.url,
    days: WEBHOOK_LIMITS.disableAfterDays,
    language: owner.language === "de" ? "de" : "en",
    link: `${base}/settings/webhooks`,
  });
}
