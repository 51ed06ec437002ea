import { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectToDatabase } from "@/lib/db/connect";
import { ApplePassRegistration } from "@/lib/db/models/apple-pass-registration";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import type { StoredOutboxMessage } from "@/lib/outbox/types";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { pointsAdjustmentSchema } from "@/lib/schemas/member";
import { createTemplateSchema, updateTemplateSchema } from "@/lib/schemas/template";
import { eraseMember } from "@/lib/services/gdpr/erase-member";
import { redeemGiftCard } from "@/lib/services/giftcards/change-gift-card-balance";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { passSerialOf } from "@/lib/services/pass-updates/pass-identity";
import { enqueuePassUpdates } from "@/lib/services/pass-updates/pass-updates";
import { createTemplate } from "@/lib/services/templates/create-template";
import { updateTemplate } from "@/lib/services/templates/update-template";
import { createApnsClient } from "@/lib/services/wallet/apple/apns-client";
import { createApnsHandler } from "@/lib/services/wallet/apple/apns-handler";
import { countPassInstalls } from "@/lib/services/wallet/count-pass-installs";
import { merchantWithToken } from "@/lib/testing/accounts";
import { fingerprintOf, startApnsStandIn } from "@/lib/testing/apns-stand-in";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";
import { fetchPassBytes, newDevice, registerDevice, unregisterDevice } from "@/lib/testing/passkit";
import { closePass, openPass } from "@/lib/testing/pkpass";
import { makeTestPassSigner } from "@/lib/testing/test-certificates";

// Configured before the first getEnv(): every push of this file goes to the stand-in on 127.0.0.1.
const apns = await startApnsStandIn();
Object.assign(process.env, apns.env);

const PASS_TYPE = "pass.com.example.members";
// The merchant's own Pass Type ID certificate, made here: the sender is given it as the pass's signer.
const signer = makeTestPassSigner(PASS_TYPE);
const giftSigner = makeTestPassSigner("pass.com.example.gift");
const signerOf = async ({ passTypeIdentifier }: { passTypeIdentifier: string }) =>
  passTypeIdentifier === PASS_TYPE ? signer : giftSigner;

// The worker's clock: never behind the real one (rows are due when written), moved ahead to reach retries.
let clock = Date.now();
const tick = (ms: number) => {
  clock = Math.max(clock, Date.now()) + ms;
};
const worker = () =>
  createOutboxWorker({ handlers: { apns: createApnsHandler({ signerOf }) }, now: () => new Date(clock) });
async function drainOutbox() {
  for (let pass = 0; pass < 5; pass++) {
    tick(1000);
    const { sent, failed } = await worker().runOnce();
    if (sent + failed === 0) return;
  }
}

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;
beforeAll(async () => {
  await connectToDatabase();
  owner = await merchantWithToken("APNs Café");
  programId = (await loyaltyProgram(owner.merchantId)).id;
});
afterAll(() => apns.close());

async function registeredMember(devices = 1) {
  const member = await joinedMember(owner.merchantId, programId, {
    email: `a-${new Types.ObjectId().toHexString()}@example.com`,
  });
  const pass = {
    passTypeIdentifier: PASS_TYPE,
    serialNumber: passSerialOf({ kind: "member", id: member.id }),
  };
  const registered = [];
  for (let index = 0; index < devices; index++) {
    const device = newDevice(`m${index}`);
    expect((await registerDevice(device, pass)).status).toBe(201);
    registered.push(device);
  }
  return { member, pass, devices: registered };
}

const addPoints = (memberId: string, points = 5) =>
  adjustPoints({
    merchantId: owner.merchantId,
    programId,
    memberId,
    userId: owner.userId,
    input: pointsAdjustmentSchema.parse({ points, reason: "Coffee" }),
  });

const apnsRows = async () => (await OutboxMessage.find({ kind: "apns" }).lean()) as StoredOutboxMessage[];

