import type { Metadata } from "next";
import Link from "next/link";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { PageHeader } from "@/components/ui/page-header";
import { WALLET_MESSAGES } from "@/components/wallet/i18n/messages";
import { WalletSettings } from "@/components/wallet/wallet-settings";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { getWalletState } from "@/lib/services/wallet/certificates/get-wallet-state";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(WALLET_MESSAGES)).meta.title };
}

// Settings → Wallet: the merchant's Apple Pass Type ID certificates and Google Wallet issuer (staff: of the
// merchant they act for).
export default async function WalletSettingsPage() {
  const { merchant } = await requireMerchant("/settings/wallet");
  const t = await getServerMessages(WALLET_MESSAGES);
  if (!merchant) return <ChooseMerchant title={t.page.title} />;
  const at = new Date();
  const state = await getWalletState({ merchantId: merchant.merchantId, now: () => at });
  return (
    <>
      <p>
        <Link href="/settings">← {t.page.back}</Link>
      </p>
      <PageHeader title={t.page.title} description={t.page.lead} />
      <WalletSettings initial={state} now={at.toISOString()} />
    </>
  );
}
