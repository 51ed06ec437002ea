import type { Metadata } from "next";
import { requireUser } from "@/app/(dashboard)/require-user";
import { StaffNotice } from "@/components/dashboard/staff-notice";
import { PROGRAM_MESSAGES } from "@/components/programs/i18n/messages";
import { ProgramBuilder } from "@/components/programs/program-builder";
import { PageHeader } from "@/components/ui/page-header";
import { getServerMessages } from "@/lib/i18n/server-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(PROGRAM_MESSAGES)).pages.newTitle };
}

export default async function NewProgramPage() {
  const user = await requireUser("/programs/new");
  const t = (await getServerMessages(PROGRAM_MESSAGES)).pages;
  if (!user.merchantId) return <StaffNotice title={t.newTitle} />;

  return (
    <>
      <PageHeader title={t.newTitle} description={t.newDescription} />
      <ProgramBuilder mode="create" />
    </>
  );
}
