import { describe, expect, it } from "vitest";
import { findExcessiveNesting } from "./json-depth";

describe("findExcessiveNesting", () => {
  it("accepts nesting up to the limit and reports the offset of the first bracket beyond it", () => {
    expect(findExcessiveNesting(`${"[".repeat(3)}${"]".repeat(3)}`, 3)).toBe(-1);
    expect(findExcessiveNesting(`${"[".repeat(4)}${"]".repeat(4)}`, 3)).toBe(3);
    expect(findExcessiveNesting('{"a":{"b":[{"c":1}]}}', 3)).toBe(11);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(findExcessiveNesting('{"a":"[[[[\\"[[[["}', 1)).toBe(-1);
  });

  it("counts offsets in code points", () => {
    expect(findExcessiveNesting('["😀",[[', 2)).toBe(6);
  });
});
