import { describe, expect, it } from "vitest";
import { bodyOf, EMPTY, exportUrlOf, namesSomeone, urlOf } from "@/components/gdpr/erasure-request";

const values = {
  ...EMPTY,
  programId: " 0123456789abcdef01234567 ",
  customerEmail: " A@example.com ",
  reason: "  ",
};

describe("erasure form → API request", () => {
  it("sends ids in the query, the rest in the body, and leaves blank inputs out", () => {
    expect(urlOf(values, true)).toBe("/v2/gdpr/erasure?programId=0123456789abcdef01234567&dryRun=true");
    expect(urlOf(EMPTY, false)).toBe("/v2/gdpr/erasure");
    expect(exportUrlOf({ ...EMPTY, cardId: "abc" })).toBe("/v2/gdpr/export?cardId=abc");
    expect(exportUrlOf({ ...EMPTY, memberId: " def " })).toBe("/v2/gdpr/export?memberId=def");
    expect(bodyOf(values)).toEqual({ customerEmail: "A@example.com" });
    expect(namesSomeone(values)).toBe(true);
    expect(namesSomeone({ ...EMPTY, reason: "why" })).toBe(false);
  });
});
