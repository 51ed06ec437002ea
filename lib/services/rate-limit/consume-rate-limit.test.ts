import { describe, expect, it } from "vitest";
import { CountedEvent } from "@/lib/db/models/counted-event";
import { consumeRateLimit } from "./consume-rate-limit";

const rule = { name: "test-rule", limit: 20, windowSeconds: 60 };
const windowStart = Math.floor(Date.now() / 60_000) * 60_000;
const at = (ms: number) => () => new Date(ms);

describe("consumeRateLimit", () => {
  it("allows exactly the limit in one window, counting down Remaining", async () => {
    const outcomes = [];
    for (let i = 0; i < 22; i++)
      outcomes.push(
        await consumeRateLimit({ rule, clientKey: "198.51.100.1", now: at(windowStart + 1_000) }),
      );
    expect(outcomes.filter((outcome) => outcome.isAllowed)).toHaveLength(20);
    expect(outcomes.map((outcome) => outcome.remaining).slice(18)).toEqual([1, 0, 0, 0]);
    expect(outcomes[21]?.resetSeconds).toBe(59);
  });

  it("never lets concurrent requests past the limit (a burst over it is refused, not undercounted)", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () =>
        consumeRateLimit({ rule, clientKey: "198.51.100.2", now: at(windowStart + 2_000) }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.isAllowed).length).toBeLessThanOrEqual(20);
    expect(outcomes.filter((outcome) => !outcome.isAllowed).length).toBeGreaterThanOrEqual(20);
  });

  it("keeps clients and windows apart and never stores the address", async () => {
    const full = "198.51.100.3";
    for (let i = 0; i < 20; i++)
      await consumeRateLimit({ rule, clientKey: full, now: at(windowStart + 3_000) });
    expect((await consumeRateLimit({ rule, clientKey: full, now: at(windowStart + 3_000) })).isAllowed).toBe(
      false,
    );
    expect(
      (await consumeRateLimit({ rule, clientKey: "198.51.100.4", now: at(windowStart + 3_000) })).isAllowed,
    ).toBe(true);
    expect((await consumeRateLimit({ rule, clientKey: full, now: at(windowStart + 61_000) })).isAllowed).toBe(
      true,
    );
    const stored = JSON.stringify(await CountedEvent.find().lean());
    expect(stored).not.toContain("198.51.100");
  });
});
