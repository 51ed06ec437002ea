import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { OfferManager } from "@/components/offers/offer-manager";
import { de } from "@/components/templates/i18n/de";
import { en } from "@/components/templates/i18n/en";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/errors/api-error";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { listOffers } from "@/lib/services/offers/list-offers";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { toProgramDto } from "@/lib/services/programs/program-dto";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages({ en, de })).offers.title };
}

type OffersPageProps = { params: Promise<{ programId: string }> };

async function load(merchantId: string, programId: string) {
  try {
    const program = toProgramDto(await getProgramOrThrow({ merchantId, programId }));
    return { program, offers: (await listOffers({ merchantId, programId })).items };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export default async function OffersPage({ params }: OffersPageProps) {
  const { programId } = await params;
  const { merchant } = await requireMerchant(`/programs/${encodeURIComponent(programId)}/offers`);
  const t = await getServerMessages({ en, de });
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
