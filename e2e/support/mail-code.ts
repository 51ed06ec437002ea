import { readOutbox } from "../../lib/mail/outbox";

/** A code in an e-mail's text: six digits at the end of a line (decision 042). */
const CODE_IN_TEXT = /(?:: |^)(\d{6})$/m;

/** The code of the newest e-mail to an address that holds one, once there are `atLeast` such e-mails; waits for the outbox worker. */
export async function mailCodeFor(
  email: string,
  { atLeast = 1 }: { atLeast?: number } = {},
): Promise<string> {
  const outboxDir = process.env.E2E_OUTBOX_DIR;
  if (!outboxDir) throw new Error("E2E_OUTBOX_DIR is not set: run this through `npm run test:e2e`.");
  for (let attempt = 0; attempt < 100; attempt++) {
    const codes = (await readOutbox(outboxDir, email))
      .map((message) => CODE_IN_TEXT.exec(message.text)?.[1])
      .filter((code): code is string => Boolean(code));
    if (codes.length >= atLeast) return codes.at(-1) as string;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail with a code for ${email}`);
}
