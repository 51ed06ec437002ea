// A server's outbox worker in a process of its own, for tests that kill it mid-attempt
// (`node --import tsx lib/testing/outbox-worker-process.ts`; MONGODB_URI names the test's database).
import { outboxHandlers } from "@/lib/outbox/handlers";
import { createOutboxWorker } from "@/lib/outbox/worker";

const worker = createOutboxWorker({ handlers: outboxHandlers(), pollMs: 200 });
worker.start();
console.log("worker started");
