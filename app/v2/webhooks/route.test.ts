import { beforeAll, describe, expect, it } from "vitest";

process.env.WEBHOOKS_ALLOW_LOCAL = "0";

import { Webhook } from "@/lib/db/models/webhook";
import { webhookListSchema, webhookResponseSchema, webhookWithSecretSchema } from "@/lib/schemas/webhook";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { POST as redeliver } from "./[webhookId]/deliveries/[deliveryId]/redeliver/route";
import { GET as listDeliveries } from "./[webhookId]/deliveries/route";
import { POST as rotate } from "./[webhookId]/rotate-secret/route";
import { GET as getOne, DELETE as remove, PUT as update } from "./[webhookId]/route";
import { POST as test } from "./[webhookId]/test/route";
import { POST as create, GET as list } from "./route";

type Owner = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Owner;
let other: Owner;

const URL_OK = "https://hooks.example.com/loyalty";
const add = (json: unknown, token = owner.token) => callRoute(create, { path: "/v2/webhooks", json, token });
const at = (webhookId: string, token = owner.token) => ({
  path: `/v2/webhooks/${webhookId}`,
  params: { webhookId },
  token,
});

beforeAll(async () => {
  owner = await merchantWithToken("Hooked Café");
  other = await merchantWithToken("Other Café");
});

describe("POST /v2/webhooks", () => {
  it("creates an endpoint and shows its secret once", async () => {
    const response = await add({
      url: URL_OK,
      events: ["giftcard.issued", "giftcard.issued", "points.changed"],
    });
    expect(response.status).toBe(201);
    const body = webhookWithSecretSchema.parse(response.data);
    expect(response.headers.get("location")).toBe(`/v2/webhooks/${body.id}`);
    expect(body).toMatchObject({ url: URL_OK, enabled: true, events: ["giftcard.issued", "points.changed"] });
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const read = await callRoute(getOne, at(body.id));
    expect(read.status).toBe(200);
    expect(webhookResponseSchema.strict().parse(read.data)).not.toHaveProperty("secret");
    expect(read.text).not.toContain(body.secret);
    const listed = await callRoute(list, { path: "/v2/webhooks", token: owner.token });
    expect(webhookListSchema.parse(listed.data).items.map((item) => item.id)).toContain(body.id);
    expect(listed.text).not.toContain(body.secret);
  });

  it("answers 422 url_scheme at url for anything but https", async () => {
    const response = await add({ url: "http://hooks.example.com/", events: ["giftcard.issued"] });
    expect(response.status).toBe(422);
    expect(response.data).toEqual({
      detail: [
        {
          type: "url_scheme",
          loc: ["body", "url"],
          msg: "URL scheme should be 'https'",
          input: "http://hooks.example.com/",
          ctx: { expected_schemes: "'https'" },
        },
      ],
    });
  });

  it.each([
    "https://127.0.0.1/hooks",
    "https://169.254.169.254/latest/meta-data/",
    "https://[::1]/hooks",
    "https://10.0.0.1/hooks",
    "https://[fd00::1]/",
    "https://localhost:8443/",
    "https://[::ffff:0:127.0.0.1]/",
    "https://[2001:db8::1]/",
    "https://[2002:a00:1::1]/",
  ])("refuses the non-public %s with 422 value_error at url and stores nothing", async (url) => {
    const before = await Webhook.countDocuments({ merchantId: owner.merchantId });
    const response = await add({ url, events: ["giftcard.issued"] });
    expect(response.status).toBe(422);
    expect(response.data).toEqual({
      detail: [
        {
          type: "value_error",
          loc: ["body", "url"],
          msg: "Value error, URL must point to a public address",
          input: new URL(url).href, // the stored form: [::ffff:0:127.0.0.1] is [::ffff:0:7f00:1]
          ctx: { error: {} },
        },
      ],
    });
    expect(await Webhook.countDocuments({ merchantId: owner.merchantId })).toBe(before);
  });

  it("validates events like Pydantic", async () => {
    const missing = await add({ url: URL_OK });
    expect(missing.data).toMatchObject({ detail: [{ type: "missing", loc: ["body", "events"] }] });
    const empty = await add({ url: URL_OK, events: [] });
    expect(empty.data).toMatchObject({ detail: [{ type: "too_short", loc: ["body", "events"] }] });
    const unknown = await add({ url: URL_OK, events: ["giftcard.issued", "nope"] });
    expect(unknown.status).toBe(422);
    expect(unknown.data).toMatchObject({
      detail: [{ type: "enum", loc: ["body", "events", 1], input: "nope" }],
    });
  });

  it("needs a token", async () => {
    const response = await callRoute(create, {
      path: "/v2/webhooks",
      json: { url: URL_OK, events: ["giftcard.issued"] },
    });
    expect(response.status).toBe(401);
  });
});

