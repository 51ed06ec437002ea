import type { Metadata } from "next";
import Link from "next/link";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { LOCATION_MESSAGES } from "@/components/locations/i18n/messages";
import { LocationsManager } from "@/components/locations/locations-manager";
import { PageHeader } from "@/components/ui/page-header";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { listLocations } from "@/lib/services/locations/list-locations";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(LOCATION_MESSAGES)).title };
}

export default async function LocationsPage() {
  const { merchant } = await requireMerchant("/settings/locations");
  const messages = await getServerMessages(LOCATION_MESSAGES);
  if (!merchant) return <ChooseMerchant title={messages.title} />;
  const { items } = await listLocations({ merchantId: merchant.merchantId });
  return (
    <>
      <p>
        <Link href="/settings">← {messages.back}</Link>
      </p>
      <PageHeader title={messages.title} description={messages.lead} />
      <LocationsManager initial={items} />
    </>
  );
}
