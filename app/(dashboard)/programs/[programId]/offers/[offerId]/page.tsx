import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { formatStatus } from "@/components/i18n/format";
import { OfferCardImages } from "@/components/offers/offer-card-images";
import { de } from "@/components/templates/i18n/de";
import { en } from "@/components/templates/i18n/en";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/errors/api-error";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { getOfferOrThrow } from "@/lib/services/offers/get-offer";
import { toOfferDto } from "@/lib/services/offers/offer-dto";
import { offerOwner } from "@/lib/services/offers/offer-image-owner";
import { listImages } from "@/lib/services/pass-images/list-images";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages({ en, de })).offers.images };
}

type OfferPageProps = { params: Promise<{ programId: string; offerId: string }> };

async function load(merchantId: string, programId: string, offerId: string) {
  try {
    const offer = toOfferDto(await getOfferOrThrow({ merchantId, programId, offerId }));
    const { items } = await listImages({ owner: await offerOwner({ merchantId, programId, offerId }) });
    return { offer, images: items };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export default async function OfferPage({ params }: OfferPageProps) {
  const { programId, offerId } = await params;
  const { merchant } = await requireMerchant(
    `/programs/${encodeURIComponent(programId)}/offers/${encodeURIComponent(offerId)}`,
  );
  const t = await getServerMessages({ en, de });
  if (!merchant) return <ChooseMerchant title={t.offers.images} />;
  const loaded = await load(merchant.merchantId, programId, offerId);
  if (!loaded) notFound();
  return (
    <>
      <PageHeader
        title={`${loaded.offer.name}: ${t.offers.images}`}
        description={formatStatus("offerStatuses", loaded.offer.status, await getRequestLanguage())}
        actions={
          <ButtonLink href={`/programs/${programId}/offers`} variant="secondary">
            {t.offers.title}
          </ButtonLink>
        }
      />
      <OfferCardImages programId={programId} offerId={offerId} images={loaded.images} />
    </>
  );
}
