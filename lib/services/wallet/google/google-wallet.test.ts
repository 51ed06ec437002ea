import { jwtVerify } from "jose";
import { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCardLink } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/google-wallet/route";
import { GET as getMemberLink } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/google-wallet/route";
import { connectToDatabase } from "@/lib/db/connect";
import { GiftCard } from "@/lib/db/models/gift-card";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { GOOGLE_SAVE_URL_PREFIX } from "@/lib/schemas/google-wallet";
import { pointsAdjustmentSchema } from "@/lib/schemas/member";
import { eraseCard } from "@/lib/services/gdpr/erase-card";
import { eraseMember } from "@/lib/services/gdpr/erase-member";
import { securityCodeOf } from "@/lib/services/giftcards/card-secrets";
import { redeemGiftCard } from "@/lib/services/giftcards/change-gift-card-balance";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { resolveGoogleWalletCredentials } from "@/lib/services/pass-updates/google-credentials";
import { enqueuePassUpdates } from "@/lib/services/pass-updates/pass-updates";
import { googleAccessToken } from "@/lib/services/wallet/google/access-token";
import { googleWalletHandler } from "@/lib/services/wallet/google/outbox-handler";
import { googleSaveLinkFor } from "@/lib/services/wallet/google/save-link";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { startGoogleWalletStandIn } from "@/lib/testing/google-wallet-stand-in";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";

// Configured before the first getEnv(): every Google call of this file goes to the stand-in on 127.0.0.1.
const google = await startGoogleWalletStandIn();
Object.assign(process.env, google.env, { PUBLIC_BASE_URL: "https://passes.example.com" });

// The worker's clock: never behind the real one (rows are due when written), moved ahead to reach retries.
let clock = Date.now();
const tick = (ms: number) => {
  clock = Math.max(clock, Date.now()) + ms;
};
const worker = () =>
  createOutboxWorker({ handlers: { google: googleWalletHandler }, now: () => new Date(clock) });
/** Runs the outbox until nothing is due (a program-wide change takes two passes: fan-out, then the objects). */
async function drainOutbox() {
  for (let pass = 0; pass < 5; pass++) {
    tick(1000);
    const { sent, failed } = await worker().runOnce();
    if (sent + failed === 0) return;
  }
}

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
beforeAll(async () => {
  await connectToDatabase();
  owner = await merchantWithToken("Google Café");
});
afterAll(() => google.close());

const memberSubject = (id: string) => ({ kind: "member", id }) as const;

async function savedMember(input: Record<string, unknown> = {}) {
  const program = await loyaltyProgram(owner.merchantId, { name: "Coffee Club", customPointsName: "Beans" });
  const member = await joinedMember(owner.merchantId, program.id, {
    email: `m-${new Types.ObjectId().toHexString()}@example.com`,
    firstName: "Ada",
    lastName: "Lovelace",
    ...input,
  });
  return { program, member };
}

