import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

process.env.WEBHOOKS_ALLOW_LOCAL = "1";

import { POST as erase } from "@/app/v2/giftcards/gdpr/erasure/route";
import { DAY_MS } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { Webhook } from "@/lib/db/models/webhook";
import { WebhookDelivery } from "@/lib/db/models/webhook-delivery";
import { createMailHandler } from "@/lib/outbox/mail-handler";
import type { OutboxHandlers } from "@/lib/outbox/types";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { createWebhookSchema } from "@/lib/schemas/webhook";
import { redeemGiftCard } from "@/lib/services/giftcards/change-gift-card-balance";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { mailComposers } from "@/lib/services/outbox-handlers/outbox-handlers";
import { createWebhook } from "@/lib/services/webhooks/create-webhook";
import { createWebhookHandler } from "@/lib/services/webhooks/deliver-webhook";
import { fanOutEventHandler } from "@/lib/services/webhooks/fan-out-event";
import { listDeliveries } from "@/lib/services/webhooks/list-deliveries";
import { redeliver } from "@/lib/services/webhooks/redeliver";
import { rotateWebhookSecret } from "@/lib/services/webhooks/rotate-webhook-secret";
import { sendTestEvent } from "@/lib/services/webhooks/send-test-event";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { startHttpsReceiver } from "@/lib/testing/https-receiver";

const mailHandler = createMailHandler(mailComposers);

// A clock the tests move: each pass of the worker happens a minute after the last, so backoff delays pass
// without waiting.
let clock = Date.now();
const now = () => new Date(clock);
const handlers = (): OutboxHandlers => ({
  "webhook-event": fanOutEventHandler,
  webhook: createWebhookHandler({
    policy: () => ({ allowLoopback: true, timeoutMs: 5_000, maxResponseBytes: 65_536 }),
  }),
  mail: mailHandler,
});

async function drain(worker = createOutboxWorker({ handlers: handlers(), now }), passes = 8) {
  for (let pass = 0; pass < passes; pass++) {
    clock += 60 * 60_000;
    await worker.runOnce();
  }
}

const issueGiftCardSchemaFor = (initialValue: string) => issueGiftCardSchema.parse({ initialValue });

let merchant: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;
let receiver: Awaited<ReturnType<typeof startHttpsReceiver>>;
const secrets: string[] = [];

beforeAll(async () => {
  await connectToDatabase();
  merchant = await merchantWithToken("Webhook Café");
  programId = (await giftCardProgram(merchant.merchantId)).id;
  receiver = await startHttpsReceiver({ secrets: () => secrets });
});
afterAll(() => receiver.close());

async function endpoint(events: string[], url = receiver.url) {
  const created = await createWebhook({
    merchantId: merchant.merchantId,
    input: createWebhookSchema.parse({ url, events }),
  });
  secrets.push(created.secret);
  return created;
}

