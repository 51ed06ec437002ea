import { randomUUID } from "node:crypto";
import { type Clock, DAY_MS, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { IdempotencyKey } from "@/lib/db/models/idempotency-key";
import { ApiError } from "@/lib/errors/api-error";
import { openAnswer, sealAnswer } from "@/lib/services/idempotency/sealed-answer";

/** How long a key remembers its first answer. */
export const IDEMPOTENCY_TTL_MS = DAY_MS;
/** A claim still pending after this long belongs to a request that died with its process: it may be taken over. */
export const STALE_CLAIM_MS = 60_000;
export const DEFAULT_WAIT_MS = 5_000;
const POLL_MS = 50;
const MAX_CLAIM_ATTEMPTS = 5;

export type StoredAnswer = { status: number; body: string; headers: Record<string, string> };
export type Claim =
  | { kind: "claimed"; id: string; claimId: string }
  | { kind: "replay"; answer: StoredAnswer };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keyIdOf = (merchantId: string, key: string) => `${merchantId}:${key}`;

export const idempotencyKeyInUse = () =>
  new ApiError(
    409,
    {
      code: "IDEMPOTENCY_KEY_IN_USE",
      message: "A request with this Idempotency-Key is still in progress; retry shortly",
    },
    { "Retry-After": "1" },
  );

/** The same key with another request: Pydantic's 422 shape, located at the header. */
const keyReused = (key: string) =>
  new ApiError(422, [
    {
      type: "idempotency_key_reused",
      loc: ["header", "idempotency-key"],
      msg: "This Idempotency-Key was already used with a different request (method, path or body); send a new key for a new request",
      input: key,
    },
  ]);

/**
 * Claims `key` for this request, or answers what the first request with it answered. A concurrent request
 * with the same key waits (polling) up to `waitMs` for the first one's answer, then gets 409.
 */
export async function claimIdempotencyKey({
  merchantId,
  key,
  fingerprint,
  legacyFingerprint,
  waitMs = DEFAULT_WAIT_MS,
  now = systemClock,
}: {
  merchantId: string;
  key: string;
  fingerprint: string;
  /** Also the same request: the raw bytes' hash, as keys claimed before bodies were compared by value hold it. */
  legacyFingerprint?: string;
  waitMs?: number;
  now?: Clock;
}): Promise<Claim> {
  await connectToDatabase();
  const id = keyIdOf(merchantId, key);
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; attempt < MAX_CLAIM_ATTEMPTS; ) {
    const at = now();
    const claimId = randomUUID();
    try {
      await IdempotencyKey.create({
        _id: id,
        merchantId,
        fingerprint,
        claimId,
        state: "pending",
        claimedAt: at,
        expiresAt: new Date(at.getTime() + IDEMPOTENCY_TTL_MS),
      });
      return { kind: "claimed", id, claimId };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const existing = await IdempotencyKey.findById(id).lean();
    if (!existing) {
      attempt++; // released or purged in between: claim again
      continue;
    }
    const isExpired = existing.expiresAt.getTime() <= at.getTime();
    const isStale =
      existing.state === "pending" && at.getTime() - existing.claimedAt.getTime() > STALE_CLAIM_MS;
    if (isExpired || isStale) {
      await IdempotencyKey.deleteOne({ _id: id, claimId: existing.claimId });
      attempt++;
      continue;
    }
    const isSameRequest =
      existing.fingerprint === fingerprint ||
      (legacyFingerprint !== undefined && existing.fingerprint === legacyFingerprint);
    if (!isSameRequest) throw keyReused(key);
    const body = typeof existing.body === "string" ? openAnswer(existing.body) : null;
    if (existing.state === "done" && typeof existing.status === "number" && body !== null) {
      const headers = (existing.headers ?? {}) as Record<string, string>;
      return { kind: "replay", answer: { status: existing.status, body, headers } };
    }
    if (existing.state === "done") {
      // Stored but unreadable (AUTH_SECRET rotated): free the key rather than block it for a day.
      await IdempotencyKey.deleteOne({ _id: id, claimId: existing.claimId });
      attempt++;
      continue;
    }
    if (Date.now() >= deadline) throw idempotencyKeyInUse();
    await sleep(POLL_MS);
  }
  throw idempotencyKeyInUse();
}

/** Stores the first request's answer for the replays. */
export async function completeIdempotencyKey({
  id,
  claimId,
  answer,
}: {
  id: string;
  claimId: string;
  answer: StoredAnswer;
}) {
  await IdempotencyKey.updateOne(
    { _id: id, claimId },
    {
      $set: { state: "done", status: answer.status, body: sealAnswer(answer.body), headers: answer.headers },
    },
  );
}

/** The first request failed (thrown or 5xx): the key is free again, so a retry does the work. */
export async function releaseIdempotencyKey({ id, claimId }: { id: string; claimId: string }) {
  await IdempotencyKey.deleteOne({ _id: id, claimId });
}

/**
 * Part of the retention purge: keys older than 24 h. A range on `expiresAt` is not pushed down to the
 * embedded database, but the collection holds one day of keys and the purge runs in the background.
 */
export async function purgeIdempotencyKeys({ now = systemClock }: { now?: Clock } = {}): Promise<number> {
  await connectToDatabase();
  const { deletedCount } = await IdempotencyKey.deleteMany({ expiresAt: { $lte: now() } });
  return deletedCount;
}
