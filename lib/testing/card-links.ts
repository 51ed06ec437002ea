import { readOutbox } from "@/lib/mail/outbox";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { cardLinkHandler } from "@/lib/services/card-links/send-card-link";

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

export const CARD_LINK_IN_TEXT = /\/m\/([A-Za-z0-9_-]{43})\b/;

/** The card-link e-mails the development outbox holds for an address, oldest first. */
export async function cardLinkMails(email: string) {
  const messages = await readOutbox(process.env.OUTBOX_DIR ?? ".outbox", email);
  return messages.filter((message) => CARD_LINK_IN_TEXT.test(message.text));
}

/** The token of the newest card-link e-mail to an address, or null. */
export async function latestCardLinkToken(email: string): Promise<string | null> {
  const newest = (await cardLinkMails(email)).at(-1);
  return newest ? (CARD_LINK_IN_TEXT.exec(newest.text)?.[1] ?? null) : null;
}
