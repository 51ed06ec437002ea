/**
 * The one place dates, times, money and API status words are formatted for people, in the page's language.
 * Pure functions of (value, language): server components and client components call them with the same
 * language and get the same text, and every date and time is shown in UTC (marked as such) or in a program's
 * stored zone (named; decision 040), never the browser's, so the server's and the browser's time zones cannot make
 * the first render differ from the hydrated one.
 */
import type { Language } from "@/lib/i18n/language";
import { messagesIn } from "@/lib/i18n/messages-in";
import { de } from "./format-i18n/de";
import { en, type FormatMessages } from "./format-i18n/en";

export const FORMAT_MESSAGES: Record<Language, FormatMessages> = { en, de };

const LOCALES: Record<Language, string> = { en: "en-GB", de: "de-DE" };

const cache = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(
  language: Language,
  options: Intl.DateTimeFormatOptions,
  timeZone = "UTC",
): Intl.DateTimeFormat {
  const key = `${language} ${timeZone} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone });
    cache.set(key, format);
  }
  return format;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const isValid = (date: Date) => !Number.isNaN(date.getTime());

/** "25 Nov 2026" / "25.11.2026" (the UTC calendar day). */
export function formatDate(value: string | Date, language: Language): string {
  const date = toDate(value);
  return isValid(date) ? dateTimeFormat(language, { dateStyle: "medium" }).format(date) : String(value);
}

/** "25 Nov 2026, 01:58 UTC" / "25.11.2026, 01:58 UTC". */
export function formatDateTime(value: string | Date, language: Language): string {
  const date = toDate(value);
  if (!isValid(date)) return String(value);
  return `${dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date)} UTC`;
}

/**
 * "25 Nov 2026, 02:58 CET" / "25.11.2026, 02:58 MEZ": in a program's own zone (lib/passes/time-zone.ts, UTC when
 * it has none), named after the time. A fixed zone, not the browser's, so server and browser render alike.
 */
export function formatDateTimeInZone(value: string | Date, language: Language, timeZone: string): string {
  const date = toDate(value);
  if (!isValid(date)) return String(value);
  const options = { dateStyle: "medium", timeStyle: "short" } as const;
  const zoneName = dateTimeFormat(language, { timeZoneName: "short" }, timeZone)
    .formatToParts(date)
    .find((part) => part.type === "timeZoneName")?.value;
  return `${dateTimeFormat(language, options, timeZone).format(date)} ${zoneName ?? timeZone}`;
}

/** "01:58 UTC". */
export function formatTime(value: string | Date, language: Language): string {
  const date = toDate(value);
  if (!isValid(date)) return String(value);
  return `${dateTimeFormat(language, { timeStyle: "short" }).format(date)} UTC`;
}

/** A count in the page's digits: "1,234" / "1.234". */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(value);
}

/** A decimal string from the API ("25.00") with its ISO currency: "€25.00" / "25,00 €". */
export function formatMoney(amount: string | number, currency: string, language: Language): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(LOCALES[language], { style: "currency", currency }).format(value);
  } catch {
    // Not an ISO 4217 code Intl knows: the number in the page's style, then the code.
    return `${new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2 }).format(value)} ${currency}`;
  }
}

const SIZE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/** A file size in the page's style: "940 bytes", "12 kB", "3.4 MB" / "940 Byte", "12 kB", "3,4 MB". */
export function formatFileSize(bytes: number, language: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(LOCALES[language], {
    style: "unit",
    unit: SIZE_UNITS[unit],
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/** Program statuses are worded by the program list's own catalogue, with its filter. */
type StatusKind = keyof FormatMessages;

/** An API code word (`active`, `no_match`, `customerEmail`, `owner`…) in the page's language; unknown ones as sent. */
export function formatStatus(kind: StatusKind, value: string, language: Language): string {
  const words: Record<string, string> = messagesIn(FORMAT_MESSAGES, language)[kind];
  return Object.hasOwn(words, value) ? (words[value] as string) : value;
}

/** "customer e-mail and card id" / "Kunden-E-Mail und Karten-ID". */
export function formatList(items: string[], language: Language): string {
  return new Intl.ListFormat(LOCALES[language], { type: "conjunction" }).format(items);
}
