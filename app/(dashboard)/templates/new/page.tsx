import type { Metadata } from "next";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { programOptions } from "@/app/(dashboard)/templates/program-options";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { en as t } from "@/components/templates/i18n/en";
import { TemplateDesigner } from "@/components/templates/template-designer";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "New template" };

export default async function NewTemplatePage() {
  const { merchant } = await requireMerchant("/templates/new");
  if (!merchant) return <ChooseMerchant title={t.newTitle} />;
  return (
    <>
      <PageHeader title={t.newTitle} description={t.newDescription} />
      <TemplateDesigner programs={await programOptions(merchant.merchantId)} />
    </>
  );
}
