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

/** What a pass leaves to record once its sends are done: the finished rows, and claims won on rows gone. */
type Finished = { messageIds: Types.ObjectId[]; goneClaimIds: string[] };

/**
 * Sends `due` with `concurrency` runners, each taking the next claimed message as it finishes. The claims of the
 * pass are taken in one unordered insert before the first send. Each runner re-reads its message by `_id` just
 * before sending it (an index lookup; `$in` would make the embedded database read the pending rows whole): a
 * worker that finished a message deleted it before its claims, so a claim won on a finished message finds no row.
 * What the pass finished is deleted afterwards by the caller, in one command for the rows and one for their claims.
 */
async function sendAll(
  store: OutboxStore,
  handlers: OutboxHandlers,
  due: StoredOutboxMessage[],
  at: Date,
  concurrency: number,
) {
  const handled = due.filter((message) => handlers[message.kind]);
  const won = handled.length > 0 ? await claimAttempts(store, handled, at) : new Map<string, number>();
  const claimed = handled.flatMap((message): Claimed[] => {
    const attempt = won.get(String(message._id));
    return attempt === undefined
      ? []
      : [{ message, handler: handlers[message.kind] as OutboxHandler, attempt }];
  });
  const result: PassResult = { sent: 0, failed: 0, skipped: due.length - claimed.length };
  const finished: Finished = { messageIds: [], goneClaimIds: [] };
  let next = 0;
  const runner = async () => {
    while (next < claimed.length) {
      const { message: candidate, handler, attempt } = claimed[next++] as Claimed;
      const message = await store.messages.findById(candidate._id).lean<StoredOutboxMessage>();
      if (!message) {
        // Finished by another worker: the claim just won has nothing left to guard.
        finished.goneClaimIds.push(claimIdOf(candidate._id, attempt));
        result.skipped++;
        continue;
      }
      // Recorded by a worker that took the attempt over meanwhile: this claim is out of date.
      if (message.attempt > attempt) {
        result.skipped++;
        continue;
      }
      const { isDone, isSent } = await attemptOnce(store, handler, message, attempt, at);
      if (isDone) finished.messageIds.push(message._id);
      result[isSent ? "sent" : "failed"]++;
    }
  };
  const runs = await Promise.allSettled(
    Array.from({ length: Math.min(concurrency, claimed.length) }, runner),
  );
  const failure = runs.find((run): run is PromiseRejectedResult => run.status === "rejected");
  // Also when a runner failed (recording a retry, say): what was sent is deleted, not sent again after its lease.
  return { result, finished, failure };
}

/** Deletes what a pass finished: the rows, then their claims and those won on rows already gone. */
async function recordFinished(store: OutboxStore, { messageIds, goneClaimIds }: Finished) {
  await deleteFinished(store, messageIds);
  if (goneClaimIds.length > 0)
    await store.claims.bulkWrite(
      goneClaimIds.map((_id) => ({ deleteOne: { filter: { _id } } })),
      { ordered: false },
    );
}

/** Messages written in this process since the last pass, kept until sent (bounded: the scan finds the rest). */
const MAX_FRESH = 10_000;

/**
 * The outbox worker (docs/decisions/013): a pass reads the pending messages, and for each one that is due
 * claims its attempt with an inserted row, sends it through its kind's handler and records the outcome —
 * delete on success or final failure, else the next attempt's time (exponential backoff). The claims of a pass,
 * and its deletes, are one command each for all its messages, on the worker's own pool (decision 058). Any
 * number of workers, in any number of processes, may run at once. Messages written in this process wake it with
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
  /** The deletes of the fresh passes sent so far (decision 058). */
  let cleanup: Promise<void> = Promise.resolve();

  /** A full pass: every pending message that is due, oldest first, at most `batchSize`. */
  async function runOnce(): Promise<PassResult> {
    const store = await outboxStore();
    // A scan must not find rows a fresh pass has sent and not yet deleted.
    await cleanup;
    const at = now();
    lastScanAt = Date.now();
    // What this pass reads covers what was written before it; anything written from here on wakes it again.
    fresh.clear();
    const pending = await store.messages.find({}).lean<StoredOutboxMessage[]>();
    const allDue = pending
      .filter((message) => message.dueAt.getTime() <= at.getTime())
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    const due = allDue.slice(0, batchSize);
    // The rest are taken by the next passes as if this process had written them, oldest first, instead of
    // waiting for the next scan (a burst of 1,000 rows waited up to `pollMs` in lots of `batchSize`).
    for (const message of allDue.slice(batchSize, batchSize + MAX_FRESH))
      fresh.set(String(message._id), message);
    const { result, finished, failure } = await sendAll(store, handlers, due, at, concurrency);
    await recordFinished(store, finished);
    if (failure) throw failure.reason;
    return { ...result, hasMore: allDue.length > batchSize };
  }

  /** The messages this process wrote since the last pass, if due (a later one waits for its scan). */
  async function runFresh(): Promise<PassResult> {
    const store = await outboxStore();
    const at = now();
    const taken = [...fresh.values()].slice(0, batchSize);
    for (const message of taken) fresh.delete(String(message._id));
    const due = taken.filter((message) => message.dueAt.getTime() <= at.getTime());
    const { result, finished, failure } = await sendAll(store, handlers, due, at, concurrency);
    // Recorded while the next pass already sends: that pass's rows are others, and a scan waits for it.
    const recorded = recordFinished(store, finished);
    cleanup = Promise.all([cleanup, recorded]).then(
      () => undefined,
      (error: unknown) => {
        // Left as they are, the rows are sent again once their claims' lease is over (at least once).
        options.log?.(
          `[outbox] recording a pass failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      },
    );
    if (failure) throw failure.reason;
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
    /** Stops polling and waits for the pass in flight and its deletes, so no attempt is cut off half-recorded. */
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      unsubscribe?.();
      await running?.catch(() => undefined);
      await cleanup;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
