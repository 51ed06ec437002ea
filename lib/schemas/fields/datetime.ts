import {
  fail,
  ok,
  type PydanticError,
  type PydanticField,
  pydanticField,
  type Validation,
  withReason,
} from "./core";

// speedate's error texts (ParseError docs), which Pydantic puts into ctx.error.
export const SPEEDATE_ERRORS = {
  tooShort: "input is too short",
  extraCharacters: "unexpected extra characters at the end of the input",
  dateSeparator: "invalid date separator, expected `-`",
  year: "invalid character in year",
  month: "invalid character in month",
  day: "invalid character in day",
  monthRange: "month value is outside expected range of 1-12",
  dayRange: "day value is outside expected range",
  tooSmall: "dates before 0000 are not supported as unix timestamps",
  tooLarge: "dates after 9999 are not supported as unix timestamps",
  notExact: "Timestamp is not an exact date",
  nan: "NaN values not permitted",
  yearZero: "year 0 is out of range",
} as const;

export const DATETIME_TYPE: PydanticError = {
  type: "datetime_type",
  msg: "Input should be a valid datetime",
};
const datetimeParsing = (reason: string) =>
  withReason("datetime_parsing", "Input should be a valid datetime", reason);
const fromDateParsing = (reason: string) =>
  withReason("datetime_from_date_parsing", "Input should be a valid datetime or date", reason);

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };
type CalendarDate = { year: number; month: number; day: number };

const MS_WATERSHED = 20_000_000_000; // above this magnitude a timestamp is in milliseconds
const MIN_SECONDS = -62_167_219_200; // 0000-01-01T00:00:00Z
const MAX_SECONDS = 253_402_300_799; // 9999-12-31T23:59:59Z
const DATE_LENGTH = 10;
const TIME_PART = /^(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-]|\u2212)(\d{2}):?(\d{2}))?$/u;
const INT_TIMESTAMP = /^[+-]?\d+$/;
const FLOAT_TIMESTAMP = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
const digitsAt = (bytes: Uint8Array, start: number, count: number) =>
  Array.from(bytes.subarray(start, start + count)).every(isDigit);
const numberAt = (text: string, start: number, count: number) => Number(text.slice(start, start + count));

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** speedate `Date::parse_bytes_partial`: the first 10 bytes as YYYY-MM-DD, checked in speedate's order. */
function parseDatePrefix(text: string, bytes: Uint8Array): Parsed<CalendarDate> {
  const error = (reason: string): Parsed<never> => ({ ok: false, reason });
  if (bytes.length < DATE_LENGTH) return error(SPEEDATE_ERRORS.tooShort);
  if (!digitsAt(bytes, 0, 4)) return error(SPEEDATE_ERRORS.year);
  if (bytes[4] !== 0x2d) return error(SPEEDATE_ERRORS.dateSeparator);
  if (!digitsAt(bytes, 5, 2)) return error(SPEEDATE_ERRORS.month);
  if (bytes[7] !== 0x2d) return error(SPEEDATE_ERRORS.dateSeparator);
  if (!digitsAt(bytes, 8, 2)) return error(SPEEDATE_ERRORS.day);
  // The first 10 bytes are ASCII here, so string and byte offsets agree.
  const date = { year: numberAt(text, 0, 4), month: numberAt(text, 5, 2), day: numberAt(text, 8, 2) };
  if (date.month < 1 || date.month > 12) return error(SPEEDATE_ERRORS.monthRange);
  if (date.day < 1 || date.day > daysInMonth(date.year, date.month)) return error(SPEEDATE_ERRORS.dayRange);
  return { ok: true, value: date };
}

function utcMillis(date: CalendarDate, seconds = 0): number {
  const result = new Date(0);
  result.setUTCFullYear(date.year, date.month - 1, date.day);
  return result.getTime() + seconds * 1000;
}

/** Time and offset after the date; succeeds or not (the reported error always comes from the date parser). */
function parseTimeSuffix(date: CalendarDate, suffix: string): number | undefined {
  const match = TIME_PART.exec(suffix);
  if (!match) return undefined;
  const [, hh, mm, ss = "0", fraction = "", zulu, sign, tzH, tzM] = match;
  const [hour, minute, second] = [Number(hh), Number(mm), Number(ss)];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  let offsetSeconds = 0;
  if (!zulu && sign) {
    if (Number(tzM) > 59 || Number(tzH) > 23) return undefined;
    offsetSeconds = (sign === "+" ? 1 : -1) * (Number(tzH) * 3600 + Number(tzM) * 60);
  }
  const millis = Number(fraction.slice(0, 3).padEnd(3, "0")); // JS Dates hold milliseconds; µs are truncated
  return utcMillis(date, hour * 3600 + minute * 60 + second - offsetSeconds) + millis;
}

