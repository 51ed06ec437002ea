import { describe, expect, it } from "vitest";
import { toValidationItems, type ValidationErrorItem } from "@/lib/errors/validation-error";
import { date, dateTime } from "@/lib/schemas/fields";

// Expected values and reasons come from pydantic 2.13 (speedate) in lax mode.
function errorOf(input: unknown): ValidationErrorItem | undefined {
  const result = dateTime().safeParse(input);
  return result.success ? undefined : toValidationItems(result.error, { source: "body", input })[0];
}

const iso = (input: unknown) => dateTime().parse(input).toISOString();

describe("dateTime", () => {
  it.each([
    ["2024-01-02T03:04:05Z", "2024-01-02T03:04:05.000Z"],
    ["2024-01-02t03:04:05z", "2024-01-02T03:04:05.000Z"],
    ["2024-01-02T03:04:05+02:00", "2024-01-02T01:04:05.000Z"],
    ["2024-01-02T03:04:05+0200", "2024-01-02T01:04:05.000Z"],
    ["2024-01-02T03:04:05\u221205:00", "2024-01-02T08:04:05.000Z"],
    ["2024-01-02T03:04:05.123456789Z", "2024-01-02T03:04:05.123Z"],
    ["2024-01-02T03:04:05,5", "2024-01-02T03:04:05.500Z"],
    ["2024-01-02 03:04:05", "2024-01-02T03:04:05.000Z"],
    ["2024-01-02_03:04", "2024-01-02T03:04:00.000Z"],
    ["2024-01-02", "2024-01-02T00:00:00.000Z"],
    ["2024-02-29", "2024-02-29T00:00:00.000Z"],
  ])("parses the string %j", (input, expected) => {
    expect(iso(input)).toBe(expected);
  });

  it("reads numbers as unix seconds, or milliseconds above 2e10", () => {
    expect(iso(0)).toBe("1970-01-01T00:00:00.000Z");
    expect(iso(1_700_000_000)).toBe("2023-11-14T22:13:20.000Z");
    expect(iso("1700000000")).toBe("2023-11-14T22:13:20.000Z");
    expect(iso(20_000_000_000)).toBe("2603-10-11T11:33:20.000Z");
    expect(iso(20_000_000_001)).toBe("1970-08-20T11:33:20.001Z");
    expect(iso(1_700_000_000_000)).toBe("2023-11-14T22:13:20.000Z");
    expect(iso(-1.5)).toBe("1969-12-31T23:59:58.500Z");
  });

  it("keeps Date instances", () => {
    const now = new Date("2024-05-06T07:08:09.010Z");
    expect(dateTime().parse(now)).toBe(now);
  });

  it.each([
    ["", "input is too short"],
    ["abc", "input is too short"],
    ["2024-1-2", "input is too short"],
    ["1e10", "input is too short"],
    [" 2024-01-02", "invalid character in year"],
    ["+2024-01-01", "invalid character in year"],
    ["2024/01/02", "invalid date separator, expected `-`"],
    ["2024-0x-01", "invalid character in month"],
    ["2024-01-0x", "invalid character in day"],
    ["2024-13-02", "month value is outside expected range of 1-12"],
    ["2023-02-29", "day value is outside expected range"],
    ["2024-01-02T25:00:00", "unexpected extra characters at the end of the input"],
    ["2024-01-02T03:04:05+24:00", "unexpected extra characters at the end of the input"],
    ["2024-01-02T03:04:05Zjunk", "unexpected extra characters at the end of the input"],
    ["99999999999999999", "dates after 9999 are not supported as unix timestamps"],
  ])("rejects %j with datetime_from_date_parsing: %s", (input, reason) => {
    expect(errorOf(input)).toEqual({
      type: "datetime_from_date_parsing",
      loc: ["body"],
      msg: `Input should be a valid datetime or date, ${reason}`,
      input,
      ctx: { error: reason },
    });
  });

  it("rejects out-of-range timestamps and year 0 with datetime_parsing", () => {
    expect(errorOf(253_402_300_800_000)).toEqual({
      type: "datetime_parsing",
      loc: ["body"],
      msg: "Input should be a valid datetime, dates after 9999 are not supported as unix timestamps",
      input: 253_402_300_800_000,
      ctx: { error: "dates after 9999 are not supported as unix timestamps" },
    });
    expect(iso(253_402_300_799_000)).toBe("9999-12-31T23:59:59.000Z");
    expect(errorOf(-1e15)?.ctx).toEqual({ error: "dates before 0000 are not supported as unix timestamps" });
    expect(errorOf("0000-01-01")?.ctx).toEqual({ error: "year 0 is out of range" });
  });

  it("rejects other types with datetime_type", () => {
    for (const input of [true, null, [1], {}]) {
      expect(errorOf(input)).toEqual({
        type: "datetime_type",
        loc: ["body"],
        msg: "Input should be a valid datetime",
        input,
      });
    }
  });
});

describe("date (a calendar date such as a birthday)", () => {
  const dateErrorOf = (input: unknown) => {
    const result = date().safeParse(input);
    return result.success ? undefined : toValidationItems(result.error, { source: "body", input })[0];
  };

  it("takes YYYY-MM-DD as it is, leap days included", () => {
    expect(date().parse("2024-02-29")).toBe("2024-02-29");
    expect(date().parse("1815-12-10")).toBe("1815-12-10");
  });

  it.each([
    ["2023-02-29", "date_parsing", "day value is outside expected range"],
    ["2024-13-01", "date_parsing", "month value is outside expected range of 1-12"],
    ["2024/01/01", "date_parsing", "invalid date separator, expected `-`"],
    ["2024-01-01T00:00:00Z", "date_parsing", "unexpected extra characters at the end of the input"],
    ["24-01-01", "date_parsing", "input is too short"],
  ])("%s → %s (%s)", (input, type, reason) => {
    expect(dateErrorOf(input)).toMatchObject({
      type,
      msg: `Input should be a valid date in the format YYYY-MM-DD, ${reason}`,
      ctx: { error: reason },
    });
  });

  it("rejects other types with date_type", () => {
    for (const input of [20240101, true, null, {}]) {
      expect(dateErrorOf(input)).toMatchObject({ type: "date_type", msg: "Input should be a valid date" });
    }
  });
});
