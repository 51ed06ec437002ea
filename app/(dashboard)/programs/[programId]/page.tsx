import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { toProgramFormValues } from "@/components/programs/form-values";
import { ProgramBuilder } from "@/components/programs/program-builder";
import { ProgramStatusSection } from "@/components/programs/program-status-section";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/api/errors";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

export const metadata: Metadata = { title: "Edit program" };

type EditProgramPageProps = { params: Promise<{ programId: string }> };

async function findProgram(merchantId: string, programId: string) {
  try {
    return await getProgramOrThrow({ merchantId, programId });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export default async function EditProgramPage({ params }: EditProgramPageProps) {
  const { programId } = await params;
  const { merchant } = await requireMerchant(`/programs/${encodeURIComponent(programId)}`);
  if (!merchant) return <ChooseMerchant title="Edit program" />;

  const program = await findProgram(merchant.merchantId, programId);
  if (!program) notFound();

  return (
    <>
      <PageHeader
        title={program.name}
        description="Edit the program. Changes apply to passes when you save."
        actions={
          <ButtonLink href={`/programs/${program.id}/offers`} variant="secondary">
            Offers
          </ButtonLink>
        }
      />
      <ProgramBuilder mode="edit" programId={program.id} initialValues={toProgramFormValues(program)} />
      <ProgramStatusSection
        program={{
          id: program.id,
          name: program.name,
          status: program.status,
          retentionDays: program.retention_period_days,
        }}
      />
    </>
  );
}