describe("webhook deliveries through the outbox", () => {
  it("retries a 500 twice with backoff, then logs one delivery that succeeded after three attempts", async () => {
    const hook = await endpoint(["giftcard.issued"]);
    receiver.answerNext(500, 500);
    const before = receiver.received.length;
    const card = await issueGiftCard({
      merchantId: merchant.merchantId,
      programId,
      input: issueGiftCardSchemaFor("25"),
    });
    const worker = createOutboxWorker({ handlers: handlers(), now });
    await drain(worker);
    const arrivals = receiver.received.slice(before);
    expect(arrivals).toHaveLength(3);
    for (const arrival of arrivals) expect(arrival.verifiedWith).toEqual([hook.secret]);
    expect(new Set(arrivals.map((arrival) => arrival.headers["webhook-id"])).size).toBe(1);
    const body = JSON.parse(arrivals[0]?.body ?? "{}");
    expect(body).toMatchObject({ type: "giftcard.issued", data: { cardId: card.id, balance: "25.00" } });
    expect(body.data.customerEmail).toBeUndefined();
    const { items } = await listDeliveries({
      merchantId: merchant.merchantId,
      webhookId: hook.id,
      limit: 50,
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      status: "succeeded",
      attempts: 3,
      statusCode: 200,
      eventType: "giftcard.issued",
    });
    expect(items[0]?.attemptLog.map((attempt) => attempt.statusCode)).toEqual([500, 500, 200]);
    expect(await OutboxMessage.countDocuments({})).toBe(0);
  });

  it("an event written before a restart is delivered by a worker started afresh", async () => {
    const hook = await endpoint(["giftcard.redeemed"]);
    const card = await issueGiftCard({
      merchantId: merchant.merchantId,
      programId,
      input: issueGiftCardSchemaFor("30"),
    });
    await redeemGiftCard({ merchantId: merchant.merchantId, programId, cardId: card.id, amount: "5.00" });
    // No worker ran in this "process": the event waits in the database only.
    expect(await OutboxMessage.countDocuments({ kind: "webhook-event" })).toBeGreaterThan(0);
    vi.resetModules();
    const fresh = await import("@/lib/outbox/worker");
    const before = receiver.received.length;
    await drain(fresh.createOutboxWorker({ handlers: handlers(), now }));
    const redeemed = receiver.received
      .slice(before)
      .filter((arrival) => arrival.body.includes('"giftcard.redeemed"'));
    expect(redeemed).toHaveLength(1);
    expect(JSON.parse(redeemed[0]?.body ?? "{}").data).toMatchObject({
      cardId: card.id,
      amount: "5.00",
      balance: "25.00",
    });
    expect(redeemed[0]?.verifiedWith).toContain(hook.secret);
  });

  it("a finished GDPR erasure reaches only the endpoints that subscribed to it", async () => {
    const hook = await endpoint(["gdpr.erasure.completed"]);
    const card = await issueGiftCard({
      merchantId: merchant.merchantId,
      programId,
      input: issueGiftCardSchema.parse({ initialValue: "10", customerEmail: "erase-me@example.com" }),
    });
    await drain();
    const before = receiver.received.length;
    const erased = await callRoute(erase, {
      path: "/v2/giftcards/gdpr/erasure",
      json: { customerEmail: "erase-me@example.com" },
      token: merchant.token,
    });
    expect(erased.data).toMatchObject({ status: "completed" });
    await drain();
    const arrivals = receiver.received.slice(before);
    expect(arrivals).toHaveLength(1);
    expect(arrivals[0]?.verifiedWith).toEqual([hook.secret]);
    expect(JSON.parse(arrivals[0]?.body ?? "{}")).toMatchObject({
      type: "gdpr.erasure.completed",
      data: { status: "completed", affectedCards: [card.id] },
    });
    expect(arrivals[0]?.body).not.toContain("erase-me");
  });

  it("two workers passing at once deliver each message exactly once", async () => {
    const hook = await endpoint(["giftcard.issued"]);
    const before = receiver.received.length;
    const deliveries = await Promise.all(
      Array.from({ length: 6 }, () =>
        sendTestEvent({ merchantId: merchant.merchantId, webhookId: hook.id, now }),
      ),
    );
    clock += 1000;
    const [first, second] = [
      createOutboxWorker({ handlers: handlers(), now }),
      createOutboxWorker({ handlers: handlers(), now }),
    ];
    await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()]);
    const ids = receiver.received
      .slice(before)
      .map((arrival) => JSON.parse(arrival.body).data.webhookId + arrival.headers["webhook-id"]);
    expect(ids).toHaveLength(deliveries.length);
    expect(new Set(ids).size).toBe(deliveries.length);
  });

  it("during a rotation's grace period deliveries carry both signatures; after it only the new one", async () => {
    const hook = await endpoint(["giftcard.issued"]);
    const rotated = await rotateWebhookSecret({
      merchantId: merchant.merchantId,
      webhookId: hook.id,
      graceHours: 24,
      now,
    });
    secrets.push(rotated.secret);
    const before = receiver.received.length;
    await sendTestEvent({ merchantId: merchant.merchantId, webhookId: hook.id, now });
    await drain(undefined, 1);
    const during = receiver.received.slice(before);
    expect(during).toHaveLength(1);
    expect(during[0]?.headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(during[0]?.verifiedWith.sort()).toEqual([hook.secret, rotated.secret].sort());
    clock += 2 * DAY_MS;
    await sendTestEvent({ merchantId: merchant.merchantId, webhookId: hook.id, now });
    await drain(undefined, 1);
    const after = receiver.received.slice(before + 1);
    expect(after[0]?.verifiedWith).toEqual([rotated.secret]);
  });

  it("redeliver sends the same body under the same webhook-id as a new logged delivery", async () => {
    const hook = await endpoint(["giftcard.issued"]);
    const test = await sendTestEvent({ merchantId: merchant.merchantId, webhookId: hook.id, now });
    await drain(undefined, 1);
    const before = receiver.received.length;
    const again = await redeliver({
      merchantId: merchant.merchantId,
      webhookId: hook.id,
      deliveryId: test.id,
    });
    await drain(undefined, 1);
    const [arrival] = receiver.received.slice(before);
    expect(arrival?.headers["webhook-id"]).toBe(test.eventId);
    const { items } = await listDeliveries({
      merchantId: merchant.merchantId,
      webhookId: hook.id,
      limit: 50,
    });
    expect(items.map((item) => [item.id, item.status])).toEqual(
      expect.arrayContaining([
        [again.id, "succeeded"],
        [test.id, "succeeded"],
      ]),
    );
    expect(items.find((item) => item.id === again.id)?.redeliveryOf).toBe(test.id);
  });

  it("an endpoint failing for five days is disabled and its owner e-mailed once", async () => {
    const failing = await startHttpsReceiver({ statuses: Array(20).fill(503) });
    try {
      const hook = await endpoint(["giftcard.issued"], failing.url);
      await Webhook.updateOne(
        { _id: hook.id },
        { $set: { failingSince: new Date(clock - 5 * DAY_MS - 1000) } },
      );
      await sendTestEvent({ merchantId: merchant.merchantId, webhookId: hook.id, now });
      await sendTestEvent({ merchantId: merchant.merchantId, webhookId: hook.id, now });
      await drain(undefined, 3);
      const stored = await Webhook.findById(hook.id).lean();
      expect(stored).toMatchObject({ enabled: false, disabledReason: "failing" });
      const outbox = process.env.OUTBOX_DIR as string;
      const files = (await readdir(outbox)).filter((file) => file.endsWith(".json"));
      const mails = await Promise.all(
        files.map(async (file) => JSON.parse(await readFile(path.join(outbox, file), "utf8"))),
      );
      const notices = mails.filter((mail) => mail.to === merchant.email && mail.text.includes(failing.url));
      expect(notices).toHaveLength(1);
      const deliveries = await WebhookDelivery.find({ webhookId: hook.id }).lean();
      expect(deliveries.every((delivery) => delivery.status === "failed")).toBe(true);
    } finally {
      await failing.close();
    }
  });
});