describe("Google Wallet save links", () => {
  it("inserts the class and object with a token from the checked OAuth exchange, and signs a link naming the object", async () => {
    const { program, member } = await savedMember();
    const offer = await liveOffer(owner.merchantId, program.id, { pointsCost: 10 });
    const link = await googleSaveLinkFor({ subject: memberSubject(member.id) });

    expect(google.tokenRequests).toHaveLength(1);
    expect(google.tokenRequests[0]).toMatchObject({
      isAccepted: true,
      claims: {
        iss: google.clientEmail,
        aud: google.tokenUrl,
        scope: "https://www.googleapis.com/auth/wallet_object.issuer",
      },
    });
    expect(link?.startsWith(GOOGLE_SAVE_URL_PREFIX)).toBe(true);
    // What Google's save page checks: signature, claims, and that the object it names exists.
    expect(await google.saveLinkProblems(link ?? "")).toEqual([]);
    const { payload, protectedHeader } = await jwtVerify(
      link?.slice(GOOGLE_SAVE_URL_PREFIX.length) ?? "",
      google.publicKey,
      {
        algorithms: ["RS256"],
        audience: "google",
        issuer: google.clientEmail,
      },
    );
    expect(protectedHeader.alg).toBe("RS256");
    expect(payload).toMatchObject({ typ: "savetowallet", origins: ["https://passes.example.com"] });
    const objectId = `${google.issuerId}.member-${member.id}`;
    expect(payload.payload).toEqual({ loyaltyObjects: [{ id: objectId }] });

    const classId = `${google.issuerId}.program-${program.id}`;
    expect(google.resources.get(classId)?.body).toMatchObject({
      programName: "Coffee Club",
      issuerName: "Google Café",
      reviewStatus: "UNDER_REVIEW",
    });
    const offerObjectId = `${google.issuerId}.offer-${offer.id}-member-${member.id}`;
    expect(google.resources.get(`${google.issuerId}.offer-${offer.id}`)?.collection).toBe("offerClass");
    expect(google.resources.get(offerObjectId)?.collection).toBe("offerObject");
    expect(google.resources.get(objectId)).toEqual({
      collection: "loyaltyObject",
      body: expect.objectContaining({
        classId,
        state: "ACTIVE",
        accountId: member.memberNumber,
        accountName: "Ada Lovelace",
        loyaltyPoints: { label: "Beans", balance: { int: 0 } },
        barcode: { type: "QR_CODE", value: member.memberNumber, alternateText: member.memberNumber },
        linkedOfferIds: [offerObjectId],
      }),
    });
  });

  it("reuses the access token, and a second link of the same pass patches what exists (insert → 409 → patch)", async () => {
    const { member } = await savedMember();
    await googleSaveLinkFor({ subject: memberSubject(member.id) });
    const before = google.calls.length;
    await googleSaveLinkFor({ subject: memberSubject(member.id) });
    const again = google.calls.slice(before).filter((call) => call.collection === "loyaltyObject");
    expect(again.map((call) => [call.method, call.status])).toEqual([
      ["POST", 409],
      ["PATCH", 200],
    ]);
    expect(google.tokenRequests).toHaveLength(1);
  });

  it("a gift card's object carries the balance, card number and its holder's security code (never the API's answer)", async () => {
    const program = await giftCardProgram(owner.merchantId);
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: program.id,
      input: issueGiftCardSchema.parse({ initialValue: "25.50", currency: "EUR" }),
    });
    const answer = await callRoute(getCardLink, {
      token: owner.token,
      params: { programId: program.id, cardId: card.id },
    });
    expect(answer.status).toBe(200);
    const { saveUrl } = answer.data as { saveUrl: string };
    expect(await google.saveLinkProblems(saveUrl)).toEqual([]);
    const jwt = saveUrl.slice(GOOGLE_SAVE_URL_PREFIX.length);
    const { payload } = await jwtVerify(jwt, google.publicKey, { audience: "google" });
    const objectId = `${google.issuerId}.giftcard-${card.id}`;
    expect(payload.payload).toEqual({ giftCardObjects: [{ id: objectId }] });
    const object = google.resources.get(objectId)?.body;
    expect(object).toMatchObject({
      state: "ACTIVE",
      cardNumber: card.cardNumber,
      balance: { micros: "25500000", currencyCode: "EUR" },
      barcode: { value: card.cardNumber },
    });
    // Decision 046: the holder's wallet shows the security code as Google's `pin`; the /v2 answer (the save link,
    // whose JWT names the object only) does not carry it.
    const code = securityCodeOf((await GiftCard.findById(card.id).lean()) ?? { _id: card.id });
    expect(object).toMatchObject({ pin: code });
    expect(answer.text).not.toContain(String(code));
    expect(google.resources.get(`${google.issuerId}.program-${program.id}`)?.collection).toBe(
      "giftCardClass",
    );
  });

  it("the API answers the link for the merchant's own member only", async () => {
    const { program, member } = await savedMember();
    const own = await callRoute(getMemberLink, {
      token: owner.token,
      params: { programId: program.id, memberId: member.id },
    });
    expect(own.status).toBe(200);
    expect((own.data as { saveUrl: string }).saveUrl).toMatch(
      /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    const stranger = await merchantWithToken("Stranger");
    const theirs = await callRoute(getMemberLink, {
      token: stranger.token,
      params: { programId: program.id, memberId: member.id },
    });
    expect(theirs.status).toBe(404);
  });

  it("Google failing answers 502, without a link", async () => {
    const { program, member } = await savedMember();
    google.failNext.push(500);
    const answer = await callRoute(getMemberLink, {
      token: owner.token,
      params: { programId: program.id, memberId: member.id },
    });
    expect(answer.status).toBe(502);
    expect(answer.data).toEqual({ detail: expect.stringContaining("Google Wallet") });
  });
});

