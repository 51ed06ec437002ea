import type { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { nextAttemptAt } from "@/lib/outbox/backoff";
import { claimAttempts, claimIdOf, deleteFinished } from "@/lib/outbox/claim";
import { type OutboxStore, outboxStore } from "@/lib/outbox/store";
import type { AttemptOutcome, OutboxHandler, OutboxHandlers, StoredOutboxMessage } from "@/lib/outbox/types";
import { onOutboxWake } from "@/lib/outbox/wake";

export type OutboxWorkerOptions = {
  handlers: OutboxHandlers;
  now?: Clock;
  pollMs?: number;
  /** Messages sent at once in one pass. */
  concurrency?: number;
  /** Messages looked at per pass (oldest due first). */
  batchSize?: number;
  log?: (line: string) => void;
};

export type PassResult = {
  sent: number;
  failed: number;
  skipped: number;
  /** More messages were due than one pass takes: the next pass starts at once instead of after `pollMs`. */
  hasMore?: boolean;
};

async function attemptOnce(
  store: OutboxStore,
  handler: OutboxHandler,
  message: StoredOutboxMessage,
  attempt: number,
  at: Date,
) {
  const nextAt = nextAttemptAt({
    policy: handler.retry,
    failedAttempt: attempt,
    createdAt: message.createdAt,
    now: at,
  });
  let outcome: AttemptOutcome;
  try {
    outcome = await handler.deliver(message, { attempt, now: at, nextAttemptAt: nextAt });
  } catch (error) {
    outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (outcome.ok) return { isDone: true, isSent: true };
  if (nextAt && outcome.isRetryable !== false) {
    await store.messages.updateOne(
      { _id: message._id },
      { $set: { attempt: attempt + 1, dueAt: nextAt, lastError: outcome.error.slice(0, 500) } },
    );
    return { isDone: false, isSent: false };
  }
  await handler.onGiveUp?.(message, outcome.error);
  return { isDone: true, isSent: false };
}

type Claimed = { message: StoredOutboxMessage; handler: OutboxHandler; attempt: number };

/**
 * Claims the attempts of `due` in one batch and re-reads the rows won in one command: a worker that finished a
 * message deleted it before its claims, so a claim won on a finished message finds no row (and is dropped again).
 */
async function claimAll(store: OutboxStore, handlers: OutboxHandlers, due: StoredOutboxMessage[], at: Date) {
  const handled = due.filter((message) => handlers[message.kind]);
  const won = await claimAttempts(store, handled, at);
  if (won.size === 0) return [];
  const ids = handled.filter((message) => won.has(String(message._id))).map((message) => message._id);
  // One row by its `_id` (narrowed by the index); more by `$in`, which the embedded database answers by reading
  // the pending rows whole, as the scan does (on MongoDB an index lookup either way).
  const current = await store.messages
    .find(ids.length === 1 ? { _id: ids[0] } : { _id: { $in: ids } })
    .lean<StoredOutboxMessage[]>();
  const found = new Set(current.map((message) => String(message._id)));
  const gone = ids.filter((id) => !found.has(String(id)));
  if (gone.length > 0)
    await store.claims.bulkWrite(
      gone.map((id) => ({ deleteOne: { filter: { _id: claimIdOf(id, won.get(String(id)) ?? 0) } } })),
      { ordered: false },
    );
  return current.flatMap((message): Claimed[] => {
    const attempt = won.get(String(message._id)) ?? 0;
    // Recorded by a worker that took the attempt over meanwhile: this claim is out of date.
    if (message.attempt > attempt) return [];
    return [{ message, handler: handlers[message.kind] as OutboxHandler, attempt }];
  });
}

/**
 * Sends `due` with `concurrency` runners, each taking the next claimed message as it finishes. The claims are
 * taken in one batch before the first send, and the finished rows deleted in one batch after the last, then
 * their claims (in that order: see `deleteFinished`) — four commands a pass instead of four a message.
 */
async function sendAll(
  store: OutboxStore,
  handlers: OutboxHandlers,
  due: StoredOutboxMessage[],
  at: Date,
  concurrency: number,
) {
  const claimed = due.length > 0 ? await claimAll(store, handlers, due, at) : [];
  const result: PassResult = { sent: 0, failed: 0, skipped: due.length - claimed.length };
  const finished: Types.ObjectId[] = [];
  let next = 0;
  const runner = async () => {
    while (next < claimed.length) {
      const { message, handler, attempt } = claimed[next++] as Claimed;
      const { isDone, isSent } = await attemptOnce(store, handler, message, attempt, at);
      if (isDone) finished.push(message._id);
      result[isSent ? "sent" : "failed"]++;
    }
  };
  const runs = await Promise.allSettled(
    Array.from({ length: Math.min(concurrency, claimed.length) }, runner),
  );
  // Also when a runner failed (recording a retry, say): what was sent is not sent again after its lease.
  await deleteFinished(store, finished);
  const failure = runs.find((run) => run.status === "rejected");
  if (failure) throw failure.reason;
  return result;
}

/** Messages written in this process since the last pass, kept until sent (bounded: the scan finds the rest). */
const MAX_FRESH = 10_000;

/**
 * The outbox worker (docs/decisions/013): a pass reads the pending messages, and for each one that is due
 * claims its attempt with an inserted row, sends it through its kind's handler and records the outcome —
 * delete on success or final failure, else the next attempt's time (exponential backoff). Any number of
 * workers, in any number of processes, may run at once. Messages written in this process wake it with
 * themselves: it sends those at once without reading the whole outbox, which it scans every `pollMs` (and when
 * nothing fresh is waiting) for the rest — other processes' messages, retries, and those a restart left.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { handlers, now = systemClock, pollMs = 2_000, concurrency = 4, batchSize = 100 } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PassResult> | undefined;
  let isStopped = true;
  let isWoken = false;
  let lastScanAt = Number.NEGATIVE_INFINITY;
  const fresh = new Map<string, StoredOutboxMessage>();

  /** A full pass: every pending message that is due, oldest first, at most `batchSize`. */
  async function runOnce(): Promise<PassResult> {
    const store = await outboxStore();
    const at = now();
    lastScanAt = Date.now();
    // What this pass reads covers what was written before it; anything written from here on wakes it again.
    fresh.clear();
    const pending = await store.messages.find({}).lean<StoredOutboxMessage[]>();
    const allDue = pending.filter((message) => message.dueAt.getTime() <= at.getTime());
    const due = allDue.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime()).slice(0, batchSize);
    const result = await sendAll(store, handlers, due, at, concurrency);
    return { ...result, hasMore: allDue.length > batchSize };
  }

  /** The messages this process wrote since the last pass, if due (a later one waits for its scan). */
  async function runFresh(): Promise<PassResult> {
    const store = await outboxStore();
    const at = now();
    const taken = [...fresh.values()].slice(0, batchSize);
    for (const message of taken) fresh.delete(String(message._id));
    const due = taken.filter((message) => message.dueAt.getTime() <= at.getTime());
    const result = await sendAll(store, handlers, due, at, concurrency);
    return { ...result, hasMore: fresh.size > 0 };
  }

  const schedule = (delayMs: number) => {
    if (isStopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref?.();
  };

  async function tick() {
    if (isStopped || running) {
      isWoken = true;
      return;
    }
    isWoken = false;
    const isScanDue = fresh.size === 0 || Date.now() - lastScanAt >= pollMs;
    running = isScanDue ? runOnce() : runFresh();
    try {
      const result = await running;
      if (result.hasMore) isWoken = true;
      if (isScanDue && result.sent + result.failed > 0) options.log?.(`[outbox] ${JSON.stringify(result)}`);
    } catch (error) {
      // A pass that fails (e.g. the database is restarting) is retried at the next tick.
      options.log?.(`[outbox] pass failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = undefined;
    }
    schedule(isWoken ? 0 : Math.max(0, pollMs - (Date.now() - lastScanAt)));
  }

  let unsubscribe: (() => void) | undefined;
  return {
    runOnce,
    start() {
      if (!isStopped) return;
      isStopped = false;
      unsubscribe = onOutboxWake((message) => {
        if (message && fresh.size < MAX_FRESH) fresh.set(String(message._id), message);
        schedule(0);
      });
      schedule(0);
    },
    /** Stops polling and waits for the pass in flight, so no attempt is cut off half-recorded. */
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      unsubscribe?.();
      await running?.catch(() => undefined);
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
