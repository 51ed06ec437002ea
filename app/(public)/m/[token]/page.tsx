import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { CardSelfService } from "@/components/public/card-self-service";
import { PUBLIC_MESSAGES } from "@/components/public/i18n/messages";
import { MemberCard } from "@/components/public/member-card";
import { MemberCardDetails } from "@/components/public/member-card-details";
import { WalletButtons } from "@/components/public/wallet-buttons";
import { walletPlatformOf } from "@/components/public/wallet-order";
import { Alert } from "@/components/ui/alert";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { barcodeImageOf } from "@/lib/qr/render-barcode";
import { cardPagePath } from "@/lib/services/card-link-store/card-link-token";
import { getMemberCard } from "@/lib/services/card-links/member-card";

type CardPageProps = {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ wallet?: string | string[] }>;
};

// The address is the card's key: no search engine, no Referer, no cache may keep it (headers: next.config.ts).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerMessages(PUBLIC_MESSAGES);
  return { title: t.card.metaTitle, robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function CardPage({ params, searchParams }: CardPageProps) {
  const { token } = await params;
  const language = await getRequestLanguage();
  const card = await getMemberCard({ token, language });
  if (!card) notFound();
  const [t, query, code, requestHeaders] = await Promise.all([
    getServerMessages(PUBLIC_MESSAGES),
    searchParams,
    barcodeImageOf(card.barcodeFormat, card.memberNumber),
    headers(),
  ]);
  return (
    <>
      {query.wallet === "unavailable" && <Alert tone="error">{t.card.wallet.unavailable}</Alert>}
      <MemberCard card={card} code={code} t={t.card} language={language} />
      <WalletButtons
        cardPath={cardPagePath("member", token)}
        hasGoogleWallet={card.hasGoogleWallet}
        isApplePreview={card.isApplePreview}
        platform={walletPlatformOf(requestHeaders.get("user-agent"))}
        t={t.card.wallet}
      />
      <MemberCardDetails card={card} t={t.card} language={language} />
      <CardSelfService token={token} />
    </>
  );
}
