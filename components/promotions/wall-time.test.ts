import { describe, expect, it } from "vitest";
import { isoToWall, wallToIso } from "@/components/promotions/wall-time";

describe("a promotion's wall-clock fields", () => {
  it("read the typed time in the promotion's zone, summer and winter, and back", () => {
    expect(wallToIso("2026-12-01T15:00", "Europe/Berlin")).toBe("2026-12-01T14:00:00.000Z");
    expect(wallToIso("2026-07-01T15:00", "Europe/Berlin")).toBe("2026-07-01T13:00:00.000Z");
    expect(isoToWall("2026-12-02T01:00:00.000Z", "America/New_York")).toBe("2026-12-01T20:00");
    expect(wallToIso("", "UTC")).toBe("");
  });
});
