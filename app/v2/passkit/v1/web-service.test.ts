import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as logRoute } from "@/app/v2/passkit/v1/log/route";
import { connectToDatabase } from "@/lib/db/connect";
import { ApplePassRegistration } from "@/lib/db/models/apple-pass-registration";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { PassInstallEvent } from "@/lib/db/models/pass-install-event";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { updateMemberSchema } from "@/lib/schemas/member";
import { createWebhookSchema } from "@/lib/schemas/webhook";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { deleteMember } from "@/lib/services/members/delete-member";
import { listPoints } from "@/lib/services/members/list-points";
import { readMemberLedger } from "@/lib/services/members/points-ledger";
import { updateMember } from "@/lib/services/members/update-member";
import { passSerialOf } from "@/lib/services/pass-updates/pass-identity";
import { resolvePassSigner } from "@/lib/services/wallet/apple/pass-signer";
import { listUpdatedPasses } from "@/lib/services/wallet/apple/web-service/list-updated-passes";
import { logDeviceMessages } from "@/lib/services/wallet/apple/web-service/log-device-messages";
import { countPassInstalls } from "@/lib/services/wallet/count-pass-installs";
import { createWebhook } from "@/lib/services/webhooks/create-webhook";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import {
  applePassHeader,
  fetchPass,
  fetchPassBytes,
  listUpdated,
  newDevice,
  registerDevice,
  unregisterDevice,
} from "@/lib/testing/passkit";
import { closePass, manifestProblems, openPass, verifySignature } from "@/lib/testing/pkpass";

const PASS_TYPE = "pass.com.example.members";

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;

beforeAll(async () => {
  await connectToDatabase();
  owner = await merchantWithToken("PassKit Café");
  programId = (await loyaltyProgram(owner.merchantId, { pointsInstallPass: 10 })).id;
  // Subscribed, so the pass events are written to the outbox (nothing sends them here).
  await createWebhook({
    merchantId: owner.merchantId,
    input: createWebhookSchema.parse({
      url: "https://hooks.example.com/passes",
      events: ["pass.installed", "pass.removed"],
    }),
  });
});

async function memberPass() {
  const member = await joinedMember(owner.merchantId, programId, {
    email: `p-${new Types.ObjectId().toHexString()}@example.com`,
  });
  const serialNumber = passSerialOf({ kind: "member", id: member.id });
  return { member, pass: { passTypeIdentifier: PASS_TYPE, serialNumber } };
}

const passEvents = async (type: string, serialNumber: string) =>
  (await OutboxMessage.find({ kind: "webhook-event" }).lean()).filter(
    (row) =>
      (row.payload as { type: string }).type === type &&
      (row.payload as { data: { passId: string } }).data.passId === serialNumber,
  );

describe("registering a device", () => {
  it("201 the first time, 200 again (keeping the newest push token); the first device is the pass's install", async () => {
    const { member, pass } = await memberPass();
    const phone = newDevice("phone");
    expect((await registerDevice(phone, pass)).status).toBe(201);
    const again = await registerDevice({ ...phone, pushToken: "cd".repeat(32) }, pass);
    expect(again.status).toBe(200);
    expect(again.text).toBe("");
    const stored = await ApplePassRegistration.find({ serialNumber: pass.serialNumber }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.pushToken).toBe("cd".repeat(32));

    expect((await registerDevice(newDevice("watch"), pass)).status).toBe(201);
    // pointsInstallPass once, one pass.installed, one install counted: devices are not installs.
    const points = await listPoints({
      merchantId: owner.merchantId,
      programId,
      memberId: member.id,
      query: { page: 1, limit: 50 },
    });
    expect(points.items.map((entry) => [entry.points, entry.reason])).toEqual([[10, "pointsInstallPass"]]);
    expect((await readMemberLedger(member.id)).balance).toBe(10);
    const installed = await passEvents("pass.installed", pass.serialNumber);
    expect(installed.map((row) => (row.payload as { data: unknown }).data)).toEqual([
      expect.objectContaining({ passId: pass.serialNumber, programId, memberId: member.id, wallet: "apple" }),
    ]);
    expect(await PassInstallEvent.countDocuments({ programId, kind: "installed" })).toBeGreaterThanOrEqual(1);
  });

  it("401 without the pass's token, with another pass's token or an unknown serial; 404 for another pass type; 422 for a bad push token", async () => {
    const { pass } = await memberPass();
    const { pass: other } = await memberPass();
    const device = newDevice("intruder");
    expect((await registerDevice(device, pass, { headers: {} })).status).toBe(401);
    expect(
      (await registerDevice(device, pass, { headers: applePassHeader(other.serialNumber) })).status,
    ).toBe(401);
    const bearer = await registerDevice(device, pass, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(bearer.status).toBe(401);
    expect(bearer.headers.get("www-authenticate")).toBe("ApplePass");
    const unknown = { passTypeIdentifier: PASS_TYPE, serialNumber: "member-not-ours" };
    expect((await registerDevice(device, unknown)).status).toBe(401);
    const wrongType = { ...pass, passTypeIdentifier: "pass.com.example.other" };
    expect((await registerDevice(device, wrongType)).status).toBe(404);
    const badToken = await registerDevice({ ...device, pushToken: "not hex!" }, pass);
    expect(badToken.status).toBe(422);
    expect(await ApplePassRegistration.countDocuments({ serialNumber: pass.serialNumber })).toBe(0);
  });

  it("authenticates before it validates: a stranger's bad body is 401 and names no bound", async () => {
    const { pass } = await memberPass();
    const badBody = { ...newDevice("stranger"), pushToken: "not hex!" };
    for (const headers of [{}, applePassHeader(`${pass.serialNumber}-another-pass`)]) {
      const response = await registerDevice(badBody, pass, { headers });
      expect(response.status).toBe(401);
      expect(JSON.stringify(response.data)).not.toContain("pushToken");
    }
    const badPath = await registerDevice(newDevice("stranger"), { ...pass, serialNumber: "x".repeat(300) });
    expect(badPath.status).toBe(401);
  });

  it("counts a gift card's install too (no points), and refuses more than 20 registrations of one pass in ten minutes", async () => {
    const gifts = await giftCardProgram(owner.merchantId);
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: gifts.id,
      input: issueGiftCardSchema.parse({ initialValue: 20 }),
    });
    const pass = { passTypeIdentifier: "pass.com.example.gift", serialNumber: `giftcard-${card.id}` };
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await registerDevice(newDevice(`card-${i}`), pass)).status);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(await countPassInstalls({ merchantId: owner.merchantId, programId: gifts.id })).toEqual({
      installs: 1,
      removals: 0,
      installed: 1,
    });
    const [event] = await passEvents("pass.installed", pass.serialNumber);
    expect((event?.payload as { data: { memberId: unknown } } | undefined)?.data.memberId).toBeNull();
  });
});

