import { MerchantSwitcher } from "@/components/dashboard/merchant-switcher";
import { STAFF_MESSAGES } from "@/components/dashboard/staff-i18n/messages";
import { PageHeader } from "@/components/ui/page-header";
import { getServerMessages } from "@/lib/i18n/server-messages";

/** What a merchant page shows support staff who act for no merchant yet: the page's title and the switcher. */
export async function ChooseMerchant({ title }: { title: string }) {
  const t = await getServerMessages(STAFF_MESSAGES);
  return (
    <>
      <PageHeader title={title} description={t.page.lead} />
      <section className="card" aria-labelledby="choose-merchant-title">
        <h2 id="choose-merchant-title">{t.switcher.title}</h2>
        <p className="muted">{t.switcher.lead}</p>
        <MerchantSwitcher />
      </section>
    </>
  );
}