describe("changes reach Google through the outbox", () => {
  it("a points change patches the saved object (the ledger calls enqueuePassUpdates); a pass never saved is not touched", async () => {
    const { program, member } = await savedMember();
    const other = await joinedMember(owner.merchantId, program.id, {
      email: `o-${new Types.ObjectId().toHexString()}@example.com`,
    });
    await googleSaveLinkFor({ subject: memberSubject(member.id) });
    for (const id of [member.id, other.id]) {
      await adjustPoints({
        merchantId: owner.merchantId,
        programId: program.id,
        memberId: id,
        userId: owner.userId,
        input: pointsAdjustmentSchema.parse({ points: 25, reason: "Coffee" }),
      });
    }
    expect(await OutboxMessage.countDocuments({ kind: "google" })).toBe(1);
    const before = google.calls.length;
    await drainOutbox();
    const patches = google.calls.slice(before);
    expect(patches.map((call) => [call.method, call.collection, call.id])).toEqual([
      ["PATCH", "loyaltyObject", `${google.issuerId}.member-${member.id}`],
    ]);
    expect(patches[0]?.body).toMatchObject({ loyaltyPoints: { balance: { int: 25 } } });
    // A member's own change leaves the linked offers alone.
    expect(patches[0]?.body).not.toHaveProperty("linkedOfferIds");
    expect(await OutboxMessage.countDocuments({ kind: "google" })).toBe(0);
  });

  it("the same change written twice is one row", async () => {
    const { program, member } = await savedMember();
    await googleSaveLinkFor({ subject: memberSubject(member.id) });
    const change = {
      merchantId: owner.merchantId,
      programId: program.id,
      target: { subject: memberSubject(member.id) },
      at: new Date(),
    };
    await enqueuePassUpdates(change);
    await enqueuePassUpdates(change);
    expect(await OutboxMessage.countDocuments({ kind: "google", key: { $regex: member.id } })).toBe(1);
    await drainOutbox();
  });

  it("a program-wide change patches the class and re-links every saved member's offers", async () => {
    const { program, member } = await savedMember();
    const second = await joinedMember(owner.merchantId, program.id, {
      email: `s-${new Types.ObjectId().toHexString()}@example.com`,
    });
    const unsaved = await joinedMember(owner.merchantId, program.id, {
      email: `u-${new Types.ObjectId().toHexString()}@example.com`,
    });
    for (const id of [member.id, second.id]) await googleSaveLinkFor({ subject: memberSubject(id) });
    // Publishing the offer is the program-wide change (the offers service calls enqueuePassUpdates).
    const offer = await liveOffer(owner.merchantId, program.id, { name: "Free cake" });
    const before = google.calls.length;
    await drainOutbox();
    const calls = google.calls.slice(before);
    expect(calls.filter((call) => call.collection === "loyaltyClass").map((call) => call.method)).toEqual([
      "PATCH",
    ]);
    // The offer's class once for the program, its object once per saved member.
    expect(google.callsTo("offerClass").filter((call) => calls.includes(call))).toHaveLength(1);
    expect(google.callsTo("offerObject").filter((call) => calls.includes(call))).toHaveLength(2);
    for (const id of [member.id, second.id]) {
      const object = google.resources.get(`${google.issuerId}.member-${id}`)?.body;
      expect(object?.linkedOfferIds).toEqual([`${google.issuerId}.offer-${offer.id}-member-${id}`]);
    }
    expect(calls.some((call) => call.id?.includes(unsaved.id))).toBe(false);
    expect(google.resources.has(`${google.issuerId}.member-${unsaved.id}`)).toBe(false);
  });

  it("erasure voids the pass: INACTIVE, without the name, the points or the barcode — its offer objects too", async () => {
    const { program, member } = await savedMember();
    const offer = await liveOffer(owner.merchantId, program.id, { name: "Free cake" });
    await googleSaveLinkFor({ subject: memberSubject(member.id) });
    const offerObjectId = `${google.issuerId}.offer-${offer.id}-member-${member.id}`;
    expect(google.resources.get(offerObjectId)?.body).toMatchObject({ state: "ACTIVE" });
    const at = new Date();
    await eraseMember({ memberId: new Types.ObjectId(member.id), requestId: new Types.ObjectId(), at });
    await enqueuePassUpdates({
      merchantId: owner.merchantId,
      programId: program.id,
      target: { subject: memberSubject(member.id) },
      voided: true,
      at,
    });
    const before = google.calls.length;
    await drainOutbox();
    const objectId = `${google.issuerId}.member-${member.id}`;
    expect(
      google.calls.slice(before).filter((call) => call.id === objectId || call.id === offerObjectId),
    ).toEqual([
      expect.objectContaining({ method: "PUT", collection: "loyaltyObject", id: objectId, status: 200 }),
      expect.objectContaining({ method: "PUT", collection: "offerObject", id: offerObjectId, status: 200 }),
    ]);
    expect(google.resources.get(objectId)?.body).toEqual({
      id: objectId,
      classId: `${google.issuerId}.program-${program.id}`,
      state: "INACTIVE",
    });
    expect(google.resources.get(offerObjectId)?.body).toEqual({
      id: offerObjectId,
      classId: `${google.issuerId}.offer-${offer.id}`,
      state: "INACTIVE",
    });
  });

  it("retries 5xx and 429 with backoff; another 4xx is final", async () => {
    const { program, member } = await savedMember();
    await googleSaveLinkFor({ subject: memberSubject(member.id) });
    const change = {
      merchantId: owner.merchantId,
      programId: program.id,
      target: { subject: memberSubject(member.id) },
      at: new Date(),
    };
    await enqueuePassUpdates(change);
    google.failNext.push(503, 429);
    tick(1000);
    expect(await worker().runOnce()).toMatchObject({ failed: 1 });
    clock += 10_000;
    expect(await worker().runOnce()).toMatchObject({ failed: 1 });
    expect(await OutboxMessage.findOne({ kind: "google" }).lean()).toMatchObject({ attempt: 3 });
    clock += 60_000;
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });

    await enqueuePassUpdates({ ...change, at: new Date(clock) });
    google.failNext.push(400);
    tick(1000);
    expect(await worker().runOnce()).toMatchObject({ failed: 1 });
    expect(await OutboxMessage.countDocuments({ kind: "google" })).toBe(0);
  });

  it("a gift card's redemption patches its balance", async () => {
    const program = await giftCardProgram(owner.merchantId);
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: program.id,
      input: issueGiftCardSchema.parse({ initialValue: "20.00" }),
    });
    const subject = { kind: "giftcard", id: card.id } as const;
    await googleSaveLinkFor({ subject });
    await redeemGiftCard({
      merchantId: owner.merchantId,
      programId: program.id,
      cardId: card.id,
      amount: "7.25",
    });
    await enqueuePassUpdates({
      merchantId: owner.merchantId,
      programId: program.id,
      target: { subject },
      at: new Date(),
    });
    await drainOutbox();
    expect(google.resources.get(`${google.issuerId}.giftcard-${card.id}`)?.body).toMatchObject({
      state: "ACTIVE",
      balance: { micros: "12750000", currencyCode: "EUR" },
      // The holder's security code in Google's own field (decision 046).
      pin: securityCodeOf((await GiftCard.findById(card.id).lean()) ?? { _id: card.id }),
    });
    expect(google.resources.get(`${google.issuerId}.giftcard-${card.id}`)?.body).toMatchObject({
      pin: expect.stringMatching(/^\d{6}$/),
    });
  });

  it("an erased gift card's object is voided at Google too: INACTIVE, without balance or barcode", async () => {
    const program = await giftCardProgram(owner.merchantId);
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: program.id,
      input: issueGiftCardSchema.parse({ initialValue: "30.00", customerEmail: "gift@example.com" }),
    });
    const subject = { kind: "giftcard", id: card.id } as const;
    await googleSaveLinkFor({ subject });
    // The erasure records the change; its effects reach the outbox with it (decision 026).
    await eraseCard({ cardId: new Types.ObjectId(card.id), requestId: new Types.ObjectId(), at: new Date() });
    const before = google.calls.length;
    await drainOutbox();
    const objectId = `${google.issuerId}.giftcard-${card.id}`;
    expect(google.calls.slice(before).map((call) => [call.method, call.collection, call.status])).toEqual([
      ["PUT", "giftCardObject", 200],
    ]);
    const object = google.resources.get(objectId)?.body;
    expect(object).toMatchObject({ id: objectId, state: "INACTIVE" });
    expect(object).not.toHaveProperty("balance");
    expect(object).not.toHaveProperty("barcode");
    expect(JSON.stringify(object)).not.toContain(card.cardNumber);
  });

  it("a program deleted: every saved pass of it is voided", async () => {
    const { program, member } = await savedMember();
    await googleSaveLinkFor({ subject: memberSubject(member.id) });
    await enqueuePassUpdates({
      merchantId: owner.merchantId,
      programId: program.id,
      target: { program: true },
      voided: true,
      at: new Date(),
    });
    await drainOutbox();
    expect(google.resources.get(`${google.issuerId}.member-${member.id}`)?.body).toMatchObject({
      state: "INACTIVE",
    });
    expect(google.resources.get(`${google.issuerId}.member-${member.id}`)?.body).not.toHaveProperty(
      "accountName",
    );
  });
});

