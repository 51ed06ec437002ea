import { makeRoomFor } from "@/lib/bounded-map";

// A program's time zone on its passes (decision 030): every date a pass shows is read in it, on the front (where
// Wallet formats the date) as on the back (where the service writes it as text). Browser-safe.

/** The zone of a program that has none: the one zone server and browser agree on (decision 014). */
export const DEFAULT_PASS_TIME_ZONE = "UTC";

/**
 * One wall-clock formatter per zone, made once: building an Intl.DateTimeFormat costs far more than using it, and a
 * scan's rules read the day's start in the program's zone several times. Only names Intl accepted are kept (the
 * constructor throws for others); spellings differing in case are accepted too, hence the bound.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const WALL_CLOCK_FORMATS_MAX = 1_000;

function wallClockFormatOf(zone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    makeRoomFor(wallClockFormats, zone, WALL_CLOCK_FORMATS_MAX);
    wallClockFormats.set(zone, format);
  }
  return format;
}

/** Whether the runtime knows this IANA zone name (`Europe/Berlin`); a misspelt one would throw in Intl. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    wallClockFormatOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone a program's passes use: its own when the runtime knows it, else UTC. */
export const passTimeZoneOf = (zone: string | null | undefined): string =>
  zone && isKnownTimeZone(zone) ? zone : DEFAULT_PASS_TIME_ZONE;

/** Milliseconds the zone's wall clock is ahead of UTC at `at` (whole seconds; summer time included). */
export function zoneOffsetMs(at: Date, zone: string): number {
  const parts: Record<string, number> = Object.fromEntries(
    wallClockFormatOf(zone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const part = (type: string) => parts[type] ?? 0;
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - (at.getTime() - at.getMilliseconds());
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The instant as W3C date-time text in the zone's own offset (`2027-01-01T00:00:00+01:00`, `…Z` in UTC): with
 * `ignoresTimeZone`, Wallet shows the date as it reads in that offset, whatever the phone's zone.
 */
export function isoInZone(date: Date, zone: string): string {
  const offset = zoneOffsetMs(date, zone);
  const wallClock = new Date(date.getTime() - date.getMilliseconds() + offset).toISOString().slice(0, 19);
  if (offset === 0) return `${wallClock}Z`;
  const seconds = Math.abs(offset) / 1000;
  const hoursMinutes = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}`;
  // Only a zone's historical local mean time is offset by seconds (Intl writes them too).
  const rest = seconds % 60 ? `:${pad(seconds % 60)}` : "";
  return `${wallClock}${offset < 0 ? "-" : "+"}${hoursMinutes}${rest}`;
}
