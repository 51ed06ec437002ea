import type { CommandStartedEvent } from "mongodb";
import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { commandListeners } from "@/lib/db/command-listeners";
import { connectToDatabase } from "@/lib/db/connect";
import { OutboxClaim } from "@/lib/db/models/outbox-claim";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { CLAIM_LEASE_MS, claimIdOf } from "@/lib/outbox/claim";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { OutboxHandler } from "@/lib/outbox/types";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { commandEventsDuring } from "@/lib/testing/database-commands";

// The worker's own bookkeeping (claim, re-read, delete, release), counted in database commands and checked for
// exactly-once claims when several workers take the same rows. The handler touches no database: what is counted is
// the outbox's own work.

let clock = Date.now();
const now = () => new Date(clock);
/** The workers' clock a moment past the real one: every row written so far is due (enqueueing many takes a while). */
const makeDue = () => {
  clock = Math.max(clock, Date.now()) + 1_000;
};

/** A handler that records what it was asked to send, by key. */
function recordingHandler() {
  const sent: string[] = [];
  const handler: OutboxHandler = {
    retry: { baseDelayMs: 1_000, maxDelayMs: 60_000, giveUpAfterMs: 3_600_000 },
    deliver: async (message) => {
      sent.push(message.key);
      // A push's answer takes a moment: the workers' passes overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { ok: true };
    },
  };
  return { sent, handler };
}

const OUTBOX_COLLECTIONS = new Set(["outbox_messages", "outbox_claims"]);

/** The commands sent to the outbox's collections while `work` runs. */
async function outboxCommandsOf(work: () => Promise<unknown>) {
  return (await commandEventsDuring(work)).flatMap((event) => {
    const collection = String((event.command as Record<string, unknown>)[event.commandName] ?? "");
    return OUTBOX_COLLECTIONS.has(collection) ? [`${event.commandName} ${collection}`] : [];
  });
}

async function enqueueMany(prefix: string, count: number) {
  for (let index = 0; index < count; index++)
    await enqueueOutbox({ kind: "mail", key: `${prefix}-${index}`, payload: { index } });
}

beforeAll(async () => {
  await connectToDatabase();
});

