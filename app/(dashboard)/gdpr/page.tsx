import type { Metadata } from "next";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { firstParam } from "@/components/dashboard/dashboard-merchant";
import { linkedMerchantQuestion } from "@/components/dashboard/linked-merchant";
import { LinkedMerchantPrompt } from "@/components/dashboard/linked-merchant-prompt";
import { ErasureForm } from "@/components/gdpr/erasure-form";
import { HistoryTable } from "@/components/gdpr/history-table";
import styles from "@/components/giftcards/giftcards.module.css";
import { GIFT_CARD_MESSAGES } from "@/components/giftcards/i18n/messages";
import { PageHeader } from "@/components/ui/page-header";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { listGdprRecordsQuerySchema } from "@/lib/schemas/gdpr";
import { toFullGdprRecordDto } from "@/lib/services/gdpr/gdpr-record-dto";
import { listGdprRecords } from "@/lib/services/gdpr/list-gdpr-records";
import { listSubjectPrograms } from "@/lib/services/gdpr/list-subject-programs";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(GIFT_CARD_MESSAGES)).gdpr.title };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function GdprPage({ searchParams }: Props) {
  const params = await searchParams;
  const linked = firstParam(params.merchant);
  const { user, merchant } = await requireMerchant(
    linked ? `/gdpr?merchant=${encodeURIComponent(linked)}` : "/gdpr",
  );
  const language = await getRequestLanguage();
  const messages = await getServerMessages(GIFT_CARD_MESSAGES);
  const header = <PageHeader title={messages.gdpr.title} description={messages.gdpr.lead} />;
  const question = await linkedMerchantQuestion({ user, current: merchant, pathname: "/gdpr", params });
  if (question) {
    return (
      <>
        {header}
        <LinkedMerchantPrompt {...question} />
      </>
    );
  }
  if (!merchant) return <ChooseMerchant title={messages.gdpr.title} />;
  const [programs, history] = await Promise.all([
    listSubjectPrograms({ merchantId: merchant.merchantId }),
    listGdprRecords({
      merchantId: merchant.merchantId,
      query: listGdprRecordsQuerySchema.parse({ limit: 20 }),
      toDto: toFullGdprRecordDto,
    }),
  ]);
  // `?programId=…&memberId=…` (a member's page links here): the form starts filled in, nothing is sent yet.
  const isId = (value: string | undefined) => (value && /^[0-9a-f]{24}$/i.test(value) ? value : "");
  const programParam = isId(firstParam(params.programId));
  const prefill = {
    programId: programs.some((program) => program.id === programParam) ? programParam : "",
    memberId: isId(firstParam(params.memberId)),
  };
  return (
    <div className={styles.stack}>
      {header}
      <ErasureForm programs={programs} prefill={prefill} />
      <HistoryTable records={history.items} messages={messages} language={language} />
    </div>
  );
}
