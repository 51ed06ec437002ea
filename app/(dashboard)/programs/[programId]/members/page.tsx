import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { formatCount } from "@/components/i18n/format";
import { ExportMembersButton } from "@/components/members/export-members-button";
import { MEMBER_MESSAGES } from "@/components/members/i18n/messages";
import {
  DEFAULT_MEMBER_SORT,
  MEMBERS_PAGE_SIZE,
  memberListHref,
  parseMemberListQuery,
} from "@/components/members/list-query";
import { MemberCards, MemberPagination, MemberTable } from "@/components/members/member-list";
import { MemberSearch } from "@/components/members/member-search";
import styles from "@/components/members/members.module.css";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/errors/api-error";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { listMembers } from "@/lib/services/members/list-members";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { toProgramDto } from "@/lib/services/programs/program-dto";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(MEMBER_MESSAGES)).list.title };
}

type SearchParams = Record<string, string | string[] | undefined>;
type MembersPageProps = { params: Promise<{ programId: string }>; searchParams: Promise<SearchParams> };

/** The merchant's loyalty program, or null for a missing, foreign or gift-card one (a 404 page). */
async function findProgram(merchantId: string, programId: string) {
  try {
    return toProgramDto(await getProgramOrThrow({ merchantId, programId, programType: "loyalty" }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

export default async function MembersPage({ params, searchParams }: MembersPageProps) {
  const { programId } = await params;
  const query = parseMemberListQuery(await searchParams);
  const { merchant } = await requireMerchant(memberListHref(encodeURIComponent(programId), query));
  const language = await getRequestLanguage();
  const messages = await getServerMessages(MEMBER_MESSAGES);
  const text = messages.list;
  if (!merchant) return <ChooseMerchant title={text.title} />;
  const program = await findProgram(merchant.merchantId, programId);
  if (!program) notFound();

  const result = await listMembers({
    merchantId: merchant.merchantId,
    programId: program.id,
    query: {
      q: query.q || null,
      status: query.status || null,
      sort: query.sort,
      page: query.page,
      limit: MEMBERS_PAGE_SIZE,
      offset: null,
    },
  });
  const isFiltered = Boolean(query.q || query.status);
  // The table's and cards' caption names the order when it is not the default (newest first).
  const listMessages =
    query.sort === DEFAULT_MEMBER_SORT
      ? messages
      : {
          ...messages,
          list: { ...messages.list, caption: messages.sort.caption(messages.sort.options[query.sort] ?? "") },
        };
  const header = (
    <PageHeader
      title={text.titleOf(program.name)}
      description={text.description}
      actions={
        <>
          <ButtonLink href={`/programs/${program.id}`} variant="secondary" className={styles.wrappingButton}>
            {program.name}
          </ButtonLink>
          <ButtonLink href={`/programs/${program.id}/members/import`} variant="secondary" prefetch={false}>
            {text.importCsv}
          </ButtonLink>
          <ExportMembersButton programId={program.id} />
        </>
      }
    />
  );

  if (result.items.length === 0 && !isFiltered && query.page === 1) {
    return (
      <>
        {header}
        <EmptyState title={text.emptyTitle}>{text.emptyBody}</EmptyState>
      </>
    );
  }

  const emptyTitle = query.q
    ? text.noMatchTitle(query.q)
    : query.status
      ? text.noneWithStatusTitle
      : text.pastEndTitle;
  return (
    <>
      {header}
      <MemberSearch programId={program.id} query={query} messages={messages} />
      <p className="muted" aria-live="polite" data-testid="member-total">
        {messages.sort.total(formatCount(result.total, language))}
      </p>
      {result.items.length === 0 ? (
        <EmptyState
          title={emptyTitle}
          action={
            <ButtonLink href={memberListHref(program.id, {})} variant="secondary">
              {text.clear}
            </ButtonLink>
          }
        >
          {query.q ? text.noMatchBody : undefined}
        </EmptyState>
      ) : (
        <>
          <MemberTable
            programId={program.id}
            members={result.items}
            messages={listMessages}
            language={language}
          />
          <MemberCards
            programId={program.id}
            members={result.items}
            messages={listMessages}
            language={language}
          />
        </>
      )}
      <MemberPagination programId={program.id} query={query} hasMore={result.hasMore} messages={messages} />
    </>
  );
}
