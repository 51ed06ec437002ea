import { describe, expect, it } from "vitest";
import { bodyOf, EMPTY, namesSomeone, queryOf } from "@/components/gdpr/erasure-request";

const values = {
  ...EMPTY,
  programId: " 0123456789abcdef01234567 ",
  customerEmail: " A@example.com ",
  reason: "  ",
};

describe("erasure form → API request", () => {
  it("sends ids in the query, the rest in the body, and leaves blank inputs out", () => {
    expect(queryOf(values)).toEqual({ programId: "0123456789abcdef01234567" });
    expect(queryOf(EMPTY)).toEqual({});
    expect(queryOf({ ...EMPTY, cardId: " abc " })).toEqual({ cardId: "abc" });
    expect(queryOf({ ...EMPTY, memberId: " def " })).toEqual({ memberId: "def" });
    expect(bodyOf(values)).toEqual({ customerEmail: "A@example.com" });
    expect(namesSomeone(values)).toBe(true);
    expect(namesSomeone({ ...EMPTY, memberId: "def" })).toBe(true);
    expect(namesSomeone({ ...EMPTY, reason: "why" })).toBe(false);
  });
});