describe("the outbox worker's bookkeeping", () => {
  it("a pass of 40 messages claims them in one command and deletes and releases them in one each, not one per message", async () => {
    await enqueueMany("counted", 40);
    makeDue();
    const { sent, handler } = recordingHandler();
    const worker = createOutboxWorker({ handlers: { mail: handler }, now, concurrency: 16 });
    const commands = await outboxCommandsOf(() => worker.runOnce());
    expect(sent).toHaveLength(40);
    // The scan, one claim insert, each row re-read by its `_id` before its send, one delete of the finished rows
    // and one of their claims: 44 commands (was 161, four a message).
    const reReads = commands.filter((command) => command === "find outbox_messages").length - 1;
    expect(reReads).toBe(40);
    expect(commands.filter((command) => command !== "find outbox_messages")).toEqual([
      "insert outbox_claims",
      "delete outbox_messages",
      "delete outbox_claims",
    ]);
    expect(commands).toHaveLength(44);
    expect(await OutboxMessage.countDocuments({ key: /^counted-/ })).toBe(0);
    expect(await OutboxClaim.countDocuments({})).toBe(0);
  });

  it("three workers passing over the same 30 messages at once send each exactly once", async () => {
    await enqueueMany("raced", 30);
    makeDue();
    const { sent, handler } = recordingHandler();
    const workers = [1, 2, 3].map(() =>
      createOutboxWorker({ handlers: { mail: handler }, now, concurrency: 4, batchSize: 30 }),
    );
    const results = await Promise.all(workers.map((worker) => worker.runOnce()));
    // Another pass each: a message finished by one worker is never sent again by the others.
    await Promise.all(workers.map((worker) => worker.runOnce()));
    expect([...sent].sort()).toEqual(Array.from({ length: 30 }, (_, index) => `raced-${index}`).sort());
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(30);
    expect(await OutboxMessage.countDocuments({ key: /^raced-/ })).toBe(0);
    expect(await OutboxClaim.countDocuments({})).toBe(0);
  });

  it("a running worker sending what its process writes, while another worker scans over and over: each sent once", async () => {
    const { sent, handler } = recordingHandler();
    // Both on the real clock: the rows are due as they are written.
    const running = createOutboxWorker({
      handlers: { mail: handler },
      pollMs: 60_000,
      concurrency: 4,
      batchSize: 7,
    });
    const scanner = createOutboxWorker({ handlers: { mail: handler }, concurrency: 4 });
    running.start();
    let isScanning = true;
    const scanning = (async () => {
      while (isScanning) await scanner.runOnce();
    })();
    try {
      await enqueueMany("overlapped", 30);
      for (let tries = 0; tries < 600 && sent.length < 30; tries++)
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      isScanning = false;
      await scanning;
      await running.stop();
    }
    expect([...sent].sort()).toEqual(Array.from({ length: 30 }, (_, index) => `overlapped-${index}`).sort());
    expect(await OutboxMessage.countDocuments({ key: /^overlapped-/ })).toBe(0);
    expect(await OutboxClaim.countDocuments({})).toBe(0);
  });

  it("a scan finding more due rows than a pass takes sends the rest in the following passes, without scanning again", async () => {
    await enqueueMany("backlog", 25);
    makeDue();
    const { sent, handler } = recordingHandler();
    const worker = createOutboxWorker({
      handlers: { mail: handler },
      now,
      pollMs: 60_000,
      concurrency: 4,
      batchSize: 10,
    });
    const scans: unknown[] = [];
    const listener = (event: CommandStartedEvent) => {
      const command = event.command as { find?: string; filter?: Record<string, unknown> };
      if (command.find === "outbox_messages" && Object.keys(command.filter ?? {}).length === 0)
        scans.push(command.filter);
    };
    commandListeners.add(listener);
    worker.start();
    try {
      for (let tries = 0; tries < 600 && sent.length < 25; tries++)
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await worker.stop();
      commandListeners.delete(listener);
    }
    expect([...sent].sort()).toEqual(Array.from({ length: 25 }, (_, index) => `backlog-${index}`).sort());
    // One scan for 25 rows in passes of 10 (before: one scan a pass, the next after pollMs).
    expect(scans).toHaveLength(1);
    expect(await OutboxMessage.countDocuments({ key: /^backlog-/ })).toBe(0);
  });

  it("in one batch, an attempt a live worker holds is left alone and one whose lease has passed is taken over as the next attempt", async () => {
    await enqueueMany("mixed", 3);
    makeDue();
    const [held, orphaned] = await Promise.all(
      ["mixed-0", "mixed-1"].map((key) => OutboxMessage.findOne({ key }).lean().orFail()),
    );
    // A live worker holds mixed-0's attempt 1; one that died long ago held mixed-1's.
    await OutboxClaim.create({ _id: claimIdOf(held?._id, 1), messageId: held?._id, claimedAt: now() });
    await OutboxClaim.create({
      _id: claimIdOf(orphaned?._id, 1),
      messageId: orphaned?._id,
      claimedAt: new Date(clock - CLAIM_LEASE_MS - 1_000),
    });
    const attempts = new Map<string, number>();
    const handler: OutboxHandler = {
      ...recordingHandler().handler,
      deliver: async (message, context) => {
        attempts.set(message.key, context.attempt);
        return { ok: true };
      },
    };
    const result = await createOutboxWorker({ handlers: { mail: handler }, now }).runOnce();
    expect(result).toMatchObject({ sent: 2, skipped: 1 });
    expect(Object.fromEntries(attempts)).toEqual({ "mixed-1": 2, "mixed-2": 1 });
    expect(await OutboxMessage.countDocuments({ key: /^mixed-/ })).toBe(1);
    // The finished rows' claims are gone (both of mixed-1's); the live worker's is untouched.
    expect(await OutboxClaim.find({}).distinct("_id")).toEqual([claimIdOf(held?._id, 1)]);
    await OutboxClaim.deleteMany({ messageId: held?._id });
    await OutboxMessage.deleteMany({ _id: held?._id });
  });

  it("sends its bookkeeping through a connection pool of its own, not the one requests share", async () => {
    await enqueueMany("pooled", 5);
    makeDue();
    const { sent, handler } = recordingHandler();
    const shared: string[] = [];
    const onShared = (event: CommandStartedEvent) => {
      const collection = String((event.command as Record<string, unknown>)[event.commandName] ?? "");
      if (OUTBOX_COLLECTIONS.has(collection)) shared.push(`${event.commandName} ${collection}`);
    };
    const client = mongoose.connection.getClient();
    client.on("commandStarted", onShared);
    try {
      const commands = await outboxCommandsOf(() =>
        createOutboxWorker({ handlers: { mail: handler }, now }).runOnce(),
      );
      expect(commands).toHaveLength(1 + 1 + 5 + 2);
    } finally {
      client.off("commandStarted", onShared);
    }
    expect(sent).toHaveLength(5);
    expect(shared).toEqual([]);
  });
});
