import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { AutomationsForm } from "@/components/automations/automations-form";
import { AUTOMATION_MESSAGES } from "@/components/automations/i18n/messages";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/errors/api-error";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { getAutomations } from "@/lib/services/automations/program-automations";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(AUTOMATION_MESSAGES)).title };
}

type AutomationsPageProps = { params: Promise<{ programId: string }> };

async function load(merchantId: string, programId: string) {
  try {
    const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
    return { name: program.name, automations: await getAutomations({ merchantId, programId }) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

export default async function AutomationsPage({ params }: AutomationsPageProps) {
  const { programId } = await params;
  const { merchant } = await requireMerchant(`/programs/${encodeURIComponent(programId)}/automations`);
  const t = await getServerMessages(AUTOMATION_MESSAGES);
  if (!merchant) return <ChooseMerchant title={t.title} />;
  const loaded = await load(merchant.merchantId, programId);
  if (!loaded) notFound();
  return (
    <>
      <PageHeader
        title={t.titleOf(loaded.name)}
        description={t.description}
        actions={
          <ButtonLink href={`/programs/${programId}`} variant="secondary">
            {loaded.name}
          </ButtonLink>
        }
      />
      <AutomationsForm programId={programId} initial={loaded.automations} />
    </>
  );
}