describe("one endpoint", () => {
  let id: string;
  let secret: string;
  beforeAll(async () => {
    const created = webhookWithSecretSchema.parse(
      (await add({ url: URL_OK, events: ["giftcard.issued"] })).data,
    );
    id = created.id;
    secret = created.secret;
  });

  it("another merchant's endpoint is 404 for every operation", async () => {
    const foreign = at(id, other.token);
    expect((await callRoute(getOne, foreign)).status).toBe(404);
    expect((await callRoute(update, { ...foreign, method: "PUT", json: { enabled: false } })).status).toBe(
      404,
    );
    expect((await callRoute(test, { ...foreign, method: "POST" })).status).toBe(404);
    expect((await callRoute(listDeliveries, foreign)).status).toBe(404);
    expect((await callRoute(rotate, { ...foreign, method: "POST", json: {} })).status).toBe(404);
    expect((await callRoute(remove, { ...foreign, method: "DELETE" })).status).toBe(404);
    expect((await Webhook.findById(id).lean())?.enabled).toBe(true);
  });

  it("updates partially and refuses a non-public URL", async () => {
    const response = await callRoute(update, {
      ...at(id),
      method: "PUT",
      json: { enabled: false, events: ["giftcard.redeemed"] },
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ url: URL_OK, enabled: false, events: ["giftcard.redeemed"] });
    const refused = await callRoute(update, {
      ...at(id),
      method: "PUT",
      json: { url: "https://192.168.1.10/" },
    });
    expect(refused.status).toBe(422);
    expect((await Webhook.findById(id).lean())?.url).toBe(URL_OK);
  });

  it("rotates the secret, showing only the new one once", async () => {
    const response = await callRoute(rotate, { ...at(id), method: "POST", json: { graceHours: 2 } });
    expect(response.status).toBe(200);
    const body = webhookWithSecretSchema.parse(response.data);
    expect(body.secret).not.toBe(secret);
    expect(body.previousSecretExpiresAt).not.toBeNull();
    const bad = await callRoute(rotate, { ...at(id), method: "POST", json: { graceHours: 100 } });
    expect(bad.data).toMatchObject({ detail: [{ type: "less_than_equal", loc: ["body", "graceHours"] }] });
  });

  it("queues a test event, lists it, and redelivers only its own deliveries", async () => {
    const queued = await callRoute(test, { ...at(id), method: "POST" });
    expect(queued.status).toBe(202);
    const delivery = queued.data as { id: string; status: string; eventType: string };
    expect(delivery).toMatchObject({ status: "pending", eventType: "webhook.test" });
    const log = await callRoute(listDeliveries, {
      ...at(id),
      path: `/v2/webhooks/${id}/deliveries?limit=10`,
    });
    expect((log.data as { items: { id: string }[] }).items.map((item) => item.id)).toContain(delivery.id);
    const again = await callRoute(redeliver, {
      path: `/v2/webhooks/${id}/deliveries/${delivery.id}/redeliver`,
      params: { webhookId: id, deliveryId: delivery.id },
      token: owner.token,
      method: "POST",
    });
    expect(again.status).toBe(202);
    expect(again.data).toMatchObject({ redeliveryOf: delivery.id });
    const foreign = await callRoute(redeliver, {
      path: "/v2/webhooks/x/deliveries/y/redeliver",
      params: { webhookId: id, deliveryId: delivery.id },
      token: other.token,
      method: "POST",
    });
    expect(foreign.status).toBe(404);
    const unknown = await callRoute(redeliver, {
      path: "/v2/webhooks/x/deliveries/y/redeliver",
      params: { webhookId: id, deliveryId: "0123456789abcdef01234567" },
      token: owner.token,
      method: "POST",
    });
    expect(unknown.status).toBe(404);
  });

  it("answers 422 for a malformed id and deletes with 204", async () => {
    const malformed = await callRoute(getOne, at("nope"));
    expect(malformed.data).toMatchObject({ detail: [{ loc: ["path", "webhookId"] }] });
    expect((await callRoute(remove, { ...at(id), method: "DELETE" })).status).toBe(204);
    expect((await callRoute(getOne, at(id))).status).toBe(404);
  });
});
