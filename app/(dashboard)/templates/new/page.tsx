import type { Metadata } from "next";
import { requireUser } from "@/app/(dashboard)/require-user";
import { programOptions } from "@/app/(dashboard)/templates/program-options";
import { StaffNotice } from "@/components/dashboard/staff-notice";
import { en as t } from "@/components/templates/i18n/en";
import { TemplateDesigner } from "@/components/templates/template-designer";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "New template" };

export default async function NewTemplatePage() {
  const user = await requireUser("/templates/new");
  if (!user.merchantId) return <StaffNotice title={t.newTitle} />;
  return (
    <>
      <PageHeader title={t.newTitle} description={t.newDescription} />
      <TemplateDesigner programs={await programOptions(user.merchantId)} />
    </>
  );
}
