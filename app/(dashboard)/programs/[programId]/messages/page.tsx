import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { MESSAGES_PAGE_MESSAGES } from "@/components/messages/i18n/messages";
import { MessageComposer } from "@/components/messages/message-composer";
import { MessageHistory } from "@/components/messages/message-history";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/errors/api-error";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { messageListQuerySchema } from "@/lib/schemas/message";
import { LIST_PAGE_MAX } from "@/lib/schemas/program";
import { listMessages } from "@/lib/services/messages/list-messages";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { toProgramDto } from "@/lib/services/programs/program-dto";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(MESSAGES_PAGE_MESSAGES)).title };
}

type MessagesPageProps = {
  params: Promise<{ programId: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

async function load(merchantId: string, programId: string, page: number) {
  try {
    const program = toProgramDto(await getProgramOrThrow({ merchantId, programId, programType: "loyalty" }));
    const query = messageListQuerySchema.parse({ page });
    return { program, messages: await listMessages({ merchantId, programId, query }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A program's messages to its pass holders (issue 29): compose with preview and live count, and the history. */
export default async function MessagesPage({ params, searchParams }: MessagesPageProps) {
  const { programId } = await params;
  const { page: pageParam } = await searchParams;
  const { merchant } = await requireMerchant(`/programs/${encodeURIComponent(programId)}/messages`);
  const t = await getServerMessages(MESSAGES_PAGE_MESSAGES);
  if (!merchant) return <ChooseMerchant title={t.title} />;
  const requested = Number(typeof pageParam === "string" ? pageParam : 1);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= LIST_PAGE_MAX ? requested : 1;
  const loaded = await load(merchant.merchantId, programId, page);
  if (!loaded) notFound();
  const { program, messages } = loaded;
  return (
    <>
      <PageHeader
        title={t.titleOf(program.name)}
        description={t.description}
        actions={
          <ButtonLink href={`/programs/${programId}`} variant="secondary">
            {program.name}
          </ButtonLink>
        }
      />
      <MessageComposer
        programId={programId}
        programName={program.name}
        tiers={program.schema === "tieredMembership" ? program.tiers.map((tier) => tier.name) : []}
      />
      <MessageHistory
        programId={programId}
        messages={messages.items}
        page={messages.page}
        hasMore={messages.hasMore}
      />
    </>
  );
}