describe("unregistering", () => {
  it("200, also when not registered; the pass's last device leaving is its removal", async () => {
    const { pass } = await memberPass();
    const [phone, watch] = [newDevice("phone"), newDevice("watch")];
    await registerDevice(phone, pass);
    await registerDevice(watch, pass);
    expect((await unregisterDevice(phone, pass)).status).toBe(200);
    expect(await passEvents("pass.removed", pass.serialNumber)).toHaveLength(0);
    expect((await unregisterDevice(watch, pass)).status).toBe(200);
    expect((await unregisterDevice(watch, pass)).status).toBe(200);
    expect(await passEvents("pass.removed", pass.serialNumber)).toHaveLength(1);
    expect(await ApplePassRegistration.countDocuments({ serialNumber: pass.serialNumber })).toBe(0);
    expect((await unregisterDevice(watch, pass, { headers: {} })).status).toBe(401);
  });
});

describe("the device's updated passes", () => {
  it("lists every pass without a tag, what changed after a tag, and 204 when nothing did or the device is unknown", async () => {
    const { pass: first } = await memberPass();
    const { pass: second } = await memberPass();
    const device = newDevice("lister");
    await registerDevice(device, first);
    await registerDevice(device, second);
    const all = await listUpdated(device.deviceLibraryIdentifier, PASS_TYPE);
    expect(all.status).toBe(200);
    const body = all.data as { serialNumbers: string[]; lastUpdated: string };
    expect(body.serialNumbers.sort()).toEqual([first.serialNumber, second.serialNumber].sort());
    expect(body.lastUpdated).toMatch(/^\d+$/);
    // A tag from the future: nothing changed after it.
    const later = String(Date.now() + 3_600_000);
    const none = await listUpdated(device.deviceLibraryIdentifier, PASS_TYPE, later);
    expect([none.status, none.text]).toEqual([204, ""]);
    expect((await listUpdated("unknown-device", PASS_TYPE)).status).toBe(204);
    expect((await listUpdated(device.deviceLibraryIdentifier, "pass.com.example.other")).status).toBe(204);
    // Garbage as a tag counts as none.
    expect((await listUpdated(device.deviceLibraryIdentifier, PASS_TYPE, "yesterday")).status).toBe(200);
  });

  it("once settled, the tag lists only passes changed after it", async () => {
    const { member, pass: changed } = await memberPass();
    const { pass: unchanged } = await memberPass();
    const device = newDevice("settled");
    await registerDevice(device, changed);
    await registerDevice(device, unchanged);
    const inAMinute = () => new Date(Date.now() + 60_000);
    const first = await listUpdatedPasses({ ...listArgs(device), now: inAMinute });
    const tag = first?.lastUpdated ?? "";
    expect(
      await listUpdatedPasses({ ...listArgs(device), passesUpdatedSince: tag, now: inAMinute }),
    ).toBeNull();
    const { adjustPoints } = await import("@/lib/services/members/adjust-points");
    await adjustPoints({
      merchantId: owner.merchantId,
      programId,
      memberId: member.id,
      userId: owner.userId,
      input: { points: 5, reason: "Coffee" },
    });
    const after = await listUpdatedPasses({ ...listArgs(device), passesUpdatedSince: tag, now: inAMinute });
    expect(after?.serialNumbers).toEqual([changed.serialNumber]);
  });
});

