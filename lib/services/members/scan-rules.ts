import { ServiceError } from "@/lib/errors/api-error";
import { passTimeZoneOf, zoneOffsetMs } from "@/lib/passes/time-zone";
import { MEMBER_ERROR_CODES } from "@/lib/schemas/member";
import { SCAN_MIN_GAP_MINUTES, SCANS_PER_DAY_MAX } from "@/lib/schemas/program";
import type { StoredProgram } from "@/lib/services/programs/program-dto";

const MINUTE_MS = 60_000;

export type ScanRules = { minGapMs: number; perDayMax: number; timeZone: string };

/** The program's scan rules (decision 036); programs stored before them read as the defaults. */
export const scanRulesOf = (
  program: Pick<StoredProgram, "scanMinGapMinutes" | "scansPerDayMax" | "timeZone">,
): ScanRules => ({
  minGapMs: (program.scanMinGapMinutes ?? SCAN_MIN_GAP_MINUTES.default) * MINUTE_MS,
  perDayMax: program.scansPerDayMax ?? SCANS_PER_DAY_MAX.default,
  timeZone: passTimeZoneOf(program.timeZone),
});

/** The instant the zone's day holding `at` began (its local midnight, DST-safe). */
export function startOfDayIn(at: Date, zone: string): Date {
  const wall = new Date(at.getTime() + zoneOffsetMs(at, zone));
  const wallMidnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  const guess = wallMidnight - zoneOffsetMs(at, zone);
  // A DST change between midnight and `at`: midnight had the other offset.
  return new Date(wallMidnight - zoneOffsetMs(new Date(guess), zone));
}

/** The instant the zone's next day after the one holding `at` begins. */
export const startOfNextDayIn = (at: Date, zone: string) =>
  startOfDayIn(new Date(startOfDayIn(at, zone).getTime() + 26 * 60 * MINUTE_MS), zone);

/** How far back a scan needs the member's scans: the earlier of the gap and the start of the day. */
export function scansNeededSince(rules: ScanRules, at: Date): Date | null {
  const since: Date[] = [];
  if (rules.minGapMs > 0) since.push(new Date(at.getTime() - rules.minGapMs));
  if (rules.perDayMax > 0) since.push(startOfDayIn(at, rules.timeZone));
  if (since.length === 0) return null;
  return new Date(Math.min(...since.map((date) => date.getTime())));
}

const scanRefused = (code: "SCAN_TOO_SOON" | "SCAN_DAILY_LIMIT", at: Date, nextScanAt: Date) =>
  new ServiceError(code, MEMBER_ERROR_CODES[code], 409, {
    detail: { nextScanAt: nextScanAt.toISOString() },
    headers: { "Retry-After": String(Math.max(1, Math.ceil((nextScanAt.getTime() - at.getTime()) / 1000))) },
  });

/**
 * Refuses a scan at `at` that the rules forbid, given the member's scans (newest first) as the ledger holds them
 * in the same append attempt: 409 `SCAN_TOO_SOON` within `scanMinGapMinutes` of the last scan, 409
 * `SCAN_DAILY_LIMIT` once the day (in the program's zone) has `scansPerDayMax` scans; both with `nextScanAt`.
 */
export function checkScanRules(rules: ScanRules, at: Date, scanTimes: readonly Date[]) {
  const [last] = scanTimes;
  if (rules.perDayMax > 0) {
    const dayStart = startOfDayIn(at, rules.timeZone);
    const today = scanTimes.filter((time) => time >= dayStart).length;
    if (today >= rules.perDayMax)
      throw scanRefused("SCAN_DAILY_LIMIT", at, startOfNextDayIn(at, rules.timeZone));
  }
  if (rules.minGapMs > 0 && last && at.getTime() - last.getTime() < rules.minGapMs)
    throw scanRefused("SCAN_TOO_SOON", at, new Date(last.getTime() + rules.minGapMs));
}
