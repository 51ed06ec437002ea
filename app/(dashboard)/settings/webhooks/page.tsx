import type { Metadata } from "next";
import Link from "next/link";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { PageHeader } from "@/components/ui/page-header";
import { WEBHOOK_MESSAGES } from "@/components/webhooks/i18n/messages";
import { WebhooksManager } from "@/components/webhooks/webhooks-manager";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { listWebhooks } from "@/lib/services/webhooks/list-webhooks";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(WEBHOOK_MESSAGES)).title };
}

export default async function WebhooksPage() {
  const { merchant } = await requireMerchant("/settings/webhooks");
  const messages = await getServerMessages(WEBHOOK_MESSAGES);
  if (!merchant) return <ChooseMerchant title={messages.title} />;
  const { items } = await listWebhooks({ merchantId: merchant.merchantId });
  return (
    <>
      <p>
        <Link href="/settings">← {messages.back}</Link>
      </p>
      <PageHeader title={messages.title} description={messages.lead} />
      <WebhooksManager initial={items} />
    </>
  );
}
