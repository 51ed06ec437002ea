import { Types } from "mongoose";
import { makeRoomFor } from "@/lib/bounded-map";
import { connectToDatabase } from "@/lib/db/connect";
import { User, type UserDocument } from "@/lib/db/models/user";
import { getEnv } from "@/lib/env";

/**
 * How long a process trusts a user it read by id (AUTH_USER_CACHE_SECONDS, 5 s; docs/decisions/004).
 * Disabling a user (or any change to them made by another process or by hand in the database) takes effect
 * on every process within this; the process that makes a change through our services forgets the user at once.
 */
export const userCacheMs = () => getEnv().AUTH_USER_CACHE_SECONDS * 1000;
/** Bounds the memory: a full cache is cleared of expired entries, then of everything. */
const MAX_ENTRIES = 10_000;

export type CachedUser = UserDocument & { _id: Types.ObjectId };
type Entry = { user: CachedUser | null; expiresAt: number };

// One map per process, also when Next bundles this module into several route chunks.
const globalForUsers = globalThis as typeof globalThis & { __userCache?: Map<string, Entry> };
globalForUsers.__userCache ??= new Map();
const cache: Map<string, Entry> = globalForUsers.__userCache;

/**
 * The user with this id as stored at most userCacheMs() ago (null when there is none), read by `_id`
 * alone.
 */
export async function findUserCached(userId: string, now: number = Date.now()): Promise<CachedUser | null> {
  const hit = cache.get(userId);
  if (hit && hit.expiresAt > now) return hit.user;
  await connectToDatabase();
  const user = await User.findById(new Types.ObjectId(userId)).lean<CachedUser>();
  makeRoomFor(cache, userId, MAX_ENTRIES, (entry) => entry.expiresAt <= now);
  const ttl = userCacheMs();
  if (ttl > 0) cache.set(userId, { user: user ?? null, expiresAt: now + ttl });
  return user ?? null;
}

/** After this process changed a user: the next request reads them again. */
export function forgetCachedUser(userId: string | Types.ObjectId): void {
  cache.delete(String(userId));
}
