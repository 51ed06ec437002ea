import type { ReactNode } from "react";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { PageHeader } from "@/components/ui/page-header";
import { getServerMessages } from "@/lib/i18n/server-messages";

type ComingNextProps = { title: string; summary: string; plans: string[]; children?: ReactNode };

/** An honest placeholder: what the page will do, and that it does not do it yet. */
export async function ComingNext({ title, summary, plans, children }: ComingNextProps) {
  const t = (await getServerMessages(DASHBOARD_MESSAGES)).comingNext;
  return (
    <>
      <PageHeader title={title} description={summary} />
      <section className="card" aria-labelledby="coming-next-title">
        <p>
          <span className="badge badge--primary">{t.badge}</span>
        </p>
        <h2 id="coming-next-title">{t.heading}</h2>
        <ul>
          {plans.map((plan) => (
            <li key={plan}>{plan}</li>
          ))}
        </ul>
        {children}
      </section>
    </>
  );
}
