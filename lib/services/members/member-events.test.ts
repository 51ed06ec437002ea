import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { Member } from "@/lib/db/models/member";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { createWebhookSchema } from "@/lib/schemas/webhook";
import { eraseMember } from "@/lib/services/gdpr/erase-member";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { updateMember } from "@/lib/services/members/update-member";
import { redeemOffer } from "@/lib/services/redemptions/redeem-offer";
import { createWebhook } from "@/lib/services/webhooks/create-webhook";
import { merchantWithToken } from "@/lib/testing/accounts";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";

type Message = { key: string; payload: { type: string; data: Record<string, unknown> } };

const MEMBER_EVENTS = [
  "member.created",
  "member.updated",
  "member.erased",
  "points.changed",
  "offer.redeemed",
];
let merchantId: string;
let userId: string;

const messagesOf = async (type: string) =>
  (await OutboxMessage.find({ merchantId }).lean<Message[]>()).filter(
    (message) => message.payload.type === type,
  );

beforeAll(async () => {
  ({ merchantId, userId } = await merchantWithToken("Member Events"));
  await createWebhook({
    merchantId,
    input: createWebhookSchema.parse({ url: "https://hooks.example.com/members", events: MEMBER_EVENTS }),
  });
});

// The members' changes reach the merchant's webhooks through the outbox (issue 19), one event per change.
describe("member webhook events", () => {
  it("a join, an update, a points change, a redemption and an erasure each write one event", async () => {
    const program = await loyaltyProgram(merchantId, { pointsAddEmail: 5 });
    const member = await joinedMember(merchantId, program.id, { email: `events-${Date.now()}@example.com` });
    const [created] = await messagesOf("member.created");
    expect(created?.payload.data).toMatchObject({ memberId: member.id, memberNumber: member.memberNumber });
    // The e-mail rule credited 5 points at the join.
    expect((await messagesOf("points.changed")).map((message) => message.payload.data.delta)).toEqual([5]);
    expect((await messagesOf("points.changed"))[0]?.payload.data.source).toBe("rule");

    await updateMember({
      merchantId,
      programId: program.id,
      memberId: member.id,
      input: { firstName: "Ada" },
    });
    const [updated] = await messagesOf("member.updated");
    expect(updated?.payload.data.changedFields).toEqual(["firstName"]);

    await adjustPoints({
      merchantId,
      programId: program.id,
      memberId: member.id,
      userId,
      input: { points: 20, reason: "Welcome" },
    });
    const offer = await liveOffer(merchantId, program.id, { pointsCost: 10 });
    await redeemOffer({
      merchantId,
      programId: program.id,
      offerId: offer.id,
      input: { memberId: member.id },
    });
    expect(
      (await messagesOf("points.changed")).map((message) => message.payload.data.balance).sort(),
    ).toEqual([15, 25, 5].sort());
    const [redeemed] = await messagesOf("offer.redeemed");
    expect(redeemed?.payload.data).toMatchObject({ offerId: offer.id, memberId: member.id, pointsCost: 10 });

    const memberId = new Types.ObjectId(member.id);
    await eraseMember({ memberId, requestId: new Types.ObjectId(), at: new Date() });
    await eraseMember({ memberId, requestId: new Types.ObjectId(), at: new Date() });
    expect(await messagesOf("member.erased")).toHaveLength(1);
    expect((await Member.findById(memberId).lean())?.status).toBe("erased");
    // No personal data travels in an event.
    const everything = JSON.stringify(await OutboxMessage.find({ merchantId }).lean());
    expect(everything).not.toContain("@example.com");
    expect(everything).not.toContain("Ada");
  });
});
