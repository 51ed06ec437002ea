import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { GET as overview } from "@/app/v2/overview/route";
import { addDays } from "@/lib/clock";
import { Merchant } from "@/lib/db/models/merchant";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { recordOverviewTallies } from "@/lib/services/changes/overview-tallies";
import type { WebhookEvent } from "@/lib/services/changes/webhook-events";
import { redeemGiftCard } from "@/lib/services/giftcards/change-gift-card-balance";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { scanMember } from "@/lib/services/members/scan-member";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { queriesNotPushedDown, recordQueries } from "@/lib/testing/pushdown";

/** One event counted as the change dispatcher counts it. */
const countEvent = ({ merchantId, at, ...event }: { merchantId: string; at: Date } & WebhookEvent) =>
  recordOverviewTallies({ merchantId, at, events: [event] });

const isEmbedded = inject("postgresUrl") !== "";
let recording: ReturnType<typeof recordQueries>;

/** The overview (issue 21, decision 024): every read narrowed by the merchant's day, month or program key. */
describe.skipIf(!isEmbedded)("overview queries are pushed down on a tenant key", () => {
  beforeAll(async () => {
    const owner = await merchantWithToken("Hot Overview");
    const { merchantId, userId } = owner;
    // Signed up 40 days ago, so both windows' finished days are summed (and stored) on the first read.
    await Merchant.collection.updateOne(
      { _id: new Merchant.base.Types.ObjectId(merchantId) },
      { $set: { createdAt: addDays(new Date(), -40) } },
    );
    const loyalty = await loyaltyProgram(merchantId, { pointsScanPass: 2 });
    const member = await joinedMember(merchantId, loyalty.id, { email: "hot-overview@example.com" });
    await scanMember({
      merchantId,
      programId: loyalty.id,
      userId,
      input: { memberNumber: member.memberNumber },
    });
    const gift = await giftCardProgram(merchantId);
    const card = await issueGiftCard({
      merchantId,
      programId: gift.id,
      input: issueGiftCardSchema.parse({ initialValue: "10.00" }),
    });
    await redeemGiftCard({ merchantId, programId: gift.id, cardId: card.id, amount: "1.00" });
    await countEvent({
      merchantId,
      type: "pass.removed",
      key: "hot-pass",
      at: addDays(new Date(), -2),
      data: { passId: "p", programId: loyalty.id, memberId: null, wallet: "google", at: "" },
    });

    recording = recordQueries();
    for (const query of ["", "?days=7"]) {
      const answer = await callRoute(overview, { path: `/v2/overview${query}`, token: owner.token });
      expect(answer.status).toBe(200);
    }
    recording.stop();
  });

  afterAll(() => recording?.stop());

  it("recorded the queries of every part", () => {
    const collections = new Set(recording.captured.map((query) => query.collection));
    expect([...collections]).toEqual(
      expect.arrayContaining([
        "overview_tallies",
        "overview_days",
        "programs",
        "merchants",
        "member_removals",
        "giftcards",
        "members",
        "gift_card_entries",
      ]),
    );
  });

  it("has every recorded filter pushed down to SQL on an indexed key", async () => {
    expect(await queriesNotPushedDown(recording.captured)).toEqual([]);
  });
});
