import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

process.env.WEBHOOKS_ALLOW_LOCAL = "1";

import { connectToDatabase } from "@/lib/db/connect";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { CLAIM_LEASE_MS } from "@/lib/outbox/claim";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { createWebhookSchema } from "@/lib/schemas/webhook";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { outboxHandlers } from "@/lib/services/outbox-handlers/outbox-handlers";
import { createWebhook } from "@/lib/services/webhooks/create-webhook";
import { listDeliveries } from "@/lib/services/webhooks/list-deliveries";
import { merchantWithToken } from "@/lib/testing/accounts";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { startHttpsReceiver } from "@/lib/testing/https-receiver";

let child: ChildProcess | undefined;
let receiver: Awaited<ReturnType<typeof startHttpsReceiver>>;
const secrets: string[] = [];

beforeAll(async () => {
  await connectToDatabase();
  // The first delivery attempt hangs: the worker process is killed while it waits for the answer.
  receiver = await startHttpsReceiver({ secrets: () => secrets, statuses: [0] });
});
afterAll(async () => {
  child?.kill("SIGKILL");
  await receiver.close();
});

let childOutput = "";

// Generous: the child compiles TypeScript and connects on a machine that may be busy with other test files.
async function waitFor(condition: () => boolean, what: string) {
  for (let tries = 0; tries < 1500; tries++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}; the worker process said: ${childOutput.slice(-2000)}`);
}

it("a worker process killed between the change and a finished send: the event still arrives after a restart", async () => {
  const merchant = await merchantWithToken("Restart Café");
  const programId = (await giftCardProgram(merchant.merchantId)).id;
  const hook = await createWebhook({
    merchantId: merchant.merchantId,
    input: createWebhookSchema.parse({ url: receiver.url, events: ["giftcard.issued"] }),
  });
  secrets.push(hook.secret);
  const card = await issueGiftCard({
    merchantId: merchant.merchantId,
    programId,
    input: issueGiftCardSchema.parse({ initialValue: 12 }),
  });

  const root = path.resolve(__dirname, "../..");
  child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "lib/testing/outbox-worker-process.ts")],
    {
      cwd: root,
      env: { ...process.env, WEBHOOKS_ALLOW_LOCAL: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const collect = (chunk: Buffer) => {
    childOutput = `${childOutput}${chunk.toString()}`.slice(-4000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  await waitFor(() => receiver.received.length === 1, "the first attempt to reach the receiver");
  child.kill("SIGKILL");
  await new Promise((resolve) => child?.once("exit", resolve));
  expect(await OutboxMessage.countDocuments({ kind: "webhook" })).toBe(1);

  // The restarted server's worker: at once, the dead worker's claim still holds; after its lease, it is taken over.
  const restarted = (offsetMs: number) =>
    createOutboxWorker({ handlers: outboxHandlers(), now: () => new Date(Date.now() + offsetMs) });
  await restarted(0).runOnce();
  expect(receiver.received).toHaveLength(1);
  await restarted(CLAIM_LEASE_MS + 1_000).runOnce();
  expect(receiver.received).toHaveLength(2);
  const [lost, arrived] = receiver.received;
  expect(arrived?.headers["webhook-id"]).toBe(lost?.headers["webhook-id"]);
  expect(arrived?.verifiedWith).toEqual([hook.secret]);
  expect(JSON.parse(arrived?.body ?? "{}").data.cardId).toBe(card.id);
  const { items } = await listDeliveries({ merchantId: merchant.merchantId, webhookId: hook.id, limit: 10 });
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ status: "succeeded", attempts: 2, statusCode: 200 });
  expect(await OutboxMessage.countDocuments({})).toBe(0);
}, 240_000);
