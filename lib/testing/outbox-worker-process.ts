// A server's outbox worker in a process of its own, for tests that kill it mid-attempt
// (`node --import tsx lib/testing/outbox-worker-process.ts`; MONGODB_URI names the test's database).
// TEST_PASS_SIGNER (JSON of a PassSigner the test made) stands in for the merchant's pass certificate.

import { createOutboxWorker } from "@/lib/outbox/worker";
import { outboxHandlers } from "@/lib/services/outbox-handlers/outbox-handlers";
import { createApnsHandler } from "@/lib/services/wallet/apple/apns-handler";
import type { PassSigner } from "@/lib/services/wallet/apple/pass-signer";

const testSigner = process.env.TEST_PASS_SIGNER
  ? (JSON.parse(process.env.TEST_PASS_SIGNER) as PassSigner)
  : null;
const handlers = testSigner
  ? { ...outboxHandlers(), apns: createApnsHandler({ signerOf: async () => testSigner }) }
  : outboxHandlers();
const worker = createOutboxWorker({ handlers, pollMs: 200 });
worker.start();
console.log("worker started");
