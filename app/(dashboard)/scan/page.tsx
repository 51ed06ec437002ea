import type { Metadata } from "next";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { scannerLocations } from "@/app/(dashboard)/scan/scanner-locations";
import { scannerPrograms } from "@/app/(dashboard)/scan/scanner-programs";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { firstParam } from "@/components/dashboard/dashboard-merchant";
import { linkedMerchantQuestion } from "@/components/dashboard/linked-merchant";
import { LinkedMerchantPrompt } from "@/components/dashboard/linked-merchant-prompt";
import { SCANNER_MESSAGES } from "@/components/scanner/i18n/messages";
import { CounterLocationProvider } from "@/components/scanner/location/counter-location";
import { Scanner } from "@/components/scanner/scanner";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { getServerMessages } from "@/lib/i18n/server-messages";

export async function generateMetadata(): Promise<Metadata> {
  // Installable as the counter's own app, scoped to this page (public/scan.webmanifest, decision 054).
  return { title: (await getServerMessages(SCANNER_MESSAGES)).title, manifest: "/scan.webmanifest" };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The camera is allowed on this page alone (Permissions-Policy in next.config.ts); links here load a new document.
export default async function ScanPage({ searchParams }: Props) {
  const params = await searchParams;
  const linked = firstParam(params.merchant);
  const { user, merchant } = await requireMerchant(
    linked ? `/scan?merchant=${encodeURIComponent(linked)}` : "/scan",
  );
  const t = await getServerMessages(SCANNER_MESSAGES);
  const header = <PageHeader title={t.title} description={t.lead} />;
  const question = await linkedMerchantQuestion({ user, current: merchant, pathname: "/scan", params });
  if (question) {
    return (
      <>
        {header}
        <LinkedMerchantPrompt {...question} />
      </>
    );
  }
  if (!merchant) return <ChooseMerchant title={t.title} />;
  const { loyalty, giftCards } = await scannerPrograms(merchant.merchantId);
  const locations = await scannerLocations(user, merchant.merchantId);
  return (
    <>
      {header}
      {loyalty.length === 0 && giftCards.length === 0 ? (
        <EmptyState title={t.program}>{t.noPrograms}</EmptyState>
      ) : (
        <CounterLocationProvider locations={locations}>
          <Scanner programs={loyalty} giftCardPrograms={giftCards} />
        </CounterLocationProvider>
      )}
    </>
  );
}
