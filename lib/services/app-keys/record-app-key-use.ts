import { AppKey } from "@/lib/db/models/app-key";

/** `lastUsedAt` is written at most this often per key and process, never on every request. */
export const LAST_USED_WRITE_INTERVAL_MS = 60_000;
/** Bounds the memory of a process that sees many keys; the oldest entries go first. */
const REMEMBERED_KEYS_MAX = 10_000;

const lastWrittenAt = new Map<string, number>();

/**
 * Records that a key was used. A plain `$set` of a time (not a count), so concurrent writers cannot lose
 * anything that matters; failures are ignored because authentication must not depend on this write.
 */
export function recordAppKeyUse(appKeyId: string, at: Date): void {
  const previous = lastWrittenAt.get(appKeyId);
  if (previous !== undefined && at.getTime() - previous < LAST_USED_WRITE_INTERVAL_MS) return;
  lastWrittenAt.delete(appKeyId);
  lastWrittenAt.set(appKeyId, at.getTime());
  if (lastWrittenAt.size > REMEMBERED_KEYS_MAX) {
    const oldest = lastWrittenAt.keys().next().value;
    if (oldest !== undefined) lastWrittenAt.delete(oldest);
  }
  void AppKey.updateOne({ _id: appKeyId }, { $set: { lastUsedAt: at } }).catch(() => undefined);
}

export function forgetAppKeyUse(appKeyId: string): void {
  lastWrittenAt.delete(appKeyId);
}
