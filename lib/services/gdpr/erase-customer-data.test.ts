import { beforeAll, describe, expect, it } from "vitest";
import { POST as erase } from "@/app/v2/giftcards/gdpr/erasure/route";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { GiftCard } from "@/lib/db/models/gift-card";
import { erasureQuerySchema } from "@/lib/schemas/gdpr";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { resumeClaimedErasures } from "@/lib/services/background-jobs/resume-claimed-erasures";
import type { ErasureStepHook } from "@/lib/services/gdpr/advance-erasure";
import { eraseCustomerData } from "@/lib/services/gdpr/erase-customer-data";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;

beforeAll(async () => {
  owner = await merchantWithToken();
  programId = (await giftCardProgram(owner.merchantId)).id;
});

const issueFor = (customerEmail: string) =>
  issueGiftCard({
    merchantId: owner.merchantId,
    programId,
    input: issueGiftCardSchema.parse({ initialValue: 10, customerEmail, customerName: "Crash Test" }),
  });

class InjectedCrash extends Error {}

/** Crashes the erasure right after `step` (the `count`-th time it is reached). */
const crashAfter = (step: string, count = 1): ErasureStepHook => {
  let seen = 0;
  return (reached) => {
    if (reached === step && ++seen === count) throw new InjectedCrash(`crash after ${step}`);
  };
};

const startErasure = (customerEmail: string, afterStep: ErasureStepHook) =>
  eraseCustomerData({
    merchantId: owner.merchantId,
    requester: { userId: owner.userId, role: "owner" },
    query: erasureQuerySchema.parse({}),
    input: { customerEmail },
    afterStep,
  });

const storedEmails = async (ids: string[]) =>
  (await Promise.all(ids.map((id) => GiftCard.findById(id).lean()))).map(
    (card) => card?.customerEmail ?? null,
  );

describe("erasure crash safety", () => {
  it("a crash after the request is stored, before any card is touched: a retry completes it", async () => {
    const email = "crash-one@example.com";
    const cards = [await issueFor(email), await issueFor(email)];
    await expect(startErasure(email, crashAfter("received"))).rejects.toThrow(InjectedCrash);
    const [pending] = await GdprRequest.find({ merchantId: owner.merchantId, status: "received" }).lean();
    expect(pending).toBeDefined();
    expect(await storedEmails(cards.map((card) => card.id))).toEqual([email, email]);

    const retry = await callRoute(erase, {
      path: "/v2/giftcards/gdpr/erasure",
      json: { customerEmail: email },
      token: owner.token,
    });
    expect(retry.status).toBe(200);
    expect(retry.data).toMatchObject({ requestId: String(pending?._id), status: "completed" });
    expect((retry.data as { affectedCards: string[] }).affectedCards.sort()).toEqual(
      cards.map((card) => card.id).sort(),
    );
    expect(await storedEmails(cards.map((card) => card.id))).toEqual([null, null]);
    expect((await GdprRequest.findById(pending?._id).lean())?.status).toBe("completed");
  });

  it("a crash half-way through the cards leaves a record naming them; the server start completes it", async () => {
    const email = "crash-two@example.com";
    const cards = [await issueFor(email), await issueFor(email), await issueFor(email)];
    await expect(startErasure(email, crashAfter("card-erased", 1))).rejects.toThrow(InjectedCrash);
    const [record] = await GdprRequest.find({ merchantId: owner.merchantId, status: "erasing" }).lean();
    // The record already names every card, so no card is half-erased without a record saying so.
    expect(record?.affectedCards.map(String).sort()).toEqual(cards.map((card) => card.id).sort());
    expect((await storedEmails(cards.map((card) => card.id))).filter((value) => value === null)).toHaveLength(
      1,
    );

    expect((await resumeClaimedErasures()).resumed).toBeGreaterThanOrEqual(1);
    expect(await storedEmails(cards.map((card) => card.id))).toEqual([null, null, null]);
    const done = await GdprRequest.findById(record?._id).lean();
    expect(done).toMatchObject({ status: "completed" });
    expect(done?.completedAt).toBeInstanceOf(Date);
  });

  it("a crash after the cards are listed but before erasing: an unrelated request of the merchant completes it too", async () => {
    const email = "crash-three@example.com";
    const card = await issueFor(email);
    await expect(startErasure(email, crashAfter("erasing"))).rejects.toThrow(InjectedCrash);
    expect(await storedEmails([card.id])).toEqual([email]);
    const unrelated = await callRoute(erase, {
      path: "/v2/giftcards/gdpr/erasure",
      json: { customerEmail: "nobody-here@example.com" },
      token: owner.token,
    });
    expect(unrelated.data).toMatchObject({ status: "no_match", affectedCards: [] });
    expect(await storedEmails([card.id])).toEqual([null]);
    expect(await GdprRequest.countDocuments({ merchantId: owner.merchantId, status: "erasing" })).toBe(0);
  });
});
