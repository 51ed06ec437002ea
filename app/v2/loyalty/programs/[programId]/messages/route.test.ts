import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { Member } from "@/lib/db/models/member";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { PassMessageClaim } from "@/lib/db/models/pass-message-claim";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { POST as cancel } from "./[messageId]/cancel/route";
import { GET as getOne } from "./[messageId]/route";
import { POST as countAudience } from "./audience/route";
import { POST as create, GET as list } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Message = { id: string; status: string; audienceCount: number | null; stats: { audience: number } };

let owner: Account;
let stranger: Account;
let programId: string;
const members: Record<string, string> = {};

const unique = () => new Types.ObjectId().toHexString();

beforeAll(async () => {
  owner = await merchantWithToken("Messages Café");
  stranger = await merchantWithToken("Stranger Café");
  programId = (await loyaltyProgram(owner.merchantId)).id;
  const join = async (name: string, input: Record<string, unknown> = {}) => {
    members[name] = (
      await joinedMember(owner.merchantId, programId, { email: `${name}-${unique()}@example.com`, ...input })
    ).id;
  };
  await join("consenting", { marketingConsent: true });
  await join("silent");
  await join("pending");
  await join("suspended", { marketingConsent: true });
  await join("deleted", { marketingConsent: true });
  await join("erased", { marketingConsent: true });
  // A join page's request not yet confirmed by its e-mailed link: pending, which does not count (decision 042).
  await Member.updateOne({ _id: members.pending }, { $set: { consent: { marketingAt: new Date() } } });
  await Member.updateOne({ _id: members.suspended }, { $set: { status: "suspended" } });
  await Member.updateOne({ _id: members.deleted }, { $set: { deletedAt: new Date() } });
  await Member.updateOne({ _id: members.erased }, { $set: { status: "erased", erasedAt: new Date() } });
});

const programParams = () => ({ programId });
const post = (json: unknown, token = owner.token) =>
  callRoute(create, { params: programParams(), json, token });
const later = () => new Date(Date.now() + 3_600_000).toISOString();

