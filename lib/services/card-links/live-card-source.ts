import { type Clock, systemClock } from "@/lib/clock";
import { resolveCardLink } from "@/lib/services/card-link-store/card-links";
import { isVisibleCard } from "@/lib/services/giftcards/gift-card-dto";
import { isVisibleMember } from "@/lib/services/members/member-dto";
import {
  type GiftCardPassSource,
  loadPassSource,
  type MemberPassSource,
} from "@/lib/services/wallet/pass-source";

type SourceOf = { member: MemberPassSource; giftcard: GiftCardPassSource };

/**
 * What a card link opens, read as the passes read it: null for a malformed, replaced or revoked token, a token
 * of the other kind (a member's link never opens `/g/…`), a deleted, purged or erased member or card, or a program
 * that is gone. Every public card route asks this one question, so the page, its pass and its Google button
 * agree about which links are alive.
 */
export async function loadLiveCardSource<Kind extends keyof SourceOf>({
  token,
  kind,
  withOffers = false,
  now = systemClock,
}: {
  token: string;
  kind: Kind;
  withOffers?: boolean;
  now?: Clock;
}): Promise<SourceOf[Kind] | null> {
  const link = await resolveCardLink(token, now);
  if (link?.subject.kind !== kind) return null;
  const source = await loadPassSource({ subject: link.subject, withOffers, now });
  if (!source || source.kind !== kind || source.program.deletedAt) return null;
  const isAlive =
    source.kind === "member"
      ? isVisibleMember(source.member) && source.member.status !== "erased"
      : isVisibleCard(source.card) && !source.card.erasedAt;
  return isAlive ? (source as SourceOf[Kind]) : null;
}
