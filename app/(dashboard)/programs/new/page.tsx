import type { Metadata } from "next";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { ProgramBuilder } from "@/components/programs/program-builder";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "New program" };

export default async function NewProgramPage() {
  const { merchant } = await requireMerchant("/programs/new");
  if (!merchant) return <ChooseMerchant title="New program" />;

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
