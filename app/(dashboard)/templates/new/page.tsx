import type { Metadata } from "next";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { programOptions } from "@/app/(dashboard)/templates/program-options";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { de } from "@/components/templates/i18n/de";
import { en } from "@/components/templates/i18n/en";
import { TemplateDesigner } from "@/components/templates/template-designer";
import { PageHeader } from "@/components/ui/page-header";
import { getServerMessages } from "@/lib/i18n/server-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages({ en, de })).newTitle };
}

export default async function NewTemplatePage() {
  const { merchant } = await requireMerchant("/templates/new");
  const t = await getServerMessages({ en, de });
  if (!merchant) return <ChooseMerchant title={t.newTitle} />;
  return (
    <>
      <PageHeader title={t.newTitle} description={t.newDescription} />
      <TemplateDesigner programs={await programOptions(merchant.merchantId)} />
    </>
  );
}
