// Which promotion a credit earns under (decision 051). Browser-safe: the ledger decides with it, and the scanner
// shows the same answer before the cashier confirms.
import { zoneOffsetMs } from "@/lib/passes/time-zone";
import { PROMOTION_DAYS } from "@/lib/schemas/promotion";

/** What deciding needs of a promotion: stored rows and DTOs both fit (dates as Date or ISO text). */
export type PromotionWindow = {
  id: string;
  name: string;
  multiplier?: number | null;
  bonusPoints?: number | null;
  startAt: Date | string;
  endAt: Date | string;
  daysOfWeek?: readonly string[] | null;
  startTime?: string | null;
  endTime?: string | null;
  timeZone: string;
};

const minutesOf = (wallTime: string) => {
  const [hours = 0, minutes = 0] = wallTime.split(":").map(Number);
  return hours * 60 + minutes;
};

/**
 * Whether the promotion runs at `at`: from `startAt` (inclusive) to `endAt` (exclusive), and on the wall clock of
 * its `timeZone` on one of its `daysOfWeek` and from `startTime` (inclusive) to `endTime` (exclusive) when set.
 */
export function isPromotionOn(promotion: PromotionWindow, at: Date): boolean {
  const time = at.getTime();
  if (time < new Date(promotion.startAt).getTime() || time >= new Date(promotion.endAt).getTime())
    return false;
  const wall = new Date(time + zoneOffsetMs(at, promotion.timeZone));
  // getUTCDay: 0 is Sunday; PROMOTION_DAYS starts on Monday.
  const day = PROMOTION_DAYS[(wall.getUTCDay() + 6) % 7];
  if (promotion.daysOfWeek?.length && !promotion.daysOfWeek.includes(day ?? "")) return false;
  if (promotion.startTime && promotion.endTime) {
    const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
    if (minute < minutesOf(promotion.startTime) || minute >= minutesOf(promotion.endTime)) return false;
  }
  return true;
}

/** The points a credit of `points` earns under the promotion: multiplied, or with the bonus added. */
export const promotedPoints = (promotion: PromotionWindow, points: number): number =>
  promotion.multiplier ? points * promotion.multiplier : points + (promotion.bonusPoints ?? 0);

/**
 * The promotion a credit of `points` at `at` earns under: of those running, the one that gives the member the most
 * points for this credit (so "2×" beats "+5" on a 10-point scan and loses to "+50"); one that adds nothing (2× of
 * 0 points) does not apply. A tie goes to the promotion that ends first, then to the lower id (the older).
 */
export function bestPromotion<T extends PromotionWindow>(
  promotions: readonly T[],
  at: Date,
  points: number,
): T | null {
  let best: T | null = null;
  let bestPoints = points;
  for (const promotion of promotions) {
    if (!isPromotionOn(promotion, at)) continue;
    const earned = promotedPoints(promotion, points);
    if (earned <= points) continue;
    if (best && (earned < bestPoints || (earned === bestPoints && !isTieWinner(promotion, best)))) continue;
    best = promotion;
    bestPoints = earned;
  }
  return best;
}

const isTieWinner = (candidate: PromotionWindow, current: PromotionWindow) => {
  const candidateEnd = new Date(candidate.endAt).getTime();
  const currentEnd = new Date(current.endAt).getTime();
  return candidateEnd !== currentEnd ? candidateEnd < currentEnd : candidate.id < current.id;
};

/**
 * What a credit of `points` at `at` earns: the points under the best promotion running then and that promotion as
 * the ledger entry names it, or the points as they are and null.
 */
export function creditUnder(
  promotions: readonly PromotionWindow[],
  points: number,
  at: Date,
): { points: number; promotion: { id: string; name: string } | null } {
  const best = bestPromotion(promotions, at, points);
  if (!best) return { points, promotion: null };
  return { points: promotedPoints(best, points), promotion: { id: best.id, name: best.name } };
}
