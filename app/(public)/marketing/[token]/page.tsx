import type { Metadata } from "next";
import { MARKETING_CONFIRMATION_COPY } from "@/components/public/i18n/marketing-confirmation";
import { MarketingConfirmation } from "@/components/public/marketing-confirmation";
import styles from "@/components/public/public.module.css";
import { getServerMessages } from "@/lib/i18n/server-messages";

type ConfirmationPageProps = { params: Promise<{ token: string }> };

// The address holds the link's secret: no search engine, no Referer, no cache (headers: next.config.ts).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerMessages(MARKETING_CONFIRMATION_COPY);
  return { title: t.metaTitle, robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** The double opt-in's link (decision 042): the button confirms; the page itself reads and changes nothing. */
export default async function MarketingConfirmationPage({ params }: ConfirmationPageProps) {
  const [{ token }, t] = await Promise.all([params, getServerMessages(MARKETING_CONFIRMATION_COPY)]);
  return (
    <>
      <h1 className={styles.title}>{t.heading}</h1>
      <MarketingConfirmation token={token} />
    </>
  );
}
