import type { PassFacts } from "@/lib/passes/pass-facts";
import { DEFAULT_CURRENCY } from "@/lib/schemas/giftcard";
import type { PassSource } from "@/lib/services/wallet/google/pass-source";

/**
 * What a member's or gift card's pass shows, from its data as it is now (both wallets read the same source,
 * google/pass-source.ts). Erased, deleted and purged subjects are voided and carry no name; a gift card is
 * voided when its stored status is `voided` too.
 */
export function passFactsOf(source: PassSource): PassFacts {
  if (source.kind === "member") {
    const { member } = source;
    const isVoided = Boolean(member.erasedAt || member.deletedAt || member.purgedAt);
    return {
      kind: "member",
      isVoided,
      points: source.points,
      tier: isVoided ? null : source.tier,
      memberName: isVoided ? "" : [member.firstName, member.lastName].filter(Boolean).join(" "),
      number: member.memberNumber,
      balanceCents: null,
      currency: DEFAULT_CURRENCY,
      expiresAt: null,
    };
  }
  const { card } = source;
  return {
    kind: "giftcard",
    isVoided: Boolean(card.erasedAt || card.deletedAt || card.purgedAt || card.status === "voided"),
    points: 0,
    tier: null,
    memberName: "",
    number: card.cardNumber,
    balanceCents: source.balanceCents,
    currency: card.currency || DEFAULT_CURRENCY,
    expiresAt: card.expiresAt ?? null,
  };
}
