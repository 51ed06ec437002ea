import { describe, expect, it } from "vitest";
import { parseProgramListQuery, programListHref } from "@/components/programs/list-query";

describe("parseProgramListQuery", () => {
  it("reads q and page", () => {
    expect(parseProgramListQuery({ q: " coffee ", page: "3" })).toEqual({ q: "coffee", page: 3 });
  });

  it("falls back to the first page for missing or invalid pages", () => {
    expect(parseProgramListQuery({})).toEqual({ q: "", page: 1 });
    expect(parseProgramListQuery({ page: "0" })).toEqual({ q: "", page: 1 });
    expect(parseProgramListQuery({ page: "abc" })).toEqual({ q: "", page: 1 });
    expect(parseProgramListQuery({ page: ["2", "5"] })).toEqual({ q: "", page: 2 });
  });
});

describe("programListHref", () => {
  it("omits defaults and encodes the search", () => {
    expect(programListHref({ q: "", page: 1 })).toBe("/programs");
    expect(programListHref({ q: "a&b", page: 2 })).toBe("/programs?q=a%26b&page=2");
  });
});
