import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";

type ComingNextProps = { title: string; summary: string; plans: string[]; children?: ReactNode };

/** An honest placeholder: what the page will do, and that it does not do it yet. */
export function ComingNext({ title, summary, plans, children }: ComingNextProps) {
  return (
    <>
      <PageHeader title={title} description={summary} />
      <section className="card" aria-labelledby="coming-next-title">
        <p>
          <span className="badge badge--primary">Coming next</span>
        </p>
        <h2 id="coming-next-title">What you will find here</h2>
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
