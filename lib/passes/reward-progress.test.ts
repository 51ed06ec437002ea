import { describe, expect, it } from "vitest";
import { rewardProgressOf } from "@/lib/passes/reward-progress";

const coffee = { name: "Free coffee", pointsCost: 10 };
const cake = { name: "Free cake", pointsCost: 25 };

describe("rewardProgressOf", () => {
  it("names the cheapest offer the balance does not reach and how many points are missing", () => {
    const progress = rewardProgressOf({ balance: 7, lifetime: 7, offers: [cake, coffee], tiers: [] });
    expect(progress.nextOffer).toEqual({ name: "Free coffee", pointsNeeded: 3, threshold: 10 });
  });

  it("skips offers already reached and looks at the next one", () => {
    const progress = rewardProgressOf({ balance: 12, lifetime: 30, offers: [coffee, cake], tiers: [] });
    expect(progress.nextOffer).toEqual({ name: "Free cake", pointsNeeded: 13, threshold: 25 });
  });

  it("counts an offer's minimum when it is above its cost", () => {
    const vip = { name: "VIP", pointsCost: 5, pointsMin: 50 };
    expect(rewardProgressOf({ balance: 20, lifetime: 20, offers: [vip], tiers: [] }).nextOffer).toEqual({
      name: "VIP",
      pointsNeeded: 30,
      threshold: 50,
    });
  });

  it("ignores an offer no balance can reach (its maximum below its threshold) and free ones", () => {
    const broken = { name: "Never", pointsCost: 40, pointsMax: 30 };
    const free = { name: "Welcome", pointsCost: 0 };
    expect(
      rewardProgressOf({ balance: 0, lifetime: 0, offers: [broken, free], tiers: [] }).nextOffer,
    ).toBeNull();
  });

  it("is null when every offer is reached", () => {
    expect(
      rewardProgressOf({ balance: 99, lifetime: 99, offers: [coffee, cake], tiers: [] }).nextOffer,
    ).toBeNull();
  });

  it("names the next tier by lifetime points, not the balance, and none at the top", () => {
    const tiers = [
      { name: "Bronze", minLifetimePoints: 0 },
      { name: "Silver", minLifetimePoints: 100 },
      { name: "Gold", minLifetimePoints: 500 },
    ];
    expect(rewardProgressOf({ balance: 10, lifetime: 120, offers: [], tiers }).nextTier).toEqual({
      name: "Gold",
      pointsNeeded: 380,
    });
    expect(rewardProgressOf({ balance: 0, lifetime: 500, offers: [], tiers }).nextTier).toBeNull();
  });
});
