import { getEnv } from "@/lib/env";
import type { OutboxHandlers } from "@/lib/outbox/types";
import { createOutboxWorker, type OutboxWorker } from "@/lib/outbox/worker";

/**
 * In the server process: the outbox worker (webhooks, e-mails, Wallet pushes and Google patches; decision 013),
 * polling every OUTBOX_POLL_MS and woken at once by rows this process writes. Its attempts are claimed by inserted
 * rows, so any number of servers may run one. `stop()` resolves once the pass in flight has recorded its outcome.
 */
export function startOutboxWorker(handlers: OutboxHandlers): OutboxWorker {
  // 16 at once: a pass of Wallet pushes after a program-wide change is many short HTTP/2 requests on one connection.
  const worker = createOutboxWorker({
    handlers,
    pollMs: getEnv().OUTBOX_POLL_MS,
    concurrency: 16,
    log: console.log,
  });
  worker.start();
  return worker;
}