describe("messages to pass holders", () => {
  it("stores a message, answers 201 with Location, and only queues its fan-out (nothing sent in the request)", async () => {
    const response = await post({
      text: "Closed on Monday",
      kind: "service",
      audience: { all: true },
      sendAt: later(),
    });
    expect(response.status).toBe(201);
    const message = response.data as Message & Record<string, unknown>;
    expect(response.headers.get("location")).toBe(`/v2/loyalty/programs/${programId}/messages/${message.id}`);
    expect(message).toMatchObject({
      status: "scheduled",
      text: "Closed on Monday",
      kind: "service",
      audienceCount: null,
      sentAt: null,
      audience: { all: true, tiers: null, memberIds: null },
      stats: { audience: 0, applePushesSent: 0, googleObjectsMessaged: 0 },
    });
    const row = await OutboxMessage.findOne({ key: `message:${message.id}` }).lean();
    expect(row?.kind).toBe("message");
    expect(row?.dueAt.toISOString()).toBe(message.sendAt);
  });

  it("lists newest first, paged, and gets one", async () => {
    const first = (await post({ text: "First", kind: "service", audience: { all: true }, sendAt: later() }))
      .data as Message;
    const second = (await post({ text: "Second", kind: "service", audience: { all: true }, sendAt: later() }))
      .data as Message;
    const page = await callRoute(list, {
      params: programParams(),
      path: "/v2/m?limit=1",
      token: owner.token,
    });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ items: [{ id: second.id }], hasMore: true, nextOffset: 1 });
    const next = await callRoute(list, {
      params: programParams(),
      path: "/v2/m?limit=1&offset=1",
      token: owner.token,
    });
    expect((next.data as { items: Message[] }).items[0]?.id).toBe(first.id);
    const one = await callRoute(getOne, { params: { programId, messageId: first.id }, token: owner.token });
    expect(one.status).toBe(200);
    expect(one.data).toMatchObject({ id: first.id, text: "First" });
  });

  it("answers bad input with a Pydantic-shaped 422 and stores nothing", async () => {
    const before = await OutboxMessage.countDocuments({ kind: "message" });
    const cases: [unknown, (string | number)[], string][] = [
      [{ text: "", kind: "service", audience: { all: true } }, ["body", "text"], "string_too_short"],
      [
        { text: "x".repeat(251), kind: "service", audience: { all: true } },
        ["body", "text"],
        "string_too_long",
      ],
      [{ text: "Hi", kind: "spam", audience: { all: true } }, ["body", "kind"], "enum"],
      [{ text: "Hi", kind: "service" }, ["body", "audience"], "missing"],
      [{ text: "Hi", kind: "service", audience: {} }, ["body", "audience"], "value_error"],
      [
        { text: "Hi", kind: "service", audience: { all: true, minPoints: 3 } },
        ["body", "audience"],
        "value_error",
      ],
      [
        { text: "Hi", kind: "service", audience: { memberIds: Array.from({ length: 1001 }, unique) } },
        ["body", "audience", "memberIds"],
        "too_long",
      ],
      [
        { text: "Hi", kind: "service", audience: { minPoints: -1 } },
        ["body", "audience", "minPoints"],
        "greater_than_equal",
      ],
    ];
    for (const [json, loc, type] of cases) {
      const response = await post(json);
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(422);
      const detail = (response.data as { detail: { loc: unknown[]; type: string; msg: string }[] }).detail;
      expect(detail[0]).toMatchObject({ loc, type });
    }
    expect(await OutboxMessage.countDocuments({ kind: "message" })).toBe(before);
  });

  it("answers another merchant's program and message with 404", async () => {
    const mine = (await post({ text: "Mine", kind: "service", audience: { all: true }, sendAt: later() }))
      .data as Message;
    const token = stranger.token;
    expect((await post({ text: "Hi", kind: "service", audience: { all: true } }, token)).status).toBe(404);
    expect((await callRoute(list, { params: programParams(), token })).status).toBe(404);
    const messageParams = { programId, messageId: mine.id };
    expect((await callRoute(getOne, { params: messageParams, token })).status).toBe(404);
    expect((await callRoute(cancel, { method: "POST", params: messageParams, token })).status).toBe(404);
    const audience = await callRoute(countAudience, {
      params: programParams(),
      json: { audience: { all: true } },
      token,
    });
    expect(audience.status).toBe(404);
    const strangerProgram = (await loyaltyProgram(stranger.merchantId)).id;
    const elsewhere = { programId: strangerProgram, messageId: mine.id };
    expect((await callRoute(getOne, { params: elsewhere, token })).status).toBe(404);
  });

  it("answers a gift-card program with 409 PROGRAM_NOT_LOYALTY", async () => {
    const gift = await giftCardProgram(owner.merchantId);
    const response = await callRoute(create, {
      params: { programId: gift.id },
      json: { text: "Hi", kind: "service", audience: { all: true } },
      token: owner.token,
    });
    expect(response.status).toBe(409);
    expect(response.data).toMatchObject({ detail: { code: "PROGRAM_NOT_LOYALTY" } });
  });

  it("cancels a scheduled message, and answers 409 MESSAGE_ALREADY_SENDING once sending began", async () => {
    const scheduled = (
      await post({ text: "Soon", kind: "service", audience: { all: true }, sendAt: later() })
    ).data as Message;
    const messageParams = { programId, messageId: scheduled.id };
    const cancelled = await callRoute(cancel, { method: "POST", params: messageParams, token: owner.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ status: "cancelled" });
    const again = await callRoute(cancel, { method: "POST", params: messageParams, token: owner.token });
    expect(again.data).toMatchObject({ status: "cancelled" });

    const sending = (await post({ text: "Now", kind: "service", audience: { all: true }, sendAt: later() }))
      .data as Message;
    // The fan-out won the claim (as the worker does when the message is due).
    await PassMessageClaim.create({ _id: sending.id, outcome: "sending", at: new Date() });
    const refused = await callRoute(cancel, {
      method: "POST",
      params: { programId, messageId: sending.id },
      token: owner.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({
      detail: { code: "MESSAGE_ALREADY_SENDING", message: expect.any(String) },
    });
  });

  it("counts an audience: marketing only with consent that counts; suspended, deleted and erased never", async () => {
    const count = async (json: unknown) => {
      const response = await callRoute(countAudience, { params: programParams(), json, token: owner.token });
      expect(response.status).toBe(200);
      return response.data;
    };
    // consenting, silent, pending are reachable; suspended, deleted, erased never.
    expect(await count({ audience: { all: true } })).toEqual({
      audienceCount: 3,
      withoutMarketingConsent: 2,
    });
    expect(await count({ audience: { all: true }, kind: "marketing" })).toEqual({
      audienceCount: 1,
      withoutMarketingConsent: 2,
    });
    const ids = [members.consenting, members.suspended, members.deleted, members.silent];
    expect(await count({ audience: { memberIds: ids } })).toMatchObject({ audienceCount: 2 });
    const bad = await callRoute(countAudience, {
      params: programParams(),
      json: { audience: {} },
      token: owner.token,
    });
    expect(bad.status).toBe(422);
  });
});
