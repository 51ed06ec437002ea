import type { Metadata } from "next";
import Link from "next/link";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { PageHeader } from "@/components/ui/page-header";
import { WEBHOOK_MESSAGES } from "@/components/webhooks/i18n/messages";
import { WebhooksManager } from "@/components/webhooks/webhooks-manager";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { listWebhooks } from "@/lib/services/webhooks/list-webhooks";

export async function generateMetadata(): Promise<Metadata> {
  return { title: WEBHOOK_MESSAGES[await getRequestLanguage()].title };
}

export default async function WebhooksPage() {
  const { merchant } = await requireMerchant("/settings/webhooks");
  const messages = WEBHOOK_MESSAGES[await getRequestLanguage()];
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