it("an access token is exchanged again once it nears its expiry", async () => {
  const credentials = await resolveGoogleWalletCredentials({ merchantId: owner.merchantId });
  if (!credentials) throw new Error("configured above");
  const exchanges = google.tokenRequests.length;
  const at = Date.now();
  await googleAccessToken(credentials, () => new Date(at));
  expect(google.tokenRequests).toHaveLength(exchanges);
  // The stand-in's tokens live 3599 s; five minutes before that a new one is fetched.
  const renewed = await googleAccessToken(credentials, () => new Date(at + 3_300_000));
  expect(google.tokenRequests).toHaveLength(exchanges + 1);
  expect(google.tokenRequests.at(-1)?.isAccepted).toBe(true);
  expect(await googleAccessToken(credentials, () => new Date(at + 3_300_000))).toBe(renewed);
});

describe("the program's point name per language (issue 28)", () => {
  it("the object's points label carries the German name as a translated value", async () => {
    const program = await loyaltyProgram(owner.merchantId, {
      name: "Bean Club",
      customPointsName: "beans",
      translations: { de: { customPointsName: "Bohnen" } },
    });
    const member = await joinedMember(owner.merchantId, program.id, {
      email: `m-${new Types.ObjectId().toHexString()}@example.com`,
    });
    await googleSaveLinkFor({ subject: memberSubject(member.id) });
    expect(google.resources.get(`${google.issuerId}.member-${member.id}`)?.body).toMatchObject({
      loyaltyPoints: {
        localizedLabel: {
          defaultValue: { language: "en", value: "beans" },
          translatedValues: [{ language: "de", value: "Bohnen" }],
        },
        balance: { int: 0 },
      },
    });
  });
});
