import type { Types } from "mongoose";
import { addDays, type Clock, DAY_MS, systemClock } from "@/lib/clock";
import {
  LEDGER_BUCKET_SIZE,
  memberLedgerSequence,
  readLedgerRange,
  type StoredPointsEntry,
} from "@/lib/services/ledger/member-ledger-sequence";

/** The member API and the card page show points expiring within this many days (issue 29). */
export const POINTS_EXPIRING_HORIZON_DAYS = 60;

export type PointsExpiring = { points: number; at: Date };

/**
 * Where a member's points stand against the program's `pointsExpiryDays` (decision 049). Spending consumes the
 * oldest credits first, so of all credits ever (the ledger's `lifetimeAfter`) the first `lifetime − balance`
 * points are spent or expired already; the points due by a moment are the credits earned `days` before it
 * (`lifetimeAfter` of the last entry by then) less those. Nothing else of the history matters, so the ledger is
 * read backwards, a bucket at a time (`{ledgerKey}` equality), only down to the oldest credit not yet consumed.
 */
export type ExpiryState = {
  /**
   * Points credited `days` or more ago, all told (0 when not more than the consumed ones): what is due now is this
   * less `lifetime − balance` of the ledger as an append finds it, which new entries can only lower.
   */
  earnedByDue: number;
  /** Points earned `days` or more ago and neither spent nor expired: what the job writes off now. */
  dueNow: number;
  /** Points due by `now + horizon` (including `dueNow`), and when the first of them expire; null: none. */
  expiring: PointsExpiring | null;
};

const NOTHING: ExpiryState = { earnedByDue: 0, dueNow: 0, expiring: null };

export async function pointsExpiryOf({
  memberId,
  days,
  horizonDays = 0,
  now = systemClock,
}: {
  memberId: Types.ObjectId | string;
  days: number;
  horizonDays?: number;
  now?: Clock;
}): Promise<ExpiryState> {
  const { seq: last, row: newest } = await memberLedgerSequence.newest(memberId);
  if (!newest || newest.balanceAfter <= 0) return NOTHING;
  const consumed = newest.lifetimeAfter - newest.balanceAfter;
  const at = now();
  const dueCutoff = addDays(at, -days);
  const horizonCutoff = new Date(dueCutoff.getTime() + horizonDays * DAY_MS);
  let earnedByDue: number | null = null;
  let earnedByHorizon: number | null = null;
  let oldestUnconsumed: StoredPointsEntry | null = null;
  for (let from = last; from >= 1; from -= LEDGER_BUCKET_SIZE) {
    const to = Math.max(1, from - LEDGER_BUCKET_SIZE + 1);
    for (const entry of await readLedgerRange(memberId, from, to)) {
      if (entry.lifetimeAfter <= consumed) return stateOf();
      if (earnedByHorizon === null && entry.createdAt <= horizonCutoff) earnedByHorizon = entry.lifetimeAfter;
      if (earnedByDue === null && entry.createdAt <= dueCutoff) earnedByDue = entry.lifetimeAfter;
      oldestUnconsumed = entry;
    }
  }
  return stateOf();

  function stateOf(): ExpiryState {
    const dueNow = Math.max(0, (earnedByDue ?? consumed) - consumed);
    const expiringPoints = Math.max(0, (earnedByHorizon ?? consumed) - consumed);
    const expiring =
      expiringPoints > 0 && oldestUnconsumed
        ? { points: expiringPoints, at: addDays(oldestUnconsumed.createdAt, days) }
        : null;
    return { earnedByDue: earnedByDue ?? 0, dueNow, expiring };
  }
}

/**
 * The points of a member that expire within `horizonDays` (if nothing is spent before), and when the first of
 * them do; null when none do or the program's points never expire. The "pointsExpiring" reminder asks it with
 * its `daysBefore`; the member API, the card page and the passes with POINTS_EXPIRING_HORIZON_DAYS.
 */
export async function expiringPointsOf({
  memberId,
  pointsExpiryDays,
  horizonDays = POINTS_EXPIRING_HORIZON_DAYS,
  now = systemClock,
}: {
  memberId: Types.ObjectId | string;
  /** The program's `pointsExpiryDays`; null or absent: points never expire. */
  pointsExpiryDays: number | null | undefined;
  horizonDays?: number;
  now?: Clock;
}): Promise<PointsExpiring | null> {
  if (!pointsExpiryDays) return null;
  return (await pointsExpiryOf({ memberId, days: pointsExpiryDays, horizonDays, now })).expiring;
}
