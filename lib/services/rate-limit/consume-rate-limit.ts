import { createHmac } from "node:crypto";
import { connectToDatabase } from "@/lib/db/connect";
import type { ModifyResult } from "mongoose";
import { RateLimitWindow, type RateLimitWindowDocument } from "@/lib/db/models/rate-limit-window";
import { getEnv } from "@/lib/env";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

export type RateLimitOutcome = {
  isAllowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
};

const DUPLICATE_KEY = 11000;
const PURGE_EVERY_N_WINDOWS = 50;
let windowsCreated = 0;

/** Pseudonymous bucket key: the address is never stored, and the key changes with every window. */
function bucketKey(rule: RateLimitRule, clientKey: string, windowStart: number): string {
  const digest = createHmac("sha256", getEnv().AUTH_SECRET).update(`${rule.name}\n${clientKey}`).digest("base64url");
  return `${rule.name}:${windowStart}:${digest.slice(0, 32)}`;
}

async function incrementWindow(key: string, expiresAt: Date): Promise<ModifyResult<RateLimitWindowDocument>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await RateLimitWindow.findOneAndUpdate(
        { key },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt } },
        { upsert: true, returnDocument: "after", includeResultMetadata: true, lean: true },
      );
    } catch (error) {
      // Two first requests raced to insert the window; the loser increments the winner's row.
      if ((error as { code?: number }).code !== DUPLICATE_KEY || attempt >= 3) throw error;
    }
  }
}

/**
 * Counts one request against a fixed window stored in the database, so every server instance shares it.
 * `clientKey` is the client address (or "unknown", which then shares one strict bucket).
 */
export async function consumeRateLimit({
  rule,
  clientKey,
  now = Date.now(),
}: {
  rule: RateLimitRule;
  clientKey: string;
  now?: number;
}): Promise<RateLimitOutcome> {
  await connectToDatabase();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const expiresAt = new Date(windowStart + windowMs);
  const result = await incrementWindow(bucketKey(rule, clientKey, windowStart), expiresAt);
  const count = result.value?.count ?? 1;
  if (!result.lastErrorObject?.updatedExisting && ++windowsCreated % PURGE_EVERY_N_WINDOWS === 0) {
    void RateLimitWindow.deleteMany({ expiresAt: { $lt: new Date(now) } }).catch(() => undefined);
  }
  return {
    isAllowed: count <= rule.limit,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - count),
    resetSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)),
  };
}
