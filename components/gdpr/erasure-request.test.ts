import { describe, expect, it } from "vitest";
import { bodyOf, EMPTY, queryOf } from "@/components/gdpr/erasure-request";

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
    expect(bodyOf(values)).toEqual({ customerEmail: "A@example.com" });
  });
});
