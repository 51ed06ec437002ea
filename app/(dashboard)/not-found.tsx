import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { getServerMessages } from "@/lib/i18n/server-messages";

/** Inside the dashboard (its navigation stays around it), a missing page leads back to the merchant's work. */
export default async function DashboardNotFound() {
  const t = (await getServerMessages(DASHBOARD_MESSAGES)).dashboardNotFound;
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <ButtonLink href="/programs">{t.back}</ButtonLink>
    </>
  );
}
