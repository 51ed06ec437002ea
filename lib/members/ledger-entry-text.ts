import type { PointsEntryDto } from "@/lib/schemas/member";

/** A catalogue's words for what happened (the members catalogue's `ledger.what`, the card page's `visits.what`). */
export type LedgerEntryWords = {
  redeemed: (offer: string | null) => string;
  adjusted: (reason: string | null) => string;
  imported: (reason: string | null) => string;
  scan: string;
  rule: string;
  referral: string;
  expired: string;
  /** An automation's credit (decision 050), by which one: the entry's reason is `automation:<name>`. */
  automation: { welcome: string; birthday: string; winBack: string };
};

/** A redemption's entry names its offer as `offer:<id>` (lib/services/redemptions/redeem-offer.ts). */
const OFFER_REASON = /^offer:(.+)$/;

/**
 * What a points-history row (the dashboard's, the card page's recent visits) says happened, in the page's language: "Redeemed: Free coffee", "Scan",
 * "Adjustment: <reason>", "Import". Internal reasons (offer ids, rule keys) are never shown as they are.
 */
export function ledgerEntryText(
  entry: Pick<PointsEntryDto, "source" | "reason"> & { promotion?: PointsEntryDto["promotion"] },
  offerNames: ReadonlyMap<string, string>,
  text: LedgerEntryWords,
): string {
  const what = sourceText(entry, offerNames, text);
  // Decision 051: a credit earned under a promotion names it ("Scan — Happy hour").
  return entry.promotion ? `${what} — ${entry.promotion.name}` : what;
}

function sourceText(
  entry: Pick<PointsEntryDto, "source" | "reason">,
  offerNames: ReadonlyMap<string, string>,
  text: LedgerEntryWords,
): string {
  switch (entry.source) {
    case "redemption": {
      const offerId = OFFER_REASON.exec(entry.reason ?? "")?.[1];
      return text.redeemed((offerId && offerNames.get(offerId)) || null);
    }
    case "manual":
      return text.adjusted(entry.reason);
    case "import":
      return text.imported(entry.reason);
    case "scan":
      return text.scan;
    case "rule":
      return text.rule;
    case "referral":
      return text.referral;
    case "expired":
      return text.expired;
    case "automation": {
      const which = entry.reason?.replace(/^automation:/, "") as keyof LedgerEntryWords["automation"];
      return text.automation[which] ?? text.automation.welcome;
    }
  }
}
