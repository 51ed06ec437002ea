import type { Metadata } from "next";
import Link from "next/link";
import { requireUser } from "@/app/(dashboard)/require-user";
import { ErasureForm } from "@/components/gdpr/erasure-form";
import { HistoryTable } from "@/components/gdpr/history-table";
import { dashboardMerchantOf, firstParam } from "@/components/giftcards/dashboard-merchant";
import styles from "@/components/giftcards/giftcards.module.css";
import { GIFT_CARD_MESSAGES } from "@/components/giftcards/i18n/messages";
import { MerchantPicker } from "@/components/giftcards/merchant-picker";
import { PageHeader } from "@/components/ui/page-header";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { listGdprRecordsQuerySchema } from "@/lib/schemas/gdpr";
import { listGdprRecords } from "@/lib/services/gdpr/list-gdpr-records";
import { listGiftCardPrograms } from "@/lib/services/giftcards/list-gift-card-programs";

export async function generateMetadata(): Promise<Metadata> {
  return { title: GIFT_CARD_MESSAGES[await getRequestLanguage()].gdpr.title };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function GdprPage({ searchParams }: Props) {
  const requestedMerchant = firstParam((await searchParams).merchant);
  const user = await requireUser(requestedMerchant ? `/gdpr?merchant=${requestedMerchant}` : "/gdpr");
  const language = await getRequestLanguage();
  const messages = GIFT_CARD_MESSAGES[language];
  const { merchant, isUnknown } = await dashboardMerchantOf(user, requestedMerchant);
  const header = <PageHeader title={messages.gdpr.title} description={messages.gdpr.lead} />;
  if (!merchant) {
    return (
      <>
        {header}
        <MerchantPicker language={language} isUnknown={isUnknown} />
      </>
    );
  }
  const [programs, history] = await Promise.all([
    listGiftCardPrograms({ merchantId: merchant.merchantId }),
    listGdprRecords({
      merchantId: merchant.merchantId,
      query: listGdprRecordsQuerySchema.parse({ limit: 20 }),
    }),
  ]);
  return (
    <div className={styles.stack}>
      {header}
      {merchant.isStaff && (
        <p className={styles.scope}>
          <strong>{messages.merchant.current(merchant.merchantName)}</strong>
          <Link href="/gdpr">{messages.merchant.change}</Link>
        </p>
      )}
      <ErasureForm
        language={language}
        merchantId={merchant.isStaff ? merchant.merchantId : null}
        programs={programs.map(({ id, name }) => ({ id, name }))}
      />
      <HistoryTable records={history.items} messages={messages} />
    </div>
  );
}
