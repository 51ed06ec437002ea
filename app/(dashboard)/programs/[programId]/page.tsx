import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { AUTOMATION_MESSAGES } from "@/components/automations/i18n/messages";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { formatDate } from "@/components/i18n/format";
import { MEMBER_MESSAGES } from "@/components/members/i18n/messages";
import { JoinLinkSection } from "@/components/members/join-link-section";
import { MemberStatsSection } from "@/components/members/member-stats";
import { MESSAGES_PAGE_MESSAGES } from "@/components/messages/i18n/messages";
import { PassSection } from "@/components/passes/pass-section";
import { previewValuesOf } from "@/components/passes/sample-preview";
import { isBuilderTabKey, tabOfField } from "@/components/programs/builder-tabs";
import { toProgramFormValues } from "@/components/programs/form-values";
import { PROGRAM_MESSAGES } from "@/components/programs/i18n/messages";
import { ProgramBuilder } from "@/components/programs/program-builder";
import { ProgramStatusSection } from "@/components/programs/program-status-section";
import { PROMOTION_MESSAGES } from "@/components/promotions/i18n/use-promotion-messages";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/errors/api-error";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { qrPngDataUrl, qrSvgDataUrl } from "@/lib/qr/render-qr";
import { getMemberStats } from "@/lib/services/members/member-stats";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { toProgramDto } from "@/lib/services/programs/program-dto";
import { joinPageUrl } from "@/lib/services/public-join/join-page-url";
import { getProgramPass } from "@/lib/services/wallet/apple/program-pass";
import { countPassInstalls } from "@/lib/services/wallet/count-pass-installs";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(PROGRAM_MESSAGES)).pages.editTitle };
}

type EditProgramPageProps = {
  params: Promise<{ programId: string }>;
  /** `?section=points`: the builder's tab to open; `?field=scannerType`: the field to focus (in its tab). */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function findProgram(merchantId: string, programId: string) {
  try {
    return toProgramDto(await getProgramOrThrow({ merchantId, programId }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export default async function EditProgramPage({ params, searchParams }: EditProgramPageProps) {
  const { programId } = await params;
  const { section, field } = await searchParams;
  const fieldTab = typeof field === "string" ? tabOfField(field) : undefined;
  const { merchant } = await requireMerchant(`/programs/${encodeURIComponent(programId)}`);
  const t = (await getServerMessages(PROGRAM_MESSAGES)).pages;
  if (!merchant) return <ChooseMerchant title={t.editTitle} />;

  const program = await findProgram(merchant.merchantId, programId);
  if (!program) notFound();
  const language = await getRequestLanguage();
  const memberMessages = await getServerMessages(MEMBER_MESSAGES);
  const messagesPage = await getServerMessages(MESSAGES_PAGE_MESSAGES);
  const promotionMessages = await getServerMessages(PROMOTION_MESSAGES);
  const automationMessages = await getServerMessages(AUTOMATION_MESSAGES);
  const isLoyalty = program.programType === "loyalty";
  const joinUrl = joinPageUrl(program.id);
  const [stats, pass, installCounts, joinQr] = await Promise.all([
    isLoyalty ? getMemberStats({ merchantId: merchant.merchantId, programId: program.id }) : null,
    getProgramPass({ merchantId: merchant.merchantId, programId: program.id }),
    countPassInstalls({ merchantId: merchant.merchantId, programId: program.id }),
    isLoyalty ? Promise.all([qrSvgDataUrl(joinUrl), qrPngDataUrl(joinUrl)]) : null,
  ]);

  return (
    <>
      <PageHeader
        title={program.name}
        description={t.editDescription}
        actions={
          <>
            {isLoyalty && (
              <ButtonLink href={`/programs/${program.id}/members`} variant="secondary">
                {memberMessages.list.title}
              </ButtonLink>
            )}
            {isLoyalty && (
              <ButtonLink href={`/programs/${program.id}/messages`} variant="secondary">
                {messagesPage.programLink}
              </ButtonLink>
            )}
            {isLoyalty && (
              <ButtonLink href={`/programs/${program.id}/promotions`} variant="secondary">
                {promotionMessages.title}
              </ButtonLink>
            )}
            {isLoyalty ? (
              <ButtonLink href={`/programs/${program.id}/offers`} variant="secondary">
                {t.offers}
              </ButtonLink>
            ) : (
              <ButtonLink href={`/giftcards?program=${program.id}`} variant="secondary">
                {t.giftCards}
              </ButtonLink>
            )}
            {isLoyalty && (
              <ButtonLink href={`/programs/${program.id}/automations`} variant="secondary">
                {automationMessages.title}
              </ButtonLink>
            )}
          </>
        }
      />
      <ProgramBuilder
        mode="edit"
        programId={program.id}
        initialValues={toProgramFormValues(program)}
        initialTab={fieldTab ?? (isBuilderTabKey(section) ? section : undefined)}
        initialField={fieldTab && typeof field === "string" ? field : undefined}
      />
      {/* Below the builder: above it, it would push the section links under the builder's sticky save bar. */}
      {stats && (
        <MemberStatsSection
          programId={program.id}
          stats={stats}
          messages={memberMessages}
          language={language}
        />
      )}
      {joinQr && (
        <JoinLinkSection
          programName={program.name}
          url={joinUrl}
          qrSvg={joinQr[0]}
          qrPng={joinQr[1]}
          messages={memberMessages}
        />
      )}
      <PassSection
        programId={program.id}
        programType={program.programType}
        templates={pass.templates}
        chosenTemplateId={program.templateId ?? ""}
        worn={pass.worn}
        preview={{ values: previewValuesOf(pass.samplePassJson, language), images: pass.images }}
        signing={{
          signedBy: pass.signing.signedBy,
          hasCertificateIssue: pass.signing.certificateIssue !== null,
          passTypeIdentifier: pass.signing.passTypeIdentifier,
          teamIdentifier: pass.signing.teamIdentifier,
          until: formatDate(pass.signing.expiresAt, language),
        }}
        installCounts={installCounts}
      />
      <ProgramStatusSection
        program={{
          id: program.id,
          name: program.name,
          status: program.status,
          retentionDays: program.retention_period_days,
          programType: program.programType,
        }}
      />
    </>
  );
}
