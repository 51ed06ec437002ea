import { readOutbox } from "@/lib/mail/outbox";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";
import { deliverMail } from "@/lib/testing/outbox";

/** Sends every due e-mail now (card links among them), as the server's outbox worker would. */
export const deliverCardLinks = deliverMail;

/** A member's card link in an e-mail's text (`/m/<token>`); a gift card's is `GIFT_CARD_LINK_IN_TEXT`. */
export const CARD_LINK_IN_TEXT = /\/m\/([A-Za-z0-9_-]{43})\b/;
export const GIFT_CARD_LINK_IN_TEXT = /\/g\/([A-Za-z0-9_-]{43})\b/;

const patternOf = (kind: PassSubject["kind"]) =>
  kind === "member" ? CARD_LINK_IN_TEXT : GIFT_CARD_LINK_IN_TEXT;

/** The card-link e-mails (of a member's card, or a gift card's) the development outbox holds for an address, oldest first. */
export async function cardLinkMails(email: string, kind: PassSubject["kind"] = "member") {
  const messages = await readOutbox(process.env.OUTBOX_DIR ?? ".outbox", email);
  return messages.filter((message) => patternOf(kind).test(message.text));
}

/** The token of the newest card-link e-mail to an address, or null. */
export async function latestCardLinkToken(
  email: string,
  kind: PassSubject["kind"] = "member",
): Promise<string | null> {
  const newest = (await cardLinkMails(email, kind)).at(-1);
  return newest ? (patternOf(kind).exec(newest.text)?.[1] ?? null) : null;
}
