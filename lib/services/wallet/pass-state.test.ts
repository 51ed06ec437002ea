import { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCard } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/route";
import { GET as getMember } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/route";
import { connectToDatabase } from "@/lib/db/connect";
import { GiftCard } from "@/lib/db/models/gift-card";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { updateMemberSchema } from "@/lib/schemas/member";
import { eraseCard } from "@/lib/services/gdpr/erase-card";
import { eraseMember } from "@/lib/services/gdpr/erase-member";
import { redeemGiftCard } from "@/lib/services/giftcards/change-gift-card-balance";
import { deleteGiftCard } from "@/lib/services/giftcards/delete-gift-card";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { deleteMember } from "@/lib/services/members/delete-member";
import { updateMember } from "@/lib/services/members/update-member";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";
import { enqueuePassUpdates } from "@/lib/services/pass-updates/pass-updates";
import { buildApplePass } from "@/lib/services/wallet/apple/build-pass";
import { googleWalletHandler } from "@/lib/services/wallet/google/outbox-handler";
import { googleSaveLinkFor } from "@/lib/services/wallet/google/save-link";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { startGoogleWalletStandIn } from "@/lib/testing/google-wallet-stand-in";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { closePass, type OpenedPass, openPass } from "@/lib/testing/pkpass";

// Decision 029: one rule per state of a member or gift card, the same in the API, the Apple pass (`voided`,
// `expirationDate`) and the Google object (`state`). Each case saves the pass to Google while it is valid, moves
// the subject into the state the way the service does, lets the outbox run, and reads all three.
const google = await startGoogleWalletStandIn();
Object.assign(process.env, google.env, { PUBLIC_BASE_URL: "https://passes.example.com" });

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
const opened: OpenedPass[] = [];
beforeAll(async () => {
  await connectToDatabase();
  owner = await merchantWithToken("State Café");
});
afterAll(async () => {
  for (const pass of opened) closePass(pass);
  await google.close();
});

let clock = Date.now();
async function drainOutbox() {
  for (let pass = 0; pass < 5; pass++) {
    clock = Math.max(clock, Date.now()) + 1000;
    const worker = createOutboxWorker({
      handlers: { google: googleWalletHandler },
      now: () => new Date(clock),
    });
    const { sent, failed } = await worker.runOnce();
    expect(failed).toBe(0);
    if (sent === 0) return;
  }
}

type Seen = {
  api: { status: number; data: Record<string, unknown> };
  apple: Record<string, unknown>;
  google: Record<string, unknown>;
};

/** The three views of one subject, once the outbox has run. */
async function seen(programId: string, subject: PassSubject): Promise<Seen> {
  await drainOutbox();
  const params: Record<string, string> =
    subject.kind === "member" ? { programId, memberId: subject.id } : { programId, cardId: subject.id };
  const api = await callRoute(subject.kind === "member" ? getMember : getCard, {
    token: owner.token,
    params,
  });
  const { pkpass } = await buildApplePass({ merchantId: owner.merchantId, programId, subject });
  const pass = openPass(pkpass);
  opened.push(pass);
  const object = google.resources.get(`${google.issuerId}.${subject.kind}-${subject.id}`)?.body ?? {};
  return { api: api as Seen["api"], apple: pass.passJson, google: object };
}

function expectValid(views: Seen, googleState = "ACTIVE") {
  expect(views.apple).not.toHaveProperty("voided");
  expect(views.apple).toHaveProperty("barcodes");
  expect(views.google).toMatchObject({ state: googleState, barcode: expect.any(Object) });
}

function expectVoided(views: Seen) {
  expect(views.apple.voided).toBe(true);
  expect(views.apple).not.toHaveProperty("barcodes");
  expect(views.google.state).toBe("INACTIVE");
  expect(views.google).not.toHaveProperty("barcode");
}

