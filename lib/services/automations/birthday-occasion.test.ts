import { describe, expect, it } from "vitest";
import { birthdayOccasionYear, localDateOf } from "@/lib/services/automations/birthday-occasion";

const due = (birthday: string, today: string, daysBefore: number) =>
  birthdayOccasionYear({ birthday, today, daysBefore });

describe("when a birthday automation is due", () => {
  it("from daysBefore days before the birthday up to the day, never before or after", () => {
    expect(due("1990-03-20", "2031-03-09", 10)).toBeNull();
    expect(due("1990-03-20", "2031-03-10", 10)).toBe(2031);
    expect(due("1990-03-20", "2031-03-20", 10)).toBe(2031);
    expect(due("1990-03-20", "2031-03-21", 10)).toBeNull();
    expect(due("1990-03-20", "2031-03-19", 0)).toBeNull();
    expect(due("1990-03-20", "2031-03-20", 0)).toBe(2031);
  });

  it("names next year's birthday when the window reaches back into December", () => {
    expect(due("1990-01-05", "2030-12-27", 10)).toBe(2031);
    expect(due("1990-01-05", "2030-12-25", 10)).toBeNull();
  });

  it("celebrates 29 February on 28 February in other years", () => {
    expect(due("2000-02-29", "2031-02-28", 0)).toBe(2031);
    expect(due("2000-02-29", "2032-02-28", 0)).toBeNull();
    expect(due("2000-02-29", "2032-02-29", 0)).toBe(2032);
  });

  it("reads today in the program's time zone", () => {
    const at = new Date("2031-03-19T23:30:00Z");
    expect(localDateOf(at, "UTC")).toBe("2031-03-19");
    expect(localDateOf(at, "Europe/Berlin")).toBe("2031-03-20");
  });
});
