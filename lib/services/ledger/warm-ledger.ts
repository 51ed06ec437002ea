import { makeRoomFor } from "@/lib/bounded-map";

/** An entry as the warm copy keeps it: when it was written and whether it was a scan (the scan rules). */
export type RecentEntry = { at: Date; isScan: boolean };

/**
 * A member's ledger as this process last saw it right after reading or appending it: the newest entry's
 * sequence, balance and lifetime points, and its newest entries' times (newest first). `isWhole`: `recent`
 * reaches back to the ledger's first entry.
 */
export type WarmLedger = {
  lastSequence: number;
  balance: number;
  lifetime: number;
  recent: RecentEntry[];
  isWhole: boolean;
};

/**
 * Entries' times kept per member: enough for the scan rules' usual look-back (the gap, a day of a few scans); a
 * rule that needs more reads the ledger. With the cap on members the copies stay near 10 MB at most.
 */
export const RECENT_ENTRIES = 16;
const MAX_MEMBERS = 10_000;

const globalForWarm = globalThis as typeof globalThis & { __warmLedgers?: Map<string, WarmLedger> };
globalForWarm.__warmLedgers ??= new Map();
const warm = globalForWarm.__warmLedgers;

/**
 * Decision 059: a member's next append may be decided on the warm copy instead of reading the ledger. That is
 * safe because the ledger is append-only and dense (entry n + 1 is only ever written as last + 1, under the
 * unique `(memberId, sequence)` index): an insert at `lastSequence + 1` that succeeds proves no entry was
 * written after the copy, so the copy was the ledger as it is. One that fails (another process or request
 * appended) is an E11000, and the append loop reads the ledger itself and decides again (`forgetWarmLedger`).
 */
export const warmLedgerOf = (memberId: unknown): WarmLedger | undefined => warm.get(String(memberId));

export function rememberWarmLedger(memberId: unknown, ledger: WarmLedger): void {
  const key = String(memberId);
  // An optimisation only: past the cap, start over rather than grow without bound.
  makeRoomFor(warm, key, MAX_MEMBERS);
  warm.set(key, ledger);
}

export const forgetWarmLedger = (memberId: unknown): void => {
  warm.delete(String(memberId));
};

/** The copy after appending `entry` on top of `before`. */
export function warmAfterAppend(
  before: Pick<WarmLedger, "recent" | "isWhole">,
  entry: { sequence: number; balanceAfter: number; lifetimeAfter: number; createdAt: Date; source: string },
): WarmLedger {
  const recent = [{ at: entry.createdAt, isScan: entry.source === "scan" }, ...before.recent];
  return {
    lastSequence: entry.sequence,
    balance: entry.balanceAfter,
    lifetime: entry.lifetimeAfter,
    recent: recent.slice(0, RECENT_ENTRIES),
    isWhole: before.isWhole && recent.length <= RECENT_ENTRIES,
  };
}

/**
 * The times of the scans from `since` on (newest first) as the copy knows them, walking back to the first entry
 * older than `since` as the ledger read does; `null` when the copy does not reach back that far.
 */
export function warmScanTimes(ledger: WarmLedger, since: Date): Date[] | null {
  const times: Date[] = [];
  for (const entry of ledger.recent) {
    if (entry.at < since) return times;
    if (entry.isScan) times.push(entry.at);
  }
  return ledger.isWhole ? times : null;
}