describe("a member's pass, per state", () => {
  async function savedMember() {
    const program = await loyaltyProgram(owner.merchantId, { name: "State Club" });
    const member = await joinedMember(owner.merchantId, program.id, {
      email: `state-${new Types.ObjectId().toHexString()}@example.com`,
      firstName: "Grace",
    });
    const subject = { kind: "member", id: member.id } as const;
    await googleSaveLinkFor({ subject });
    return { programId: program.id, memberId: member.id, subject };
  }

  it("active: active in the API, valid in Apple, ACTIVE in Google", async () => {
    const { programId, subject } = await savedMember();
    const views = await seen(programId, subject);
    expect(views.api.data.status).toBe("active");
    expectValid(views);
  });

  it("suspended: suspended in the API, the pass stays valid in both wallets (suspension is undone; voiding is not)", async () => {
    const { programId, memberId, subject } = await savedMember();
    const input = updateMemberSchema.parse({ status: "suspended" });
    await updateMember({ merchantId: owner.merchantId, programId, memberId, input });
    const views = await seen(programId, subject);
    expect(views.api.data.status).toBe("suspended");
    expectValid(views);
    expect(views.google.accountName).toBe("Grace");
  });

  it("erased: erased in the API, voided in Apple, INACTIVE without name in Google", async () => {
    const { programId, memberId, subject } = await savedMember();
    await eraseMember({
      memberId: new Types.ObjectId(memberId),
      requestId: new Types.ObjectId(),
      at: new Date(),
    });
    const views = await seen(programId, subject);
    expect(views.api.data.status).toBe("erased");
    expectVoided(views);
    expect(views.google).not.toHaveProperty("accountName");
  });

  it("deleted: gone from the API (404), voided in Apple, INACTIVE in Google", async () => {
    const { programId, memberId, subject } = await savedMember();
    await deleteMember({ merchantId: owner.merchantId, programId, memberId });
    const views = await seen(programId, subject);
    expect(views.api.status).toBe(404);
    expectVoided(views);
  });
});

describe("a gift card's pass, per state", () => {
  async function savedCard(initialValue = "20.00") {
    const program = await giftCardProgram(owner.merchantId);
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: program.id,
      input: issueGiftCardSchema.parse({ initialValue, customerEmail: "holder@example.com" }),
    });
    const subject = { kind: "giftcard", id: card.id } as const;
    await googleSaveLinkFor({ subject });
    return { programId: program.id, cardId: card.id, cardNumber: card.cardNumber, subject };
  }

  it("active: active in the API, valid in Apple, ACTIVE in Google", async () => {
    const { programId, subject } = await savedCard();
    const views = await seen(programId, subject);
    expect(views.api.data.status).toBe("active");
    expectValid(views);
  });

  it("depleted (zero balance): depleted in the API, still valid in both wallets (it can be reloaded)", async () => {
    const { programId, cardId, subject } = await savedCard("5.00");
    await redeemGiftCard({ merchantId: owner.merchantId, programId, cardId, amount: "5.00" });
    const views = await seen(programId, subject);
    expect(views.api.data.status).toBe("depleted");
    expectValid(views);
    expect(views.google.balance).toEqual({ micros: "0", currencyCode: "EUR" });
  });

  it("expired: expired in the API, Apple's expirationDate passed, EXPIRED in Google (not voided)", async () => {
    const { programId, cardId, subject } = await savedCard();
    const expiresAt = new Date(Date.now() - 60_000);
    // Time passing is no change the service records: the card's expiry is moved into the past instead.
    await GiftCard.updateOne({ _id: cardId }, { $set: { expiresAt } });
    await enqueuePassUpdates({
      merchantId: owner.merchantId,
      programId,
      target: { subject },
      at: new Date(),
    });
    const views = await seen(programId, subject);
    expect(views.api.data.status).toBe("expired");
    expect(views.apple.expirationDate).toBe(expiresAt.toISOString());
    expectValid(views, "EXPIRED");
    expect(views.google.validTimeInterval).toEqual({ end: { date: expiresAt.toISOString() } });
  });

  it("erased: voided in the API (it no longer redeems), voided in Apple, INACTIVE in Google", async () => {
    const { programId, cardId, cardNumber, subject } = await savedCard();
    await eraseCard({ cardId: new Types.ObjectId(cardId), requestId: new Types.ObjectId(), at: new Date() });
    const views = await seen(programId, subject);
    expect(views.api.data.status).toBe("voided");
    expectVoided(views);
    expect(JSON.stringify(views.google)).not.toContain(cardNumber);
    await expect(
      redeemGiftCard({ merchantId: owner.merchantId, programId, cardId, amount: "1.00" }),
    ).rejects.toMatchObject({ code: "CARD_NOT_REDEEMABLE" });
  });

  it("deleted: gone from the API (404), voided in Apple, INACTIVE in Google", async () => {
    const { programId, cardId, subject } = await savedCard();
    await deleteGiftCard({ merchantId: owner.merchantId, programId, cardId });
    const views = await seen(programId, subject);
    expect(views.api.status).toBe(404);
    expectVoided(views);
    expect(views.google).not.toHaveProperty("balance");
  });
});