describe("a pass's change reaches its devices through APNs", () => {
  it("pushes every registered device: POST /3/device/<token>, the pass type as topic, {} as body, the pass certificate as client certificate", async () => {
    const { member, devices } = await registeredMember(2);
    const sessionsBefore = apns.sessionsOpened();
    await addPoints(member.id);
    // One row for the pass, its devices pushed together.
    const rows = await apnsRows();
    expect(rows).toHaveLength(1);
    expect((rows[0]?.payload as { devices: unknown[] } | undefined)?.devices).toHaveLength(2);
    await drainOutbox();
    for (const device of devices) {
      const pushes = apns.pushesTo(device.pushToken);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]).toMatchObject({
        path: `/3/device/${device.pushToken}`,
        body: "{}",
        headers: expect.objectContaining({
          "apns-topic": PASS_TYPE,
          "apns-push-type": "background",
          "apns-priority": "5",
          "content-type": "application/json",
        }),
        clientCertificateFingerprint: fingerprintOf(signer.signerCertPem),
      });
    }
    expect(apns.sessionsOpened() - sessionsBefore).toBeLessThanOrEqual(1);
    expect(await apnsRows()).toHaveLength(0);
  });

  it("writes nothing for a pass no device registered for, and one push for the same change written twice", async () => {
    const lonely = await joinedMember(owner.merchantId, programId, {
      email: `l-${new Types.ObjectId().toHexString()}@example.com`,
    });
    await addPoints(lonely.id);
    expect(await apnsRows()).toHaveLength(0);
    const { member, devices } = await registeredMember();
    const change = {
      merchantId: owner.merchantId,
      programId,
      target: { subject: { kind: "member", id: member.id } as const },
      at: new Date(),
    };
    await enqueuePassUpdates(change);
    await enqueuePassUpdates(change);
    expect(await apnsRows()).toHaveLength(1);
    await drainOutbox();
    expect(apns.pushesTo(devices[0]?.pushToken ?? "")).toHaveLength(1);
  });

  it("a gift card's redeem pushes its devices, signed with its own pass type's certificate", async () => {
    const gifts = await giftCardProgram(owner.merchantId);
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: gifts.id,
      input: issueGiftCardSchema.parse({ initialValue: 30 }),
    });
    const device = newDevice("gift");
    const pass = { passTypeIdentifier: "pass.com.example.gift", serialNumber: `giftcard-${card.id}` };
    await registerDevice(device, pass);
    await redeemGiftCard({
      merchantId: owner.merchantId,
      programId: gifts.id,
      cardId: card.id,
      amount: "5.00",
    });
    await drainOutbox();
    expect(apns.pushesTo(device.pushToken)).toEqual([
      expect.objectContaining({
        headers: expect.objectContaining({ "apns-topic": "pass.com.example.gift" }),
        clientCertificateFingerprint: fingerprintOf(giftSigner.signerCertPem),
      }),
    ]);
  });
});

