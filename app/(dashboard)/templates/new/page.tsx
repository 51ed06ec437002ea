import type { Metadata } from "next";
import { requireUser } from "@/app/(dashboard)/require-user";
import { programOptions } from "@/app/(dashboard)/templates/program-options";
import { StaffNotice } from "@/components/dashboard/staff-notice";
import { de } from "@/components/templates/i18n/de";
import { en } from "@/components/templates/i18n/en";
import { TemplateDesigner } from "@/components/templates/template-designer";
import { PageHeader } from "@/components/ui/page-header";
import { getServerMessages } from "@/lib/i18n/server-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages({ en, de })).newTitle };
}

export default async function NewTemplatePage() {
  const user = await requireUser("/templates/new");
  const t = await getServerMessages({ en, de });
  if (!user.merchantId) return <StaffNotice title={t.newTitle} />;
  return (
    <>
      <PageHeader title={t.newTitle} description={t.newDescription} />
      <TemplateDesigner programs={await programOptions(user.merchantId)} />
    </>
  );
}
