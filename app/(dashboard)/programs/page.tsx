import type { Metadata } from "next";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { WelcomeNotice } from "@/components/dashboard/welcome-notice";
import { CreatedNotice } from "@/components/programs/created-notice";
import { PROGRAMS_PAGE_SIZE, parseProgramListQuery, programListHref } from "@/components/programs/list-query";
import { Pagination } from "@/components/programs/pagination";
import { ProgramCards } from "@/components/programs/program-cards";
import { ProgramSearch } from "@/components/programs/program-search";
import { ProgramTable } from "@/components/programs/program-table";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { listPrograms } from "@/lib/services/programs/list-programs";

export const metadata: Metadata = { title: "Programs" };

type ProgramsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const createAction = <ButtonLink href="/programs/new">Create program</ButtonLink>;

export default async function ProgramsPage({ searchParams }: ProgramsPageProps) {
  const params = await searchParams;
  const { q, page } = parseProgramListQuery(params);
  const createdId = typeof params.created === "string" ? params.created : undefined;
  const { merchant } = await requireMerchant(programListHref({ q, page }));
  if (!merchant) return <ChooseMerchant title="Programs" />;

  const result = await listPrograms({
    merchantId: merchant.merchantId,
    query: { q: q || null, page, limit: PROGRAMS_PAGE_SIZE, offset: null },
  });
  const created = result.items.find((program) => program.id === createdId);
  const header = (
    <>
      <PageHeader
        title="Programs"
        description="Loyalty and gift-card programs your customers carry as wallet passes."
        actions={createAction}
      />
      {params.welcome === "1" && <WelcomeNotice />}
    </>
  );

  if (result.total === 0 && !q) {
    return (
      <>
        {header}
        <EmptyState title="No programs yet" action={createAction}>
          Create your first loyalty or gift-card program. You can change everything later.
        </EmptyState>
      </>
    );
  }

  return (
    <>
      {header}
      {created && <CreatedNotice programId={created.id} name={created.name} />}
      <ProgramSearch query={q} />
      {result.items.length === 0 ? (
        <EmptyState
          title={q ? `No programs match “${q}”` : "Nothing on this page"}
          action={
            <ButtonLink href={programListHref({ q: "", page: 1 })} variant="secondary">
              Show all programs
            </ButtonLink>
          }
        >
          {q ? "Try another search term." : "This page is past the end of the list."}
        </EmptyState>
      ) : (
        <>
          <ProgramTable programs={result.items} newId={created?.id} />
          <ProgramCards programs={result.items} newId={created?.id} />
        </>
      )}
      {result.total > 0 && (
        <Pagination q={q} page={page} pageSize={PROGRAMS_PAGE_SIZE} total={result.total} />
      )}
    </>
  );
}
