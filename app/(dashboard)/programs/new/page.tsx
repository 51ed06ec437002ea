import type { Metadata } from "next";
import { requireUser } from "@/app/(dashboard)/require-user";
import { StaffNotice } from "@/components/dashboard/staff-notice";
import { ProgramBuilder } from "@/components/programs/program-builder";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "New program" };

export default async function NewProgramPage() {
  const user = await requireUser("/programs/new");
  if (!user.merchantId) return <StaffNotice title="New program" />;

  return (
    <>
      <PageHeader
        title="New program"
        description="Only the name and the pass type identifier are needed now; you can fill in the rest later."
      />
      <ProgramBuilder mode="create" />
    </>
  );
}