const listArgs = (device: { deviceLibraryIdentifier: string }) => ({
  deviceLibraryIdentifier: device.deviceLibraryIdentifier,
  passTypeIdentifier: PASS_TYPE,
});

describe("the latest pass", () => {
  it("401 without the token, 404 for another pass type; HEAD answers without building; If-Modified-Since at the last change answers 304", async () => {
    const { pass } = await memberPass();
    expect((await fetchPass(pass, { headers: { authorization: "ApplePass nope" } })).status).toBe(401);
    expect((await fetchPass({ ...pass, passTypeIdentifier: "pass.com.example.other" })).status).toBe(404);
    await registerDevice(newDevice("reader"), pass);
    // Last-Modified names a second that is over.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const head = await fetchPass(pass, { isHead: true });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    expect(head.headers.get("content-type")).toBe("application/vnd.apple.pkpass");
    const lastModified = head.headers.get("last-modified") ?? "";
    expect(Date.parse(lastModified)).toBeLessThanOrEqual(Date.now());
    const unchanged = await fetchPass(pass, { headers: { "if-modified-since": lastModified } });
    expect([unchanged.status, unchanged.text]).toEqual([304, ""]);
    expect(unchanged.headers.get("last-modified")).toBe(lastModified);
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await fetchPass(pass, { isHead: true, headers: { "if-modified-since": older } })).status).toBe(
      200,
    );
  });
});

describe("serving the pass", () => {
  it("answers the signed pass as it is now (verified with OpenSSL), and a deleted member's pass voided, without the name", async () => {
    const { member, pass } = await memberPass();
    await registerDevice(newDevice("downloader"), pass);
    const latest = await fetchPass(pass);
    expect(latest.status).toBe(200);
    expect(latest.headers.get("content-type")).toBe("application/vnd.apple.pkpass");
    const raw = await fetchPassBytes(pass);
    const opened = openPass(raw);
    try {
      expect(opened.passJson).toMatchObject({
        serialNumber: pass.serialNumber,
        passTypeIdentifier: PASS_TYPE,
        authenticationToken: applePassHeader(pass.serialNumber).authorization.slice("ApplePass ".length),
      });
      expect(String(opened.passJson.webServiceURL)).toMatch(/\/v2\/passkit$/);
      expect(manifestProblems(opened)).toEqual([]);
      const signer = await resolvePassSigner({ merchantId: owner.merchantId, passTypeIdentifier: PASS_TYPE });
      expect(verifySignature(opened, signer.developmentRootPem ?? "").status).toBe(0);
    } finally {
      closePass(opened);
    }
    await updateMember({
      merchantId: owner.merchantId,
      programId,
      memberId: member.id,
      input: updateMemberSchema.parse({ firstName: "Grace" }),
    });
    await deleteMember({ merchantId: owner.merchantId, programId, memberId: member.id });
    const voided = openPass(await fetchPassBytes(pass));
    try {
      expect(voided.passJson.voided).toBe(true);
      expect(JSON.stringify(voided.passJson)).not.toContain("Grace");
    } finally {
      closePass(voided);
    }
  });
});

describe("the log", () => {
  it("takes Wallet's reports (200), refuses a malformed or oversized body with a 4xx", async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      callRoute(logRoute, {
        method: "POST",
        path: "/v2/passkit/v1/log",
        body,
        headers: { "content-type": "application/json", ...headers },
      });
    expect((await post(JSON.stringify({ logs: ["Failed to fetch pass"] }))).status).toBe(200);
    expect((await post(JSON.stringify({ logs: "not a list" }))).status).toBe(422);
    expect((await post("{")).status).toBe(422);
    const big = JSON.stringify({ logs: ["x".repeat(1_000)] }).padEnd(70_000, " ");
    expect((await post(big)).status).toBe(413);
  });

  it("writes each line once, stripped of control characters and shortened, and at most 120 a minute", () => {
    const lines: string[] = [];
    const write = (line: string) => lines.push(line);
    const minute = 60_000 * 1_000_000;
    logDeviceMessages({ logs: ["first\nforged line", "y".repeat(900)], now: () => new Date(minute), write });
    expect(JSON.parse(lines[0] ?? "{}").passkitLog).toBe("first forged line");
    expect(JSON.parse(lines[1] ?? "{}").passkitLog).toHaveLength(500);
    const written = logDeviceMessages({
      logs: Array(200).fill("flood"),
      now: () => new Date(minute + 1),
      write,
    });
    expect(written).toBe(118);
    logDeviceMessages({ logs: ["next minute"], now: () => new Date(minute + 60_000), write });
    expect(lines.at(-2)).toContain("82 device log lines dropped");
    expect(JSON.parse(lines.at(-1) ?? "{}").passkitLog).toBe("next minute");
  });
});
