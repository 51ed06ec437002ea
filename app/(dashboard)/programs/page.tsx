import type { Metadata } from "next";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { WelcomeNotice } from "@/components/dashboard/welcome-notice";
import { PROGRAM_LIST_MESSAGES } from "@/components/programs/list-i18n/messages";
import { PROGRAMS_PAGE_SIZE, parseProgramListQuery, programListHref } from "@/components/programs/list-query";
import { Pagination } from "@/components/programs/pagination";
import { type InitialNotice, ProgramActionsProvider } from "@/components/programs/program-actions-provider";
import { ProgramCards } from "@/components/programs/program-cards";
import { ProgramSearch } from "@/components/programs/program-search";
import { ProgramTable } from "@/components/programs/program-table";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { CertificateExpiryBanner } from "@/components/wallet/certificate-expiry-banner";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { listPrograms, type ProgramPage } from "@/lib/services/programs/list-programs";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(PROGRAM_LIST_MESSAGES)).title };
}

type SearchParams = Record<string, string | string[] | undefined>;
type ProgramsPageProps = { searchParams: Promise<SearchParams> };

const param = (params: SearchParams, name: string) =>
  typeof params[name] === "string" ? (params[name] as string) : undefined;

/** `?created=<id>` (builder), `?duplicated=<id>` (list), `?deleted=<name>` (a program's page). */
function initialNoticeOf(params: SearchParams, result: ProgramPage): InitialNotice | undefined {
  for (const kind of ["created", "duplicated"] as const) {
    const program = result.items.find((item) => item.id === param(params, kind));
    if (program) return { kind, name: program.name, programId: program.id };
  }
  const deleted = param(params, "deleted")?.slice(0, 200);
  return deleted ? { kind: "deleted", name: deleted } : undefined;
}

export default async function ProgramsPage({ searchParams }: ProgramsPageProps) {
  const params = await searchParams;
  const query = parseProgramListQuery(params);
  const { merchant } = await requireMerchant(programListHref(query));
  if (!merchant) return <ChooseMerchant title="Programs" />;
  const language = await getRequestLanguage();
  const messages = await getServerMessages(PROGRAM_LIST_MESSAGES);

  const result = await listPrograms({
    merchantId: merchant.merchantId,
    query: {
      ...query,
      q: query.q || null,
      status: query.status || null,
      limit: PROGRAMS_PAGE_SIZE,
      offset: null,
    },
  });
  const notice = initialNoticeOf(params, result);
  const createAction = <ButtonLink href="/programs/new">{messages.create}</ButtonLink>;
  const isFiltered = Boolean(query.q || query.status);
  const header = (
    <>
      <PageHeader title={messages.title} description={messages.description} actions={createAction} />
      <CertificateExpiryBanner merchantId={merchant.merchantId} />
      {params.welcome === "1" && <WelcomeNotice />}
    </>
  );

  if (result.total === 0 && !isFiltered) {
    return (
      <>
        {header}
        <ProgramActionsProvider mode="list" initialNotice={notice}>
          <EmptyState title={messages.emptyTitle} action={createAction}>
            {messages.emptyBody}
          </EmptyState>
        </ProgramActionsProvider>
      </>
    );
  }

  const emptyTitle = query.q
    ? messages.noMatchTitle(query.q)
    : query.status
      ? messages.noneWithStatusTitle
      : messages.pastEndTitle;
  const emptyBody = query.q
    ? messages.noMatchBody
    : query.status
      ? messages.noneWithStatusBody
      : messages.pastEndBody;
  const highlighted = notice?.kind === "deleted" ? undefined : notice?.programId;

  return (
    <>
      {header}
      <ProgramActionsProvider mode="list" initialNotice={notice}>
        <ProgramSearch query={query} messages={messages} />
        {result.items.length === 0 ? (
          <EmptyState
            title={emptyTitle}
            action={
              <ButtonLink href={programListHref({})} variant="secondary">
                {messages.showAll}
              </ButtonLink>
            }
          >
            {emptyBody}
          </EmptyState>
        ) : (
          <>
            <ProgramTable
              programs={result.items}
              newId={highlighted}
              query={query}
              messages={messages}
              language={language}
            />
            <ProgramCards
              programs={result.items}
              newId={highlighted}
              messages={messages}
              language={language}
            />
          </>
        )}
        {result.total > 0 && (
          <Pagination query={query} pageSize={PROGRAMS_PAGE_SIZE} total={result.total} messages={messages} />
        )}
      </ProgramActionsProvider>
    </>
  );
}
