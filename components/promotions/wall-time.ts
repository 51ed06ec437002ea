// `datetime-local` fields hold a wall-clock time with no zone: a promotion's are read in its own time zone.
import { isKnownTimeZone, zoneOffsetMs } from "@/lib/passes/time-zone";

const zoneOr = (zone: string) => (isKnownTimeZone(zone) ? zone : "UTC");

/** `2026-12-01T15:00` on the zone's clock → the instant (ISO); "" stays "" (the schema then says what is missing). */
export function wallToIso(local: string, zone: string): string {
  const guess = Date.parse(`${local}:00Z`);
  if (!local || Number.isNaN(guess)) return local;
  const first = guess - zoneOffsetMs(new Date(guess), zoneOr(zone));
  // Near a change of summer time the offset at the instant itself is the one that counts.
  return new Date(guess - zoneOffsetMs(new Date(first), zoneOr(zone))).toISOString();
}

/** The instant (ISO) → `YYYY-MM-DDTHH:mm` on the zone's clock, for a `datetime-local` field. */
export function isoToWall(iso: string, zone: string): string {
  const at = new Date(iso);
  return new Date(at.getTime() + zoneOffsetMs(at, zoneOr(zone))).toISOString().slice(0, 16);
}
