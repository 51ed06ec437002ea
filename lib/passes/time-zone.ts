// A program's time zone on its passes (decision 030): every date a pass shows is read in it, on the front (where
// Wallet formats the date) as on the back (where the service writes it as text). Browser-safe.

/** The zone of a program that has none: the one zone server and browser agree on (decision 014). */
export const DEFAULT_PASS_TIME_ZONE = "UTC";

/** Whether the runtime knows this IANA zone name (`Europe/Berlin`); a misspelt one would throw in Intl. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone a program's passes use: its own when the runtime knows it, else UTC. */
export const passTimeZoneOf = (zone: string | null | undefined): string =>
  zone && isKnownTimeZone(zone) ? zone : DEFAULT_PASS_TIME_ZONE;

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/**
 * The instant as W3C date-time text in the zone's own offset (`2027-01-01T00:00:00+01:00`, `…Z` in UTC): with
 * `ignoresTimeZone`, Wallet shows the date as it reads in that offset, whatever the phone's zone.
 */
export function isoInZone(date: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      timeZoneName: "longOffset",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const offset = String(parts.timeZoneName ?? "").replace(/^GMT/, "");
  const zoneText = offset === "" || offset === "+00:00" ? "Z" : offset;
  const year = pad(Number(parts.year), 4);
  return `${year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${zoneText}`;
}
