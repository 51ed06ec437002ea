import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

process.env.WEBHOOKS_ALLOW_LOCAL = "0";

import { POST as redeliver } from "@/app/v2/webhooks/[webhookId]/deliveries/[deliveryId]/redeliver/route";
import { GET as listDeliveries } from "@/app/v2/webhooks/[webhookId]/deliveries/route";
import { POST as rotate } from "@/app/v2/webhooks/[webhookId]/rotate-secret/route";
import { GET as getOne, DELETE as remove, PUT as update } from "@/app/v2/webhooks/[webhookId]/route";
import { POST as sendTest } from "@/app/v2/webhooks/[webhookId]/test/route";
import { POST as create, GET as list } from "@/app/v2/webhooks/route";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { queriesNotPushedDown, recordQueries } from "@/lib/testing/pushdown";

const isEmbedded = inject("postgresUrl") !== "";
let recording: ReturnType<typeof recordQueries>;

/** Every webhook API path and an event emitted by a service, each recorded query explained by FerretDB. */
describe.skipIf(!isEmbedded)("webhook queries are pushed down on a tenant key", () => {
  beforeAll(async () => {
    const owner = await merchantWithToken();
    const programId = (await giftCardProgram(owner.merchantId)).id;
    const auth = { token: owner.token };
    recording = recordQueries();
    const created = await callRoute(create, {
      ...auth,
      json: { url: "https://hooks.example.com/x", events: ["giftcard.issued"] },
    });
    const webhookId = (created.data as { id: string }).id;
    const one = { ...auth, params: { webhookId } };
    expect((await callRoute(list, auth)).status).toBe(200);
    expect((await callRoute(getOne, one)).status).toBe(200);
    expect((await callRoute(update, { ...one, method: "PUT", json: { description: "x" } })).status).toBe(200);
    expect((await callRoute(rotate, { ...one, method: "POST", json: {} })).status).toBe(200);
    const queued = await callRoute(sendTest, { ...one, method: "POST" });
    const deliveryId = (queued.data as { id: string }).id;
    expect((await callRoute(listDeliveries, one)).status).toBe(200);
    const again = await callRoute(redeliver, { ...auth, method: "POST", params: { webhookId, deliveryId } });
    expect(again.status).toBe(202);
    await issueGiftCard({
      merchantId: owner.merchantId,
      programId,
      input: issueGiftCardSchema.parse({ initialValue: 5 }),
    });
    expect((await callRoute(remove, { ...one, method: "DELETE" })).status).toBe(204);
    recording.stop();
  });

  afterAll(() => recording?.stop());

  it("recorded the queries of every path", () => {
    const collections = new Set(recording.captured.map((query) => query.collection));
    expect([...collections]).toEqual(
      expect.arrayContaining(["webhooks", "webhook_deliveries", "webhook_delivery_attempts"]),
    );
  });

  it("has every recorded filter pushed down to SQL on an indexed key", async () => {
    expect(await queriesNotPushedDown(recording.captured)).toEqual([]);
  });
});
