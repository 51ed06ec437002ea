import type { Metadata } from "next";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ApiKeysManager } from "@/components/api-keys/api-keys-manager";
import { API_KEY_MESSAGES } from "@/components/api-keys/i18n/messages";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { PageHeader } from "@/components/ui/page-header";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { listAppKeys } from "@/lib/services/app-keys/list-app-keys";
import { listTemplates } from "@/lib/services/templates/list-templates";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(API_KEY_MESSAGES)).meta.title };
}

// Settings → API keys: the merchant's app keys for partners (staff: of the merchant they act for).
export default async function ApiKeysPage() {
  const { merchant } = await requireMerchant("/settings/api-keys");
  const t = await getServerMessages(API_KEY_MESSAGES);
  if (!merchant) return <ChooseMerchant title={t.page.title} />;
  const [keys, templates] = await Promise.all([
    listAppKeys({ merchantId: merchant.merchantId }),
    listTemplates({ merchantId: merchant.merchantId }),
  ]);
  return (
    <>
      <PageHeader title={t.page.title} description={t.page.lead} />
      <ApiKeysManager
        initialKeys={keys.items}
        templates={templates.items.map(({ id, name }) => ({ id, name }))}
      />
    </>
  );
}
