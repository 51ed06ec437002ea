import { describe, expect, it } from "vitest";
import { POST as createAppKeyRoute } from "@/app/v2/appkeys/route";
import { POST as createProgramRoute } from "@/app/v2/programs/route";
import { POST as createTemplateRoute } from "@/app/v2/templates/route";
import { withApi } from "@/lib/api/with-api";
import { DAY_MS } from "@/lib/clock";
import { IdempotencyKey } from "@/lib/db/models/idempotency-key";
import { Program } from "@/lib/db/models/program";
import { Template } from "@/lib/db/models/template";
import type { Operation } from "@/lib/openapi/operation";
import { claimIdempotencyKey } from "@/lib/services/idempotency/idempotency-keys";
import { rawBytesFingerprint, requestFingerprint } from "@/lib/services/idempotency/request-fingerprint";
import { purgeExpired } from "@/lib/services/retention/purge-expired";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";

const template = { name: "Retry-safe", passType: "storeCard" };
const withKey = (key: string) => ({ "idempotency-key": key });

/** A creating route whose work the test controls: it counts its runs and fails or waits when told. */
function controlledRoute(waitMs = 5_000) {
  const state = { runs: 0, next: "ok" as "ok" | "throw" | "500", gate: Promise.resolve() };
  const operation = {
    method: "post",
    path: "/v2/test",
    operationId: "controlledCreate",
    summary: "A creating POST under the test's control",
    tags: [],
    auth: "merchant",
    idempotent: { waitMs },
    success: { status: 201, description: "Created" },
  } as const satisfies Operation;
  const route = withApi(operation, async () => {
    state.runs++;
    await state.gate;
    if (state.next === "throw") throw new Error("the work failed");
    if (state.next === "500") return Response.json({ detail: "broken" }, { status: 500 });
    return Response.json({ run: state.runs }, { status: 201 });
  });
  return { route, state };
}

