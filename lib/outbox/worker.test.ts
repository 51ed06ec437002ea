import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { OutboxClaim } from "@/lib/db/models/outbox-claim";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { retryDelayMs } from "@/lib/outbox/backoff";
import { CLAIM_LEASE_MS, claimIdOf } from "@/lib/outbox/claim";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import { createMailHandler } from "@/lib/outbox/mail-handler";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { recordQueries } from "@/lib/testing/pushdown";

// The generic worker's tests send rendered e-mails (no composer); the composers have tests of their own.
const unreachable = async () => {
  throw new Error("no composer in this test");
};
const mailHandler = createMailHandler({
  "card-link": unreachable,
  "signup-verification": unreachable,
  "password-reset": unreachable,
  "erasure-code": unreachable,
  "marketing-confirmation": unreachable,
  "webhook-disabled": unreachable,
  "team-invitation": unreachable,
});

let clock = Date.now();
const now = () => new Date(clock);
const worker = () => createOutboxWorker({ handlers: { mail: mailHandler }, now });

async function mailsTo(to: string) {
  const dir = process.env.OUTBOX_DIR as string;
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith(".json"));
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), "utf8"))),
  );
  return mails.filter((mail) => mail.to === to);
}

const mail = (to: string) => ({ to, subject: "Hello", text: "Hello", html: "<p>Hello</p>" });

beforeAll(async () => {
  await connectToDatabase();
});

describe("the outbox worker", () => {
  it("writing the same key twice sends once", async () => {
    await enqueueOutbox({ kind: "mail", key: "twice", payload: mail("twice@example.com") });
    await enqueueOutbox({ kind: "mail", key: "twice", payload: mail("twice@example.com") });
    clock += 1000;
    await worker().runOnce();
    await worker().runOnce();
    expect(await mailsTo("twice@example.com")).toHaveLength(1);
  });

  it("leaves an attempt claimed by a live worker alone, and takes it over once the claim's lease has passed", async () => {
    await enqueueOutbox({ kind: "mail", key: "orphan", payload: mail("orphan@example.com") });
    const message = await OutboxMessage.findOne({ key: "orphan" }).lean();
    // A worker claimed attempt 1 and died before sending.
    await OutboxClaim.create({ _id: claimIdOf(message?._id, 1), messageId: message?._id, claimedAt: now() });
    clock += 1000;
    expect(await worker().runOnce()).toMatchObject({ sent: 0, skipped: 1 });
    expect(await mailsTo("orphan@example.com")).toHaveLength(0);
    clock += CLAIM_LEASE_MS;
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(await mailsTo("orphan@example.com")).toHaveLength(1);
    expect(await OutboxMessage.countDocuments({ key: "orphan" })).toBe(0);
    expect(await OutboxClaim.countDocuments({ messageId: message?._id })).toBe(0);
  });

  it("retries a failing message with growing delays and drops it after its handler's time runs out", async () => {
    // The worker is under test here; the handler is a receiver that is always down.
    const givenUp: string[] = [];
    const failing = createOutboxWorker({
      now,
      handlers: {
        mail: {
          retry: mailHandler.retry,
          deliver: async () => ({ ok: false, error: "receiver down" }),
          onGiveUp: async (message, error) => void givenUp.push(`${message.key}: ${error}`),
        },
      },
    });
    await enqueueOutbox({ kind: "mail", key: "always-down", payload: mail("down@example.com") });
    clock += 1000;
    await failing.runOnce();
    const first = await OutboxMessage.findOne({ key: "always-down" }).lean();
    expect(first).toMatchObject({ attempt: 2, lastError: "receiver down" });
    expect(first?.dueAt.getTime()).toBe(clock + retryDelayMs(mailHandler.retry, 1));
    // Not yet due: nothing happens.
    expect(await failing.runOnce()).toMatchObject({ sent: 0, failed: 0 });
    clock += retryDelayMs(mailHandler.retry, 1);
    await failing.runOnce();
    const second = await OutboxMessage.findOne({ key: "always-down" }).lean();
    expect(second?.attempt).toBe(3);
    expect(second?.dueAt.getTime()).toBe(clock + retryDelayMs(mailHandler.retry, 2));
    expect(givenUp).toEqual([]);
    clock += 4 * DAY_MS;
    await failing.runOnce();
    expect(await OutboxMessage.countDocuments({ key: "always-down" })).toBe(0);
    expect(givenUp).toEqual(["always-down: receiver down"]);
  });

  it("a pass takes at most its batch and says when more is due; a running worker then goes on at once, not after its poll", async () => {
    for (const n of [1, 2, 3, 4, 5])
      await enqueueOutbox({ kind: "mail", key: `batch-${n}`, payload: mail(`batch${n}@example.com`) });
    clock += 1000;
    const small = createOutboxWorker({ handlers: { mail: mailHandler }, now, batchSize: 2, concurrency: 2 });
    expect(await small.runOnce()).toMatchObject({ sent: 2, hasMore: true });
    // A poll of a minute: only "more is due" can make this worker finish the rest within the test's time.
    const running = createOutboxWorker({
      handlers: { mail: mailHandler },
      now,
      batchSize: 1,
      pollMs: 60_000,
    });
    running.start();
    for (let tries = 0; tries < 300 && (await OutboxMessage.countDocuments({ key: /^batch-/ })) > 0; tries++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await running.stop();
    expect(await OutboxMessage.countDocuments({ key: /^batch-/ })).toBe(0);
    for (const n of [1, 2, 3, 4, 5]) expect(await mailsTo(`batch${n}@example.com`)).toHaveLength(1);
  });

  it("a running worker sends what its own process writes at once, without reading the whole outbox again", async () => {
    const running = createOutboxWorker({ handlers: { mail: mailHandler }, pollMs: 60_000 });
    running.start();
    // Its first scan, then nothing due: only a fresh message can make it send within the test's time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const recording = recordQueries();
    try {
      await enqueueOutbox({ kind: "mail", key: "fresh", payload: mail("fresh@example.com") });
      for (let tries = 0; tries < 200 && (await mailsTo("fresh@example.com")).length === 0; tries++)
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      recording.stop();
      await running.stop();
    }
    expect(await mailsTo("fresh@example.com")).toHaveLength(1);
    const scans = recording.captured.filter(
      (query) => query.collection === "outbox_messages" && Object.keys(query.filter).length === 0,
    );
    expect(scans).toEqual([]);
    expect(await OutboxClaim.countDocuments({})).toBe(0);
  });

  it("stop() waits for the pass in flight and no pass starts after it", async () => {
    const running = worker();
    running.start();
    await running.stop();
    await enqueueOutbox({ kind: "mail", key: "after-stop", payload: mail("after-stop@example.com") });
    expect(await OutboxMessage.countDocuments({ key: "after-stop" })).toBe(1);
  });
});

describe("backoff", () => {
  it("doubles from the base up to the cap", () => {
    const policy = { baseDelayMs: 5_000, maxDelayMs: 3_600_000, giveUpAfterMs: DAY_MS };
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(policy, attempt))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
    expect(retryDelayMs(policy, 30)).toBe(3_600_000);
  });
});
