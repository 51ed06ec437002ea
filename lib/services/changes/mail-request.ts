import { randomUUID } from "node:crypto";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { MailPayload } from "@/lib/outbox/mail-payload";

/** An e-mail a change asks for: composed and sent by the outbox's mail handler. */
export type MailRequest = MailPayload & { merchantId: string | null };

/**
 * The row's key. An e-mail someone asked for (a card link, a verification code, a reset link) is sent each time it
 * is asked for (the services limit how often); the owner's notice of a disabled endpoint once per run of failures.
 */
function mailKeyOf(mail: MailPayload): string {
  switch (mail.compose) {
    case "card-link":
      return `card-link:${mail.subject.kind}:${mail.subject.id}:${mail.reason}:${mail.linkId ?? randomUUID()}`;
    case "signup-verification":
      return `signup-verification:${mail.pendingId}:${randomUUID()}`;
    case "marketing-confirmation":
      return `marketing-confirmation:${mail.memberId}:${randomUUID()}`;
    case "erasure-code":
      return `erasure-code:${mail.memberId}:${randomUUID()}`;
    case "password-reset":
      return `password-reset:${mail.userId}:${randomUUID()}`;
    case "team-invitation":
      return `team-invitation:${mail.invitationId}:${randomUUID()}`;
    case "webhook-disabled":
      return `webhook-disabled:${mail.webhookId}:${Date.parse(mail.failingSince)}`;
  }
}

/** Writes the e-mail's outbox row; the worker composes and sends it, with retries, also after a restart. */
export async function enqueueMail({ merchantId, ...payload }: MailRequest): Promise<void> {
  // Each card-link e-mail carries a link of its own (decision 033): its id is chosen now, its token when it is sent.
  const mail = payload.compose === "card-link" ? { ...payload, linkId: randomUUID() } : payload;
  await enqueueOutbox({ kind: "mail", key: mailKeyOf(mail), merchantId, payload: mail });
}