describe("APNs' answers", () => {
  it("retries a 500 with the outbox's backoff, then delivers", async () => {
    const { member, devices } = await registeredMember();
    await addPoints(member.id);
    apns.answerNext(500);
    tick(1000);
    expect(await worker().runOnce()).toMatchObject({ sent: 0, failed: 1 });
    const [waiting] = await apnsRows();
    expect(waiting).toMatchObject({ attempt: 2, lastError: "APNs answered 500 (InternalServerError)" });
    expect(await worker().runOnce()).toMatchObject({ sent: 0, failed: 0 });
    tick(5_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(apns.pushesTo(devices[0]?.pushToken ?? "").map((push) => push.status)).toEqual([500, 200]);
    expect(await apnsRows()).toHaveLength(0);
  });

  it("a retry goes to the registration as it is then: unregistered meanwhile, nothing more is sent", async () => {
    const { member, pass, devices } = await registeredMember();
    const device = devices[0] as ReturnType<typeof newDevice>;
    await addPoints(member.id);
    apns.answerNext(503);
    tick(1000);
    expect(await worker().runOnce()).toMatchObject({ failed: 1 });
    expect((await unregisterDevice(device, pass)).status).toBe(200);
    tick(5_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(apns.pushesTo(device.pushToken).map((push) => push.status)).toEqual([503]);
    expect(await apnsRows()).toHaveLength(0);
  });

  it("in a row of several devices, one that failed is retried on its own; the others are done", async () => {
    const { member, devices } = await registeredMember(2);
    const [failing, fine] = devices as [ReturnType<typeof newDevice>, ReturnType<typeof newDevice>];
    apns.answerToken(failing.pushToken, 500);
    await addPoints(member.id);
    tick(1000);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    const [retry] = await apnsRows();
    expect(retry?.payload).toMatchObject({ devices: [{ pushToken: failing.pushToken }], isRetry: true });
    apns.answerToken(failing.pushToken, 200);
    tick(5_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(apns.pushesTo(failing.pushToken).map((push) => push.status)).toEqual([500, 200]);
    expect(apns.pushesTo(fine.pushToken).map((push) => push.status)).toEqual([200]);
    expect(await apnsRows()).toHaveLength(0);
  });

  it("410 removes that registration; the pass's last device gone is its removal", async () => {
    const { member, devices } = await registeredMember(2);
    const [kept, gone] = devices as [ReturnType<typeof newDevice>, ReturnType<typeof newDevice>];
    apns.answerToken(gone.pushToken, 410);
    await addPoints(member.id);
    await drainOutbox();
    const left = await ApplePassRegistration.find({
      serialNumber: passSerialOf({ kind: "member", id: member.id }),
    })
      .lean()
      .then((rows) => rows.map((row) => row.pushToken));
    expect(left).toEqual([kept.pushToken]);
    const before = await countPassInstalls({ merchantId: owner.merchantId, programId });
    apns.answerToken(kept.pushToken, 410);
    await addPoints(member.id);
    await drainOutbox();
    expect(await ApplePassRegistration.countDocuments({ pushToken: kept.pushToken })).toBe(0);
    const after = await countPassInstalls({ merchantId: owner.merchantId, programId });
    expect(after.removals).toBe(before.removals + 1);
  });

  it("any other 4xx is final: the push is dropped, the registration kept", async () => {
    const { member, devices } = await registeredMember();
    const token = devices[0]?.pushToken ?? "";
    apns.answerToken(token, 400);
    await addPoints(member.id);
    tick(1000);
    expect(await worker().runOnce()).toMatchObject({ failed: 1 });
    expect(await apnsRows()).toHaveLength(0);
    expect(await ApplePassRegistration.countDocuments({ pushToken: token })).toBe(1);
  });
});

describe("voiding and program-wide changes", () => {
  it("an erasure pushes every device of the member's pass, which then answers voided", async () => {
    const { member, pass, devices } = await registeredMember(2);
    await eraseMember({
      memberId: new Types.ObjectId(member.id),
      requestId: new Types.ObjectId(),
      at: new Date(),
    });
    const keys = (await apnsRows()).map((row) => row.key);
    expect(keys).toEqual([`apns:member-${member.id}:void`]);
    await drainOutbox();
    for (const device of devices) expect(apns.pushesTo(device.pushToken)).toHaveLength(1);
    // What the pushed devices then download: the voided pass.
    const voided = openPass(await fetchPassBytes(pass));
    try {
      expect(voided.passJson.voided).toBe(true);
    } finally {
      closePass(voided);
    }
  });

  it("publishing an offer pushes every registered device of the program through one fan-out row; a scheduled one again when it starts", async () => {
    const program = await loyaltyProgram(owner.merchantId, { name: "Fan-out" });
    const devices: string[] = [];
    for (let index = 0; index < 3; index++) {
      const member = await joinedMember(owner.merchantId, program.id, {
        email: `f-${new Types.ObjectId().toHexString()}@example.com`,
      });
      if (index === 2) continue;
      const device = newDevice(`fan${index}`);
      await registerDevice(device, {
        passTypeIdentifier: PASS_TYPE,
        serialNumber: passSerialOf({ kind: "member", id: member.id }),
      });
      devices.push(device.pushToken);
    }
    await liveOffer(owner.merchantId, program.id, { name: "Free cake" });
    expect((await apnsRows()).map((row) => (row.payload as { action: string }).action)).toEqual(["program"]);
    await drainOutbox();
    for (const token of devices) expect(apns.pushesTo(token)).toHaveLength(1);

    const startsAt = new Date(Math.max(clock, Date.now()) + 3_600_000);
    await liveOffer(owner.merchantId, program.id, { name: "Later", startDate: startsAt.toISOString() });
    await drainOutbox();
    for (const token of devices) expect(apns.pushesTo(token)).toHaveLength(2);
    expect((await apnsRows()).map((row) => row.dueAt.getTime())).toEqual([startsAt.getTime()]);
    clock = startsAt.getTime();
    await drainOutbox();
    for (const token of devices) expect(apns.pushesTo(token)).toHaveLength(3);
  });
});

describe("a template's change", () => {
  it("pushes the devices of the programs that wear it, and no other program's", async () => {
    const template = await createTemplate({
      merchantId: owner.merchantId,
      input: createTemplateSchema.parse({ name: "Worn", passType: "storeCard" }),
    });
    const wearing = await loyaltyProgram(owner.merchantId, { name: "Wearing", templateId: template.id });
    const other = await loyaltyProgram(owner.merchantId, { name: "Other" });
    const devices: string[] = [];
    for (const program of [wearing, other]) {
      const member = await joinedMember(owner.merchantId, program.id, {
        email: `t-${new Types.ObjectId().toHexString()}@example.com`,
      });
      const device = newDevice(`template-${program.name}`);
      await registerDevice(device, {
        passTypeIdentifier: PASS_TYPE,
        serialNumber: passSerialOf({ kind: "member", id: member.id }),
      });
      devices.push(device.pushToken);
    }
    await drainOutbox();
    const [wearer, bystander] = devices as [string, string];
    await updateTemplate({
      merchantId: owner.merchantId,
      templateId: template.id,
      input: updateTemplateSchema.parse({ backgroundColor: "rgb(10, 20, 30)" }),
    });
    expect((await apnsRows()).map((row) => row.key)).toEqual([
      expect.stringMatching(new RegExp(`^apns:program:${wearing.id}:`)),
    ]);
    await drainOutbox();
    expect(apns.pushesTo(wearer)).toHaveLength(1);
    expect(apns.pushesTo(bystander)).toHaveLength(0);
  });
});

describe("the sender", () => {
  it("two workers at once send each push once", async () => {
    const registered = await Promise.all([1, 2, 3, 4, 5].map(() => registeredMember()));
    for (const { member } of registered) await addPoints(member.id);
    tick(1000);
    await Promise.all([worker().runOnce(), worker().runOnce()]);
    await drainOutbox();
    for (const { devices } of registered) expect(apns.pushesTo(devices[0]?.pushToken ?? "")).toHaveLength(1);
  });

  it("sends nothing to Apple for a development-signed pass, and never reaches past loopback in tests", async () => {
    const { member, devices } = await registeredMember();
    await addPoints(member.id);
    const development = { ...signer, isDevelopment: true };
    const handler = createApnsHandler({
      signerOf: async () => development,
      apnsUrl: () => "https://api.push.apple.com",
      client: () => {
        throw new Error("no client may be used");
      },
    });
    const [row] = await apnsRows();
    expect(
      await handler.deliver(row as StoredOutboxMessage, { attempt: 1, now: new Date(), nextAttemptAt: null }),
    ).toEqual({
      ok: true,
    });
    expect(apns.pushesTo(devices[0]?.pushToken ?? "")).toHaveLength(0);
    await OutboxMessage.deleteMany({ kind: "apns" });
    const apple = createApnsClient({ url: "https://api.push.apple.com" });
    expect(() => apple.send({ signer, pushToken: "ab".repeat(32), topic: PASS_TYPE })).toThrow(
      /tests may not call/,
    );
  });
});
