import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import type { ImportProgram } from "@/components/member-import/column-mapping";
import { MEMBER_IMPORT_MESSAGES } from "@/components/member-import/i18n/messages";
import { MemberImport } from "@/components/member-import/member-import";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/errors/api-error";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { toProgramDto } from "@/lib/services/programs/program-dto";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(MEMBER_IMPORT_MESSAGES)).title };
}

type ImportPageProps = { params: Promise<{ programId: string }> };

/** The merchant's loyalty program, or null for a missing, foreign or gift-card one (a 404 page). */
async function findProgram(merchantId: string, programId: string) {
  try {
    return toProgramDto(await getProgramOrThrow({ merchantId, programId, programType: "loyalty" }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

export default async function MemberImportPage({ params }: ImportPageProps) {
  const { programId } = await params;
  const { merchant } = await requireMerchant(`/programs/${encodeURIComponent(programId)}/members/import`);
  const t = await getServerMessages(MEMBER_IMPORT_MESSAGES);
  if (!merchant) return <ChooseMerchant title={t.title} />;
  const program = await findProgram(merchant.merchantId, programId);
  if (!program) notFound();
  // Only what the browser needs to map and check rows: no other program data reaches the page.
  const importProgram: ImportProgram = {
    id: program.id,
    name: program.name,
    country: program.country ?? null,
    requiredFields: program.requiredFields ?? [],
    customFields: (program.customFields ?? []).map((field) => ({
      name: field.name,
      displayName: field.displayName ?? null,
      type: field.type,
      options: field.options ?? null,
      required: field.required,
    })),
  };
  return (
    <>
      <PageHeader
        title={t.titleOf(program.name)}
        description={t.description}
        actions={
          <ButtonLink href={`/programs/${program.id}/members`} variant="secondary">
            {t.backToMembers}
          </ButtonLink>
        }
      />
      {program.status === "archived" ? (
        <Alert tone="warning">{t.archived}</Alert>
      ) : (
        <MemberImport program={importProgram} />
      )}
    </>
  );
}
