import type { Metadata } from "next";
import { requireUser } from "@/app/(dashboard)/require-user";
import { ComingNext } from "@/components/dashboard/coming-next";

export const metadata: Metadata = { title: "Gift cards" };

export default async function GiftCardsPage() {
  await requireUser("/giftcards");
  return (
    <ComingNext
      title="Gift cards"
      summary="Issue gift cards as wallet passes and keep track of their balances."
      plans={[
        "The gift cards issued under your gift-card programs, with balance and status, searchable by customer.",
        "Issuing, topping up and redeeming cards from the dashboard.",
        "GDPR erasure requests: remove a customer's data from all of their gift cards and see which cards were affected.",
      ]}
    >
      <p className="muted">To start, create a program with the type “giftcard” on the Programs page.</p>
    </ComingNext>
  );
}
