import type { OutboxKind } from "@/lib/db/models/outbox-message";
import type { OutboxHandlers } from "@/lib/outbox/types";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { outboxHandlers } from "@/lib/services/outbox-handlers/outbox-handlers";

/**
 * Sends every due outbox row of these kinds now (all kinds by default), as the server's worker would, until a pass
 * finds nothing more to do (a batch expands into rows, an event into deliveries). Answers how many were sent.
 */
export async function deliverOutbox(kinds?: OutboxKind[]): Promise<number> {
  const all = outboxHandlers();
  const handlers: OutboxHandlers = kinds
    ? Object.fromEntries(kinds.flatMap((kind) => (all[kind] ? [[kind, all[kind]]] : [])))
    : all;
  let sent = 0;
  for (let pass = 0; pass < 5; pass++) {
    const outcome = await createOutboxWorker({ handlers }).runOnce();
    sent += outcome.sent;
    if (outcome.sent + outcome.failed === 0) break;
  }
  return sent;
}

/**
 * Sends every due e-mail now (the development transport writes it to OUTBOX_DIR), after carrying out the public
 * joins waiting before them (their e-mails are what a join leads to).
 */
export const deliverMail = () => deliverOutbox(["public-join", "mail", "card-link"]);
