import { DAY_MS } from "@/lib/clock";

// When a member's birthday automation is due (decision 050). Browser-safe, pure: dates are `YYYY-MM-DD` strings
// of the program's time zone, so "the day" is the merchant's day, not the server's.

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The birthday's date in `year` as a UTC midnight; 29 February falls on 28 February in other years. */
function birthdayIn(birthday: string, year: number): number {
  const [, month = 1, day = 1] = birthday.split("-").map(Number);
  const isLeapDay = month === 2 && day === 29 && !isLeapYear(year);
  return Date.UTC(year, month - 1, isLeapDay ? 28 : day);
}

/**
 * The year of the birthday whose window holds `today` — `daysBefore` days before the birthday up to the day
 * itself — or null outside every window. The year names the occasion (`birthday:<memberId>:<year>`), so a
 * birthday is celebrated once a year however often the job runs in its window; a run missed on the first day of
 * the window is made up later in it. A birthday early in January with `daysBefore` reaching into December is
 * next year's occasion.
 */
export function birthdayOccasionYear({
  birthday,
  today,
  daysBefore,
}: {
  birthday: string;
  today: string;
  daysBefore: number;
}): number | null {
  const [year = 0, month = 1, day = 1] = today.split("-").map(Number);
  const todayMs = Date.UTC(year, month - 1, day);
  for (const candidate of [year, year + 1]) {
    const daysLeft = Math.round((birthdayIn(birthday, candidate) - todayMs) / DAY_MS);
    if (daysLeft >= 0 && daysLeft <= daysBefore) return candidate;
  }
  return null;
}

/** `at`'s date in the time zone, as `YYYY-MM-DD`. */
export const localDateOf = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );
