// How far a member is from their next reward (issue 28, the card page): the cheapest LIVE offer their points do
// not reach yet, and on tiered programs the next tier. Pure and browser-safe: it reads the same facts the pass
// reads (the program's LIVE offers and tiers, the ledger's balance and lifetime points), so the card page and the
// pass's offers never disagree about what is reachable.

/** What of an offer decides when a balance reaches it (`pointsRefusal`'s bounds). */
export type ProgressOffer = {
  name: string;
  pointsCost?: number | null;
  pointsMin?: number | null;
  pointsMax?: number | null;
};

export type ProgressTier = { name: string; minLifetimePoints: number };

export type RewardProgress = {
  /** The LIVE offer the fewest more points reach; null when every offer is reached, or none can be. */
  nextOffer: { name: string; pointsNeeded: number; threshold: number } | null;
  /** Tiered programs: the next tier by lifetime points; null at the top tier or without tiers. */
  nextTier: { name: string; pointsNeeded: number } | null;
};

/** The balance from which an offer can be redeemed: its cost and its minimum, whichever is higher. */
const thresholdOf = (offer: ProgressOffer) => Math.max(offer.pointsCost ?? 0, offer.pointsMin ?? 0);

export function rewardProgressOf({
  balance,
  lifetime,
  offers,
  tiers,
}: {
  balance: number;
  lifetime: number;
  offers: readonly ProgressOffer[];
  /** Empty unless the program is tiered. */
  tiers: readonly ProgressTier[];
}): RewardProgress {
  // An offer whose maximum is below its own threshold can never be reached: more points do not help.
  const ahead = offers
    .map((offer) => ({ offer, threshold: thresholdOf(offer) }))
    .filter(({ offer, threshold }) => threshold > balance && (offer.pointsMax ?? threshold) >= threshold)
    .sort((a, b) => a.threshold - b.threshold || a.offer.name.localeCompare(b.offer.name));
  const next = ahead[0];
  const tier = tiers.find((each) => each.minLifetimePoints > lifetime);
  return {
    nextOffer: next
      ? { name: next.offer.name, pointsNeeded: next.threshold - balance, threshold: next.threshold }
      : null,
    nextTier: tier ? { name: tier.name, pointsNeeded: tier.minLifetimePoints - lifetime } : null,
  };
}
