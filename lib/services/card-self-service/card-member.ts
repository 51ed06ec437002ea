import { connectToDatabase } from "@/lib/db/connect";
import { Member } from "@/lib/db/models/member";
import { notFound } from "@/lib/errors/api-error";
import { resolveCardLink } from "@/lib/services/card-link-store/card-links";
import { isVisibleMember } from "@/lib/services/members/member-dto";
import type { StoredMember } from "@/lib/services/members/points-ledger";

export const CARD_NOT_FOUND = "Card not found";

/**
 * The member a card page's token opens, for the page's own actions: 404 for anything the page itself would not
 * show (a dead link, a gift card's, an erased or deleted member), so the actions reach no more than the page does.
 */
export async function memberOpenedByCard(token: string): Promise<StoredMember> {
  const link = await resolveCardLink(token);
  if (link?.subject.kind !== "member") throw notFound(CARD_NOT_FOUND);
  await connectToDatabase();
  const member = await Member.findById(link.subject.id).lean<StoredMember>();
  if (!member || !isVisibleMember(member) || member.status === "erased") throw notFound(CARD_NOT_FOUND);
  return member;
}