describe("Idempotency-Key", () => {
  it("answers a repeat with the first answer and does the work once", async () => {
    const owner = await merchantWithToken();
    const send = () =>
      callRoute(createTemplateRoute, { json: template, token: owner.token, headers: withKey("abc-1") });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.data).toEqual(first.data);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(await Template.countDocuments({ merchantId: owner.merchantId })).toBe(1);
    // Without the header every request creates.
    await callRoute(createTemplateRoute, { json: template, token: owner.token });
    expect(await Template.countDocuments({ merchantId: owner.merchantId })).toBe(2);
  });

  it("creates one object when identical requests arrive at the same moment", async () => {
    const owner = await merchantWithToken();
    const body = { passTypeIdentifier: "pass.com.example.race", name: "Race" };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        callRoute(createProgramRoute, { json: body, token: owner.token, headers: withKey("same-moment") }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => (answer.data as { id: string }).id)).size).toBe(1);
    expect(await Program.countDocuments({ merchantId: owner.merchantId })).toBe(1);
  });

  it("refuses the same key with another body (422) and keys are per merchant", async () => {
    const owner = await merchantWithToken();
    const other = await merchantWithToken();
    const send = (token: string, json: unknown) =>
      callRoute(createTemplateRoute, { json, token, headers: withKey("shared-key") });
    expect((await send(owner.token, template)).status).toBe(201);
    const changed = await send(owner.token, { ...template, name: "Another" });
    expect(changed.status).toBe(422);
    expect(changed.data).toEqual({
      detail: [
        expect.objectContaining({ type: "idempotency_key_reused", loc: ["header", "idempotency-key"] }),
      ],
    });
    expect(await Template.countDocuments({ merchantId: owner.merchantId })).toBe(1);
    const theirs = await send(other.token, { ...template, name: "Another" });
    expect(theirs.status).toBe(201);
    expect((theirs.data as { name: string }).name).toBe("Another");
  });

  it("replays a retry whose JSON has its keys reordered or other whitespace and escapes; a changed value still conflicts", async () => {
    const owner = await merchantWithToken();
    const send = (body: string) =>
      callRoute(createTemplateRoute, {
        body,
        token: owner.token,
        headers: { ...withKey("reordered"), "content-type": "application/json" },
      });
    const first = await send('{"name":"Retry-safe","passType":"storeCard"}');
    expect(first.status).toBe(201);
    for (const retry of [
      '{"passType":"storeCard","name":"Retry-safe"}',
      '{\n  "passType" : "storeCard",\n  "name" : "Retry-\\u0073afe"\n}',
    ]) {
      const again = await send(retry);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.data).toEqual(first.data);
    }
    expect((await send('{"passType":"storeCard","name":"Retry-safe!"}')).status).toBe(422);
    expect(await Template.countDocuments({ merchantId: owner.merchantId })).toBe(1);
  });

  it("still matches a key stored before bodies were compared by value (its raw bytes' hash)", async () => {
    const owner = await merchantWithToken();
    const body = '{"name":"Retry-safe","passType":"storeCard"}';
    const claim = (fingerprint: string, legacyFingerprint?: string) =>
      claimIdempotencyKey({
        merchantId: owner.merchantId,
        key: "legacy",
        fingerprint,
        legacyFingerprint,
        waitMs: 0,
      });
    const legacy = rawBytesFingerprint({ method: "POST", target: "/v2/templates", text: body });
    expect((await claim(legacy)).kind).toBe("claimed");
    const current = requestFingerprint({
      method: "POST",
      target: "/v2/templates",
      body: { json: JSON.parse(body) },
    });
    await expect(claim(current)).rejects.toMatchObject({ status: 422 });
    await expect(claim(current, legacy)).rejects.toMatchObject({ status: 409 }); // the same request, still pending
  });

  it("validates the header: 1 to 255 characters", async () => {
    const owner = await merchantWithToken();
    for (const key of ["", "k".repeat(256)]) {
      const response = await callRoute(createTemplateRoute, {
        json: template,
        token: owner.token,
        headers: withKey(key),
      });
      expect(response.status).toBe(422);
      expect((response.data as { detail: { loc: string[] }[] }).detail[0]?.loc).toEqual([
        "header",
        "idempotency-key",
      ]);
    }
    expect(
      (
        await callRoute(createTemplateRoute, {
          json: template,
          token: owner.token,
          headers: withKey("k".repeat(255)),
        })
      ).status,
    ).toBe(201);
    expect(await Template.countDocuments({ merchantId: owner.merchantId })).toBe(1);
  });

  it("makes a concurrent second request wait for the first, or answer 409 when it takes too long", async () => {
    const owner = await merchantWithToken();
    const { route, state } = controlledRoute(200);
    let open = () => {};
    state.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const send = () => callRoute(route, { method: "POST", token: owner.token, headers: withKey("slow") });
    const first = send();
    await expect.poll(() => state.runs).toBe(1);
    const impatient = await send();
    expect(impatient.status).toBe(409);
    expect(impatient.data).toEqual({
      detail: { code: "IDEMPOTENCY_KEY_IN_USE", message: expect.any(String) },
    });
    expect(impatient.headers.get("retry-after")).toBe("1");
    const patient = send();
    open();
    expect((await first).data).toEqual({ run: 1 });
    expect((await patient).data).toEqual({ run: 1 });
    expect(state.runs).toBe(1);
  });

  it("frees the key when the first request throws or answers 5xx", async () => {
    const owner = await merchantWithToken();
    const { route, state } = controlledRoute();
    const send = () => callRoute(route, { method: "POST", token: owner.token, headers: withKey("flaky") });
    state.next = "throw";
    expect((await send()).status).toBe(500);
    state.next = "500";
    expect((await send()).status).toBe(500);
    state.next = "ok";
    expect((await send()).data).toEqual({ run: 3 });
    expect((await send()).data).toEqual({ run: 3 });
    expect(state.runs).toBe(3);
  });

  it("replays a created app key's answer, secret included, stored sealed", async () => {
    const owner = await merchantWithToken();
    const send = () =>
      callRoute(createAppKeyRoute, {
        json: { name: "Once" },
        token: owner.token,
        headers: withKey("key-once"),
      });
    const first = await send();
    const again = await send();
    expect(again.data).toEqual(first.data);
    const { token } = first.data as { token: string };
    const stored = await IdempotencyKey.findById(`${owner.merchantId}:key-once`).lean();
    expect(stored?.state).toBe("done");
    expect(JSON.stringify(stored)).not.toContain(token.slice(8));
  });

  it("is forgotten by the retention purge after 24 hours", async () => {
    const owner = await merchantWithToken();
    const send = () =>
      callRoute(createTemplateRoute, { json: template, token: owner.token, headers: withKey("day-old") });
    expect((await send()).status).toBe(201);
    const id = `${owner.merchantId}:day-old`;
    await purgeExpired({ now: () => new Date(Date.now() + DAY_MS - 60_000) });
    expect(await IdempotencyKey.findById(id).lean()).not.toBeNull();
    const summary = await purgeExpired({ now: () => new Date(Date.now() + DAY_MS + 1_000) });
    expect(summary.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await IdempotencyKey.findById(id).lean()).toBeNull();
    expect((await send()).headers.get("idempotent-replayed")).toBeNull();
    expect(await Template.countDocuments({ merchantId: owner.merchantId })).toBe(2);
  });

  it("takes over a key past 24 hours that the purge has not reached, and a claim whose request died", async () => {
    const owner = await merchantWithToken();
    const claim = (key: string, at: number) =>
      claimIdempotencyKey({
        merchantId: owner.merchantId,
        key,
        fingerprint: "f",
        waitMs: 0,
        now: () => new Date(at),
      });
    const start = Date.now();
    expect((await claim("old", start)).kind).toBe("claimed");
    await expect(claim("old", start + 1_000)).rejects.toMatchObject({ status: 409 });
    // Still pending two minutes later: its process died; the next request may do the work.
    expect((await claim("old", start + 2 * 60_000)).kind).toBe("claimed");
    expect((await claim("day", start)).kind).toBe("claimed");
    expect((await claim("day", start + DAY_MS + 1_000)).kind).toBe("claimed");
    // One row per key (its `_id`), reclaimed in place rather than added.
    for (const key of ["old", "day"])
      expect(await IdempotencyKey.findById(`${owner.merchantId}:${key}`).lean()).not.toBeNull();
  });
});
