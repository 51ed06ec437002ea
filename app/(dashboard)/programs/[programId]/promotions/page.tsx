import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { PROMOTION_MESSAGES } from "@/components/promotions/i18n/use-promotion-messages";
import { PromotionManager } from "@/components/promotions/promotion-manager";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/errors/api-error";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { passTimeZoneOf } from "@/lib/passes/time-zone";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { listPromotions } from "@/lib/services/promotions/list-promotions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(PROMOTION_MESSAGES)).title };
}

type Props = { params: Promise<{ programId: string }> };

async function load(merchantId: string, programId: string) {
  try {
    const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
    return { program, promotions: (await listPromotions({ merchantId, programId })).items };
  } catch (error) {
    // Another merchant's program, an unknown one and a gift-card program alike: there is no such page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

// Issue 29 (decision 051): a loyalty program's bonus-point promotions.
export default async function PromotionsPage({ params }: Props) {
  const { programId } = await params;
  const { merchant } = await requireMerchant(`/programs/${encodeURIComponent(programId)}/promotions`);
  const t = await getServerMessages(PROMOTION_MESSAGES);
  if (!merchant) return <ChooseMerchant title={t.title} />;
  const loaded = await load(merchant.merchantId, programId);
  if (!loaded) notFound();
  return (
    <>
      <PageHeader
        title={`${t.title}: ${loaded.program.name}`}
        description={t.description}
        actions={
          <ButtonLink href={`/programs/${programId}`} variant="secondary">
            {loaded.program.name}
          </ButtonLink>
        }
      />
      <PromotionManager
        programId={programId}
        promotions={loaded.promotions}
        timeZone={passTimeZoneOf(loaded.program.timeZone)}
      />
    </>
  );
}