/** speedate `from_timestamp`: seconds, or milliseconds above 2e10; bounded to years 0000–9999. */
export function timestampToMillis(timestamp: number): Parsed<number> {
  if (Number.isNaN(timestamp)) return { ok: false, reason: SPEEDATE_ERRORS.nan };
  const isMillis = Math.abs(timestamp) > MS_WATERSHED;
  const seconds = isMillis ? timestamp / 1000 : timestamp;
  if (seconds < MIN_SECONDS) return { ok: false, reason: SPEEDATE_ERRORS.tooSmall };
  if (seconds >= MAX_SECONDS + 1) return { ok: false, reason: SPEEDATE_ERRORS.tooLarge };
  // Whole timestamps are split with integer arithmetic, as speedate does; floats go through seconds.
  if (Number.isInteger(timestamp)) return { ok: true, value: isMillis ? timestamp : timestamp * 1000 };
  const wholeSeconds = Math.floor(seconds);
  const micros = Math.round((seconds - wholeSeconds) * 1_000_000);
  return { ok: true, value: wholeSeconds * 1000 + Math.floor(micros / 1000) };
}

function parseTimestampString(text: string): Parsed<number> | undefined {
  if (INT_TIMESTAMP.test(text) || (text.includes(".") && FLOAT_TIMESTAMP.test(text))) {
    return timestampToMillis(Number(text));
  }
  return undefined;
}

function toDate(millis: number): Validation<Date> {
  const result = new Date(millis);
  return result.getUTCFullYear() === 0 ? fail(datetimeParsing(SPEEDATE_ERRORS.yearZero)) : ok(result);
}

/** Pydantic's lax fallback: a string that is not a datetime may still be a date (at midnight). */
function dateAtMidnight(text: string, bytes: Uint8Array): Validation<Date> {
  const date = parseDatePrefix(text, bytes);
  if (date.ok && bytes.length > DATE_LENGTH) return fail(fromDateParsing(SPEEDATE_ERRORS.extraCharacters));
  if (date.ok) return toDate(utcMillis(date.value));
  if (!INT_TIMESTAMP.test(text)) return fail(fromDateParsing(date.reason));
  const stamp = timestampToMillis(Number(text));
  if (!stamp.ok) return fail(fromDateParsing(stamp.reason));
  return stamp.value % 86_400_000 === 0
    ? toDate(stamp.value)
    : fail(fromDateParsing(SPEEDATE_ERRORS.notExact));
}

function parseDateTimeString(text: string): Validation<Date> {
  const bytes = new TextEncoder().encode(text);
  const date = parseDatePrefix(text, bytes);
  const separator = bytes[DATE_LENGTH];
  const isSeparator = separator !== undefined && "Tt _".includes(String.fromCharCode(separator));
  if (date.ok && isSeparator) {
    const millis = parseTimeSuffix(date.value, text.slice(DATE_LENGTH + 1));
    if (millis !== undefined) return toDate(millis);
  }
  const stamp = parseTimestampString(text);
  if (stamp?.ok) return toDate(stamp.value);
  return dateAtMidnight(text, bytes);
}

function toDateTime(input: unknown): Validation<Date> {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? fail(DATETIME_TYPE) : ok(input);
  if (typeof input === "string") return parseDateTimeString(input);
  if (typeof input !== "number") return fail(DATETIME_TYPE);
  const stamp = timestampToMillis(input);
  return stamp.ok ? toDate(stamp.value) : fail(datetimeParsing(stamp.reason));
}

/**
 * Pydantic `datetime` (lax): ISO 8601 / RFC 3339 strings, a bare date (midnight), or a unix timestamp
 * (number or numeric string; seconds, or milliseconds above 2e10). Output is a JS `Date`; a string
 * without an offset is read as UTC.
 */
export function dateTime(): PydanticField<Date, string | Date> {
  return pydanticField<Date, string | Date>({
    validate: toDateTime,
    jsonSchema: { type: "string", format: "date-time" },
  });
}

export const DATE_TYPE: PydanticError = { type: "date_type", msg: "Input should be a valid date" };
const dateParsing = (reason: string) =>
  withReason("date_parsing", "Input should be a valid date in the format YYYY-MM-DD", reason);

/** Pydantic `date` from JSON text: `YYYY-MM-DD` exactly, answered as that text (e.g. a birthday, no time zone). */
function toCalendarDate(input: unknown): Validation<string> {
  if (typeof input !== "string") return fail(DATE_TYPE);
  const bytes = new TextEncoder().encode(input);
  const date = parseDatePrefix(input, bytes);
  if (!date.ok) return fail(dateParsing(date.reason));
  if (bytes.length > DATE_LENGTH) return fail(dateParsing(SPEEDATE_ERRORS.extraCharacters));
  if (date.value.year === 0) return fail(dateParsing(SPEEDATE_ERRORS.yearZero));
  return ok(input);
}

export function date(): PydanticField<string> {
  return pydanticField<string>({ validate: toCalendarDate, jsonSchema: { type: "string", format: "date" } });
}
