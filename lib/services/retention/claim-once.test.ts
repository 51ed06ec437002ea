import { Types } from "mongoose";
import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/clock";
import { JobClaim } from "@/lib/db/models/job-claim";
import { PurgeTask } from "@/lib/db/models/purge-task";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { deleteGiftCard } from "@/lib/services/giftcards/delete-gift-card";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { CLAIM_LEASE_MS, runClaimed } from "@/lib/services/retention/claim-once";
import { purgeExpired } from "@/lib/services/retention/purge-expired";
import { merchantWithToken } from "@/lib/testing/accounts";
import { giftCardProgram } from "@/lib/testing/giftcards";

const uniqueKey = () => `test:${new Types.ObjectId().toString()}`;

describe("runClaimed", () => {
  it("runs an item's work once when several callers claim it at the same moment", async () => {
    const key = uniqueKey();
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => runClaimed({ key }, work)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // Released after the work: the next caller may claim the key again (its work re-reads the item).
    expect(await JobClaim.countDocuments({ key })).toBe(0);
  });

  it("leaves an item to the holder of a live claim and takes over a claim whose lease ran out", async () => {
    const key = uniqueKey();
    const now = new Date();
    await JobClaim.create({ key, owner: "a live process", expiresAt: new Date(now.getTime() + 60_000) });
    let runs = 0;
    expect(await runClaimed({ key, now: () => now }, async () => void runs++)).toBe(false);
    const later = new Date(now.getTime() + 61_000);
    expect(await runClaimed({ key, now: () => later }, async () => void runs++)).toBe(true);
    expect(runs).toBe(1);
  });

  it("releases the claim when the work fails, so the next run retries the item", async () => {
    const key = uniqueKey();
    await expect(
      runClaimed({ key }, async () => {
        throw new Error("database hiccup");
      }),
    ).rejects.toThrow("database hiccup");
    expect(await JobClaim.countDocuments({ key })).toBe(0);
    expect(CLAIM_LEASE_MS).toBeGreaterThan(60_000);
  });
});

describe("the retention purge run by several processes at once", () => {
  it("purges each due task once in total", async () => {
    const { merchantId } = await merchantWithToken();
    const program = await giftCardProgram(merchantId, { retention_period_days: 1 });
    const deletedAt = new Date("2001-01-10T12:00:00Z");
    const cardIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const card = await issueGiftCard({
        merchantId,
        programId: program.id,
        input: issueGiftCardSchema.parse({ initialValue: 5, customerEmail: `twice-${i}@example.com` }),
      });
      await deleteGiftCard({ merchantId, programId: program.id, cardId: card.id, now: () => deletedAt });
      cardIds.push(card.id);
    }
    const due = addDays(deletedAt, 2);
    const runs = await Promise.all([purgeExpired({ now: () => due }), purgeExpired({ now: () => due })]);
    expect(await PurgeTask.countDocuments({ targetId: { $in: cardIds } })).toBe(0);
    // A clock in 2001: no other test's task is due then, so the two runs' counts are ours alone.
    expect(runs[0].purged + runs[1].purged).toBe(cardIds.length);
  }, 60_000);
});
