import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "@/lib/env";

export type MailMessage = { to: string; subject: string; text: string; html: string };

let transporter: Transporter | undefined;

function getTransporter(): Transporter {
  const { SMTP_URL } = getEnv();
  // Without SMTP, nodemailer renders the real MIME message into a buffer and we keep it in the outbox.
  transporter ??= SMTP_URL
    ? nodemailer.createTransport(SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true });
  return transporter;
}

/** Sends through SMTP_URL; in development writes `<id>.eml` and `<id>.json` to OUTBOX_DIR instead. */
export async function sendMail(message: MailMessage): Promise<{ messageId: string; outboxFile?: string }> {
  const env = getEnv();
  const info = await getTransporter().sendMail({ from: env.MAIL_FROM, ...message });
  if (env.SMTP_URL) return { messageId: info.messageId };
  const outbox = path.resolve(env.OUTBOX_DIR);
  await mkdir(outbox, { recursive: true });
  const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}`;
  await writeFile(path.join(outbox, `${id}.eml`), info.message as Buffer);
  const outboxFile = path.join(outbox, `${id}.json`);
  // Written aside and renamed: a reader of the outbox (tests, the developer) never sees half a message.
  const partial = path.join(outbox, `.${id}.json.partial`);
  await writeFile(
    partial,
    JSON.stringify({ ...message, messageId: info.messageId, createdAt: new Date().toISOString() }, null, 2),
  );
  await rename(partial, outboxFile);
  return { messageId: info.messageId, outboxFile };
}
