import { readOutbox } from "../../lib/mail/outbox";

/**
 * The card page path of the newest card-link e-mail to an address (`/m/<token>`, or a gift card's `/g/<token>`);
 * waits for the outbox worker.
 */
export async function cardLinkPathFor(
  email: string,
  { atLeast = 1, page = "m" }: { atLeast?: number; page?: "m" | "g" } = {},
): Promise<string> {
  const linkInText = new RegExp(`https?://\\S+(/${page}/[A-Za-z0-9_-]{43})\\b`);
  const outboxDir = process.env.E2E_OUTBOX_DIR;
  if (!outboxDir) throw new Error("E2E_OUTBOX_DIR is not set: run this through `npm run test:e2e`.");
  for (let attempt = 0; attempt < 100; attempt++) {
    const links = (await readOutbox(outboxDir, email))
      .map((message) => linkInText.exec(message.text)?.[1])
      .filter((link): link is string => Boolean(link));
    if (links.length >= atLeast) return links.at(-1) as string;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no card-link e-mail for ${email}`);
}

/** The newest card-link e-mail to an address (subject and text), for checking its language. */
export async function latestCardLinkMail(email: string) {
  await cardLinkPathFor(email);
  return (await readOutbox(process.env.E2E_OUTBOX_DIR ?? "", email)).at(-1);
}
