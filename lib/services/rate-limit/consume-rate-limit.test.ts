import { describe, expect, it } from "vitest";
import { CountedEvent } from "@/lib/db/models/counted-event";
import { consumeRateLimit } from "./consume-rate-limit";

const rule = { name: "test-rule", limit: 20, windowSeconds: 60 };
// A minute's boundary of the clock, far from the real time so no other test's rows are near it.
const boundary = Math.floor(Date.now() / 60_000) * 60_000 + 3_600_000;
const at = (ms: number) => () => new Date(ms);
const consume = (clientKey: string, ms: number) => consumeRateLimit({ rule, clientKey, now: at(ms) });

describe("consumeRateLimit", () => {
  it("allows exactly the limit in one window, counting down Remaining", async () => {
    const outcomes = [];
    for (let i = 0; i < 22; i++) outcomes.push(await consume("198.51.100.1", boundary + 1_000));
    expect(outcomes.filter((outcome) => outcome.isAllowed)).toHaveLength(20);
    expect(outcomes.map((outcome) => outcome.remaining).slice(18)).toEqual([1, 0, 0, 0]);
    // All 20 were made at once: room comes back a whole window later.
    expect(outcomes[21]?.resetSeconds).toBe(60);
  });

  it("never lets concurrent requests past the limit (a burst over it is refused, not undercounted)", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => consume("198.51.100.2", boundary + 2_000)),
    );
    expect(outcomes.filter((outcome) => outcome.isAllowed).length).toBeLessThanOrEqual(20);
    expect(outcomes.filter((outcome) => !outcome.isAllowed).length).toBeGreaterThanOrEqual(20);
  });

  it("slides: a burst across a minute's boundary gets the limit once, not twice", async () => {
    const before = [];
    for (let i = 0; i < 20; i++) before.push(await consume("198.51.100.5", boundary - 1_000));
    const after = [];
    for (let i = 0; i < 20; i++) after.push(await consume("198.51.100.5", boundary + 1_000));
    expect(before.every((outcome) => outcome.isAllowed)).toBe(true);
    expect(after.filter((outcome) => outcome.isAllowed)).toHaveLength(0);
    // The refusals tell when the first requests age out: 58 s after the boundary's second.
    expect(after[0]?.resetSeconds).toBe(58);
    expect((await consume("198.51.100.5", boundary + 58_999)).isAllowed).toBe(false);
    expect((await consume("198.51.100.5", boundary + 59_001)).isAllowed).toBe(true);
  });

  it("lets a client that keeps knocking in again as its allowed requests age out (refusals do not count)", async () => {
    const start = boundary + 10_000;
    for (let i = 0; i < 20; i++) await consume("198.51.100.6", start + i * 1_000);
    for (let i = 0; i < 30; i++)
      expect((await consume("198.51.100.6", start + 20_000)).isAllowed).toBe(false);
    const refused = await consume("198.51.100.6", start + 59_000);
    expect(refused).toMatchObject({ isAllowed: false, resetSeconds: 1 });
    expect((await consume("198.51.100.6", start + 60_001)).isAllowed).toBe(true);
    expect((await consume("198.51.100.6", start + 60_002)).isAllowed).toBe(false);
    expect((await consume("198.51.100.6", start + 61_001)).isAllowed).toBe(true);
  });

  it("keeps clients apart, forgets a request a window after it, and never stores the address", async () => {
    const full = "198.51.100.3";
    for (let i = 0; i < 20; i++) await consume(full, boundary + 3_000);
    expect((await consume(full, boundary + 3_000)).isAllowed).toBe(false);
    expect((await consume("198.51.100.4", boundary + 3_000)).isAllowed).toBe(true);
    expect((await consume(full, boundary + 62_999)).isAllowed).toBe(false);
    expect((await consume(full, boundary + 63_001)).isAllowed).toBe(true);
    const stored = JSON.stringify(await CountedEvent.find().lean());
    expect(stored).not.toContain("198.51.100");
  });
});
