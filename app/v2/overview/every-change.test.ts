import { beforeAll, describe, expect, it } from "vitest";
import { POST as importMembers } from "@/app/v2/loyalty/programs/[programId]/members/import/route";
import { POST as redeem } from "@/app/v2/loyalty/programs/[programId]/offers/[offerId]/redemptions/route";
import { POST as scan } from "@/app/v2/loyalty/programs/[programId]/scans/route";
import { POST as join } from "@/app/v2/public/programs/[programId]/members/route";
import { GET as deliveries } from "@/app/v2/webhooks/[webhookId]/deliveries/route";
import { POST as createWebhook } from "@/app/v2/webhooks/route";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { overviewResponseSchema } from "@/lib/schemas/overview";
import { WEBHOOK_EVENT_TYPES } from "@/lib/schemas/webhook";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { liveOffer, loyaltyProgram } from "@/lib/testing/members";
import { deliverOutbox } from "@/lib/testing/outbox";
import { uniqueClientIp } from "@/lib/testing/signup";
import { GET as overview } from "./route";

// Issue 26: members created by the CSV import never reached the overview. Every way a member or points come in —
// the public join, the import, a scan, a redemption — must reach both the overview and the merchant's webhooks.

type Owner = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Owner;
let programId: string;
let webhookId: string;
const unique = () => Math.random().toString(36).slice(2, 10);

beforeAll(async () => {
  owner = await merchantWithToken("Every Change Café");
  programId = (
    await loyaltyProgram(owner.merchantId, { pointsScanPass: 10, pointsAddPhone: 5, country: "DE" })
  ).id;
  const webhook = await callRoute(createWebhook, {
    json: { url: "https://hooks.example.com/loyalty", events: WEBHOOK_EVENT_TYPES },
    token: owner.token,
  });
  expect(webhook.status, webhook.text).toBe(201);
  webhookId = (webhook.data as { id: string }).id;
});

describe("joining, importing, scanning and redeeming reach the overview and the webhooks", () => {
  it("counts 1 joined + 3 imported members, the points given and the redemption, and delivers an event for each", async () => {
    const joined = await callRoute(join, {
      params: { programId },
      json: {
        email: `joiner-${unique()}@example.com`,
        consent: { privacyAt: new Date(Date.now() - 60_000).toISOString() },
      },
      headers: { [CLIENT_IP_HEADER]: uniqueClientIp() },
    });
    expect(joined.status, joined.text).toBe(202);
    // The join is carried out by the outbox worker (decision 033).
    await deliverOutbox(["public-join"]);

    const rows = [
      { email: `a-${unique()}@example.com`, points: "40" },
      { email: `b-${unique()}@example.com`, phone: "030 1234567" },
      { email: `c-${unique()}@example.com` },
    ];
    const imported = await callRoute(importMembers, {
      params: { programId },
      json: { rows },
      token: owner.token,
    });
    expect(imported.status, imported.text).toBe(200);
    expect((imported.data as { created: number }).created).toBe(3);
    const [withPoints] = (imported.data as { results: { memberNumber: string }[] }).results;

    const scanned = await callRoute(scan, {
      params: { programId },
      json: { memberNumber: withPoints?.memberNumber },
      token: owner.token,
    });
    expect(scanned.status, scanned.text).toBe(201);
    const memberId = (scanned.data as { member: { id: string } }).member.id;

    const offer = await liveOffer(owner.merchantId, programId, { pointsCost: 20 });
    const redeemed = await callRoute(redeem, {
      params: { programId, offerId: offer.id },
      json: { memberId },
      token: owner.token,
    });
    expect(redeemed.status, redeemed.text).toBe(201);

    const read = await callRoute(overview, { path: "/v2/overview?days=7", token: owner.token });
    const { metrics } = overviewResponseSchema.parse(read.data);
    expect(metrics.newMembers.total).toBe(4);
    expect(metrics.scans.total).toBe(1);
    // The scan's 10 and the phone rule's 5; the imported opening balance of 40 is carried over, not given.
    expect(metrics.pointsGiven.total).toBe(15);
    expect(metrics.offersRedeemed.total).toBe(1);

    // The webhook's delivery log: the outbox fans each event out to one delivery per subscribed endpoint.
    await deliverOutbox(["webhook-event", "webhook-event-batch"]);
    const log = await callRoute(deliveries, {
      params: { webhookId },
      path: `/v2/webhooks/${webhookId}/deliveries?limit=100`,
      token: owner.token,
    });
    expect(log.status, log.text).toBe(200);
    const types = (log.data as { items: { eventType: string }[] }).items.map((item) => item.eventType);
    const count = (type: string) => types.filter((eventType) => eventType === type).length;
    expect(count("member.created")).toBe(4);
    // The import's opening balance and phone rule, the scan, and the redemption's debit.
    expect(count("points.changed")).toBe(4);
    expect(count("offer.redeemed")).toBe(1);
  });
});
