import { describe, expect, it } from "vitest";
import {
  ariaSortOf,
  columnSort,
  parseProgramListQuery,
  programListHref,
} from "@/components/programs/list-query";

const DEFAULTS = { q: "", page: 1, sort: "-createdAt", status: "" };

describe("parseProgramListQuery", () => {
  it("reads q, page, sort and status", () => {
    expect(parseProgramListQuery({ q: " coffee ", page: "3", sort: "name", status: "archived" })).toEqual({
      q: "coffee",
      page: 3,
      sort: "name",
      status: "archived",
    });
  });

  it("falls back to the defaults for missing or invalid values", () => {
    expect(parseProgramListQuery({})).toEqual(DEFAULTS);
    expect(parseProgramListQuery({ page: "0" })).toEqual(DEFAULTS);
    expect(parseProgramListQuery({ page: "abc", sort: "updatedAt", status: "deleted" })).toEqual(DEFAULTS);
    expect(parseProgramListQuery({ page: ["2", "5"] })).toEqual({ ...DEFAULTS, page: 2 });
  });
});

describe("programListHref", () => {
  it("omits defaults and encodes the search", () => {
    expect(programListHref({ q: "", page: 1 })).toBe("/programs");
    expect(programListHref({ q: "a&b", page: 2 })).toBe("/programs?q=a%26b&page=2");
    expect(programListHref({ sort: "-createdAt", status: "" })).toBe("/programs");
    expect(programListHref({ q: "x", sort: "-name", status: "active", page: 3 })).toBe(
      "/programs?q=x&status=active&sort=-name&page=3",
    );
  });
});

describe("sortable column headers", () => {
  it("toggle the current column and start others ascending", () => {
    expect(columnSort("name", "-createdAt")).toBe("name");
    expect(columnSort("name", "name")).toBe("-name");
    expect(columnSort("name", "-name")).toBe("name");
    expect(columnSort("createdAt", "createdAt")).toBe("-createdAt");
    expect(ariaSortOf("name", "name")).toBe("ascending");
    expect(ariaSortOf("createdAt", "-createdAt")).toBe("descending");
    expect(ariaSortOf("name", "-createdAt")).toBeUndefined();
  });
});
