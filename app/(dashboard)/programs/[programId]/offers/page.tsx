import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { OfferManager } from "@/components/offers/offer-manager";
import { en as t } from "@/components/templates/i18n/en";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/api/errors";
import { listOffers } from "@/lib/services/offers/list-offers";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

export const metadata: Metadata = { title: "Offers" };

type OffersPageProps = { params: Promise<{ programId: string }> };

async function load(merchantId: string, programId: string) {
  try {
    const program = await getProgramOrThrow({ merchantId, programId });
    return { program, offers: (await listOffers({ merchantId, programId })).items };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export default async function OffersPage({ params }: OffersPageProps) {
  const { programId } = await params;
  const { merchant } = await requireMerchant(`/programs/${encodeURIComponent(programId)}/offers`);
  if (!merchant) return <ChooseMerchant title={t.offers.title} />;
  const loaded = await load(merchant.merchantId, programId);
  if (!loaded) notFound();
  return (
    <>
      <PageHeader
        title={`${t.offers.title}: ${loaded.program.name}`}
        description={t.offers.description}
        actions={
          <ButtonLink href={`/programs/${programId}`} variant="secondary">
            {loaded.program.name}
          </ButtonLink>
        }
      />
      <OfferManager programId={programId} offers={loaded.offers} />
    </>
  );
}
