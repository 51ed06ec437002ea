import type { Metadata } from "next";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { isBuilderTabKey } from "@/components/programs/builder-tabs";
import { PROGRAM_MESSAGES } from "@/components/programs/i18n/messages";
import { ProgramBuilder } from "@/components/programs/program-builder";
import { PageHeader } from "@/components/ui/page-header";
import { getServerMessages } from "@/lib/i18n/server-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(PROGRAM_MESSAGES)).pages.newTitle };
}

type NewProgramPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewProgramPage({ searchParams }: NewProgramPageProps) {
  const { type, section } = await searchParams;
  const programType = type === "giftcard" ? "giftcard" : undefined;
  const { merchant } = await requireMerchant("/programs/new");
  const t = (await getServerMessages(PROGRAM_MESSAGES)).pages;
  if (!merchant) return <ChooseMerchant title={t.newTitle} />;

  return (
    <>
      <PageHeader title={t.newTitle} description={t.newDescription} />
      <ProgramBuilder
        mode="create"
        programType={programType}
        initialTab={isBuilderTabKey(section) ? section : undefined}
      />
    </>
  );
}
