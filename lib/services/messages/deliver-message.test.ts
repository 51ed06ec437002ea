import { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { Webhook } from "@/lib/db/models/webhook";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { createMessageSchema } from "@/lib/schemas/message";
import { cancelMessage } from "@/lib/services/messages/cancel-message";
import { createMessage } from "@/lib/services/messages/create-message";
import { getMessageOrThrow } from "@/lib/services/messages/get-message";
import { sendGoogleMessages } from "@/lib/services/messages/google-messages";
import { toMessageDto } from "@/lib/services/messages/message-dto";
import { messageHandler } from "@/lib/services/messages/message-handler";
import { passSerialOf } from "@/lib/services/pass-updates/pass-identity";
import { createApnsHandler } from "@/lib/services/wallet/apple/apns-handler";
import { MESSAGE_FIELD_KEY } from "@/lib/services/wallet/apple/service-fields";
import { googleWalletHandler } from "@/lib/services/wallet/google/outbox-handler";
import { googleSaveLinkFor } from "@/lib/services/wallet/google/save-link";
import { merchantWithToken } from "@/lib/testing/accounts";
import { startApnsStandIn } from "@/lib/testing/apns-stand-in";
import { startGoogleWalletStandIn } from "@/lib/testing/google-wallet-stand-in";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { fetchPassBytes, newDevice, registerDevice } from "@/lib/testing/passkit";
import { openPass } from "@/lib/testing/pkpass";
import { makeTestPassSigner } from "@/lib/testing/test-certificates";

// Configured before the first getEnv(): pushes and Google calls go to stand-ins on 127.0.0.1.
const apns = await startApnsStandIn();
const google = await startGoogleWalletStandIn();
Object.assign(process.env, apns.env, google.env, { PUBLIC_BASE_URL: "https://passes.example.com" });

const PASS_TYPE = "pass.com.example.members";
const signer = makeTestPassSigner(PASS_TYPE);

// The injected clock: the worker's and the service's, moved a day ahead where the 24-hour rules are tested.
let clock = Date.now();
const now = () => new Date(clock);
const worker = () =>
  createOutboxWorker({
    handlers: {
      message: messageHandler,
      apns: createApnsHandler({ signerOf: async () => signer }),
      google: googleWalletHandler,
    },
    now,
  });
async function drainOutbox() {
  for (let pass = 0; pass < 6; pass++) {
    clock = Math.max(clock, Date.now()) + 1000;
    const { sent, failed } = await worker().runOnce();
    if (sent + failed === 0) return;
  }
}

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;
beforeAll(async () => {
  await connectToDatabase();
  owner = await merchantWithToken("Messages Delivery Café");
  programId = (await loyaltyProgram(owner.merchantId, { name: "Coffee Club" })).id;
  await Webhook.create({
    merchantId: owner.merchantId,
    url: "https://hooks.example.com/in",
    events: ["message.sent"],
    secret: "s",
  });
});
afterAll(async () => {
  await apns.close();
  await google.close();
});

/** A member with consent whose pass is on an iPhone and saved in Google Wallet. */
async function holder(input: Record<string, unknown> = { marketingConsent: true }) {
  const member = await joinedMember(owner.merchantId, programId, {
    email: `h-${new Types.ObjectId().toHexString()}@example.com`,
    ...input,
  });
  const pass = {
    passTypeIdentifier: PASS_TYPE,
    serialNumber: passSerialOf({ kind: "member", id: member.id }),
  };
  const device = newDevice("msg");
  expect((await registerDevice(device, pass)).status).toBe(201);
  await googleSaveLinkFor({ subject: { kind: "member", id: member.id } });
  const objectId = `${google.issuerId}.${pass.serialNumber}`;
  return { member, pass, device, objectId };
}

const send = (json: Record<string, unknown>) =>
  createMessage({ merchantId: owner.merchantId, programId, input: createMessageSchema.parse(json), now });
const statsOf = async (messageId: string) =>
  toMessageDto(await getMessageOrThrow({ merchantId: owner.merchantId, programId, messageId }));
const addMessagesTo = (objectId: string) =>
  google.calls.filter((call) => call.action === "addMessage" && call.id === objectId);

/** Every field of pass.json's style dictionary (storeCard, generic…), by key. */
function fieldsOf(passJson: Record<string, unknown>) {
  const style = Object.values(passJson).find(
    (value): value is Record<string, { key: string }[]> =>
      typeof value === "object" && value !== null && "backFields" in value,
  );
  return style ?? {};
}

describe("a message's delivery", () => {
  it("pushes the Apple pass, whose next download carries only the message field changed with changeMessage %@, and adds it to the Google object with TEXT_AND_NOTIFY", async () => {
    const { member, pass, device, objectId } = await holder({ marketingConsent: true });
    const before = openPass(await fetchPassBytes(pass)).passJson;
    const message = await send({
      text: "Double points this weekend!",
      kind: "marketing",
      audience: { memberIds: [member.id] },
    });
    expect(apns.pushesTo(device.pushToken)).toHaveLength(0);
    await drainOutbox();

    expect(apns.pushesTo(device.pushToken).map((push) => push.status)).toEqual([200]);
    const after = openPass(await fetchPassBytes(pass)).passJson;
    const backFields = fieldsOf(after).backFields ?? [];
    expect(backFields.find((field) => field.key === MESSAGE_FIELD_KEY)).toEqual({
      key: MESSAGE_FIELD_KEY,
      label: "Message",
      value: "Double points this weekend!",
      changeMessage: "%@",
    });
    // Only the message field changed: iOS would show a generic text if several did.
    const withoutMessage = (json: Record<string, unknown>) => {
      const style = fieldsOf(json);
      return {
        ...style,
        backFields: (style.backFields ?? []).filter((field) => field.key !== MESSAGE_FIELD_KEY),
      };
    };
    expect(withoutMessage(after)).toEqual(withoutMessage(before));

    const calls = addMessagesTo(objectId);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "POST",
      status: 200,
      body: {
        message: { id: message.id, body: "Double points this weekend!", messageType: "TEXT_AND_NOTIFY" },
      },
    });

    const sent = await statsOf(message.id);
    expect(sent).toMatchObject({ status: "sent", audienceCount: 1 });
    expect(sent.sentAt).not.toBeNull();
    expect(sent.stats).toEqual({
      audience: 1,
      excludedByDailyLimit: 0,
      applePasses: 1,
      applePushesSent: 1,
      applePassesFetched: 1,
      googleObjectsMessaged: 1,
      googleObjectsNotified: 1,
      googleOverNotificationBudget: 0,
      failures: 0,
      appleDevicesGone: 0,
    });
    // message.sent waits for the merchant's webhook in the outbox.
    expect(await OutboxMessage.exists({ kind: "webhook-event", key: new RegExp(message.id) })).not.toBeNull();
  });

  it("reaches no one without consent for marketing; a service message reaches them", async () => {
    const { member, device, objectId } = await holder({ marketingConsent: false });
    const marketing = await send({ text: "Sale!", kind: "marketing", audience: { memberIds: [member.id] } });
    await drainOutbox();
    expect((await statsOf(marketing.id)).stats.audience).toBe(0);
    expect(apns.pushesTo(device.pushToken)).toHaveLength(0);
    const service = await send({
      text: "Closed Monday",
      kind: "service",
      audience: { memberIds: [member.id] },
    });
    await drainOutbox();
    expect((await statsOf(service.id)).stats).toMatchObject({ audience: 1, applePushesSent: 1 });
    expect(addMessagesTo(objectId)).toHaveLength(1);
  });

  it("notifies a Google pass at most 3 times in 24 hours: the 4th is added without notifying, and counted", async () => {
    const { member, objectId } = await holder();
    const ids: string[] = [];
    for (let index = 1; index <= 4; index++) {
      ids.push(
        (await send({ text: `Note ${index}`, kind: "service", audience: { memberIds: [member.id] } })).id,
      );
      await drainOutbox();
    }
    const types = addMessagesTo(objectId).map(
      (call) => (call.body as { message: { messageType: string } }).message.messageType,
    );
    expect(types).toEqual(["TEXT_AND_NOTIFY", "TEXT_AND_NOTIFY", "TEXT_AND_NOTIFY", "TEXT"]);
    expect((await statsOf(ids[3] as string)).stats).toMatchObject({
      googleObjectsMessaged: 1,
      googleObjectsNotified: 0,
      googleOverNotificationBudget: 1,
    });
    clock += DAY_MS;
    const nextDay = await send({ text: "Next day", kind: "service", audience: { memberIds: [member.id] } });
    await drainOutbox();
    expect((await statsOf(nextDay.id)).stats.googleObjectsNotified).toBe(1);
  });

  it("adds a message to a Google object once when its row is run again (a retried row skips what it did)", async () => {
    const { member, objectId } = await holder();
    const sent = await send({ text: "Once only", kind: "service", audience: { memberIds: [member.id] } });
    await drainOutbox();
    const payload = {
      action: "google" as const,
      messageId: sent.id,
      merchantId: owner.merchantId,
      objectIds: [objectId],
    };
    expect(await sendGoogleMessages(payload, now())).toEqual({ ok: true });
    expect(
      addMessagesTo(objectId).filter((call) => JSON.stringify(call.body).includes("Once only")),
    ).toHaveLength(1);
    expect((await statsOf(sent.id)).stats).toMatchObject({
      googleObjectsMessaged: 1,
      googleObjectsNotified: 1,
    });
  });

  it("sends one marketing message per member per 24 hours: a second is left out and counted", async () => {
    const { member, device } = await holder();
    const first = await send({ text: "Offer 1", kind: "marketing", audience: { memberIds: [member.id] } });
    await drainOutbox();
    const second = await send({ text: "Offer 2", kind: "marketing", audience: { memberIds: [member.id] } });
    await drainOutbox();
    expect((await statsOf(first.id)).stats.audience).toBe(1);
    expect((await statsOf(second.id)).stats).toMatchObject({ audience: 0, excludedByDailyLimit: 1 });
    expect(apns.pushesTo(device.pushToken)).toHaveLength(1);
    clock += DAY_MS;
    const third = await send({ text: "Offer 3", kind: "marketing", audience: { memberIds: [member.id] } });
    await drainOutbox();
    expect((await statsOf(third.id)).stats).toMatchObject({ audience: 1, excludedByDailyLimit: 0 });
  });

  it("counts a push APNs refuses for good as a failure, and a Google object that failed likewise", async () => {
    const { member } = await holder();
    apns.answerNext(400);
    google.failNext.push(400);
    const message = await send({ text: "Refused", kind: "service", audience: { memberIds: [member.id] } });
    await drainOutbox();
    expect((await statsOf(message.id)).stats).toMatchObject({
      audience: 1,
      applePasses: 1,
      applePushesSent: 0,
      googleObjectsMessaged: 0,
      failures: 2,
    });
  });

  it("counts a push to a device that is gone (410) as its own figure, not as a failure", async () => {
    const { member } = await holder();
    apns.answerNext(410);
    const message = await send({ text: "Gone", kind: "service", audience: { memberIds: [member.id] } });
    await drainOutbox();
    expect((await statsOf(message.id)).stats).toMatchObject({
      audience: 1,
      applePasses: 1,
      applePushesSent: 0,
      appleDevicesGone: 1,
      failures: 0,
    });
  });

  it("sends a scheduled message when due, and never one cancelled before", async () => {
    const { member, device } = await holder();
    const at = new Date(clock + 3_600_000).toISOString();
    const scheduled = await send({
      text: "Later",
      kind: "service",
      audience: { memberIds: [member.id] },
      sendAt: at,
    });
    const cancelled = await send({
      text: "Never",
      kind: "service",
      audience: { memberIds: [member.id] },
      sendAt: at,
    });
    await cancelMessage({ merchantId: owner.merchantId, programId, messageId: cancelled.id, now });
    await drainOutbox();
    expect((await statsOf(scheduled.id)).status).toBe("scheduled");
    clock += 3_600_000;
    await drainOutbox();
    expect((await statsOf(scheduled.id)).status).toBe("sent");
    expect(await statsOf(cancelled.id)).toMatchObject({ status: "cancelled", stats: { audience: 0 } });
    expect(apns.pushesTo(device.pushToken)).toHaveLength(1);
  });
});
