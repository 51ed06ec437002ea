import { readOutbox } from "@/lib/mail/outbox";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { cardLinkHandler } from "@/lib/services/card-links/send-card-link";
import type { PassSubject } from "@/lib/services/wallet/pass-identity";

/** Sends every due card-link e-mail now, as the server's outbox worker would. */
export async function deliverCardLinks(): Promise<number> {
  let sent = 0;
  for (let pass = 0; pass < 3; pass++) {
    const outcome = await createOutboxWorker({ handlers: { "card-link": cardLinkHandler } }).runOnce();
    sent += outcome.sent;
    if (outcome.sent + outcome.failed === 0) break;
  }
  return sent;
}

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
