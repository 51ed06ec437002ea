import { GiftCard } from "@/lib/db/models/gift-card";
import { Member } from "@/lib/db/models/member";
import { displayNameOf } from "@/lib/members/display-name";
import { isVisibleCard } from "@/lib/services/giftcards/gift-card-dto";
import type { StoredCard } from "@/lib/services/giftcards/ledger";
import { isVisibleMember } from "@/lib/services/members/member-dto";
import type { StoredMember } from "@/lib/services/members/points-ledger";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";

/** Whom a card link goes to; a gift card's also says who gave it and what they wrote. */
export type CardLinkRecipient = {
  email: string;
  name: string | null;
  merchantId: string;
  programId: string;
  sender: string | null;
  message: string | null;
};

/** Where a member's link goes; null when there is nobody to send it to (erased, deleted, no e-mail). */
async function memberRecipient(memberId: string): Promise<CardLinkRecipient | null> {
  const member = await Member.findById(memberId).lean<StoredMember>();
  if (!member || !isVisibleMember(member) || member.status === "erased" || !member.email) return null;
  return {
    email: member.email,
    name: displayNameOf(member, null),
    merchantId: String(member.merchantId),
    programId: String(member.programId),
    sender: null,
    message: null,
  };
}

/** Where a gift card's link goes; null when the card is deleted, purged, erased or has no e-mail. */
async function giftCardRecipient(cardId: string): Promise<CardLinkRecipient | null> {
  const card = await GiftCard.findById(cardId).lean<StoredCard>();
  if (!card || !isVisibleCard(card) || card.erasedAt || !card.customerEmail) return null;
  return {
    email: card.customerEmail,
    name: card.customerName ?? null,
    merchantId: String(card.merchantId),
    programId: String(card.programId),
    sender: card.senderName ?? null,
    message: card.customMessage ?? null,
  };
}

/** By `_id` alone; the checks are made in code (docs/queries-that-scale.md). */
export const cardLinkRecipientOf = (subject: PassSubject) =>
  subject.kind === "member" ? memberRecipient(subject.id) : giftCardRecipient(subject.id);
