import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { MailMessage } from "@/lib/mail/send-mail";

export type OutboxMessage = MailMessage & { createdAt: string };

/** Messages the development outbox holds for one recipient, newest last (tests and the dev log use it). */
export async function readOutbox(outboxDir: string, recipient: string): Promise<OutboxMessage[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith(".json")).sort();
  } catch {
    return [];
  }
  const messages = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(outboxDir, file), "utf8"))),
  );
  return messages.filter((message: OutboxMessage) => message.to.toLowerCase() === recipient.toLowerCase());
}
