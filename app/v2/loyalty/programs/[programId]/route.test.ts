import { beforeAll, describe, expect, it } from "vitest";
import { POST as createProgram } from "@/app/v2/programs/route";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { GET, PUT } from "./route";

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let otherMerchant: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Owner Shop");
  otherMerchant = await merchantWithToken("Other Shop");
  const created = await callRoute(createProgram, {
    json: { passTypeIdentifier: "pass.a", name: "Original", description: "first", pointsScanPass: 2 },
    token: owner.token,
  });
  programId = (created.data as { id: string }).id;
});

const get = (id: string, token: string, headers?: Record<string, string>) =>
  callRoute(GET, { path: `/v2/loyalty/programs/${id}`, params: { programId: id }, token, headers });
const put = (id: string, token: string, json: unknown) =>
  callRoute(PUT, {
    method: "PUT",
    path: `/v2/loyalty/programs/${id}`,
    params: { programId: id },
    token,
    json,
  });

describe("GET /v2/loyalty/programs/{programId}", () => {
  it("returns the merchant's own program", async () => {
    const response = await get(programId, owner.token);
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ id: programId, name: "Original", merchantId: owner.merchantId });
  });

  it("answers 404 for another merchant's program, exactly like an unknown id", async () => {
    const foreign = await get(programId, otherMerchant.token);
    const unknown = await get("0123456789abcdef01234567", owner.token);
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.data).toEqual(unknown.data);
  });

  it("rejects an id that is not 24 lower-case hex characters", async () => {
    const response = await get("ABCDEF0123456789ABCDEF01", owner.token);
    expect(response.status).toBe(422);
    expect(response.data).toEqual({
      detail: [
        {
          type: "string_pattern_mismatch",
          loc: ["path", "programId"],
          msg: "String should match pattern '^[0-9a-f]{24}$'",
          input: "ABCDEF0123456789ABCDEF01",
          ctx: { pattern: "^[0-9a-f]{24}$" },
        },
      ],
    });
  });
});

describe("PUT /v2/loyalty/programs/{programId}", () => {
  it("changes only the fields given; null clears an optional field", async () => {
    const response = await put(programId, owner.token, { name: "Renamed", description: null });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      name: "Renamed",
      description: null,
      pointsScanPass: 2,
      passTypeIdentifier: "pass.a",
    });
    expect((await get(programId, owner.token)).data).toMatchObject({ name: "Renamed", description: null });
  });

  it("validates like create and changes nothing on error", async () => {
    const response = await put(programId, owner.token, {
      name: "Should not stick",
      retention_period_days: 400,
    });
    expect(response.status).toBe(422);
    expect((response.data as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual([
      "body",
      "retention_period_days",
    ]);
    expect((await get(programId, owner.token)).data).toMatchObject({ name: "Renamed" });
  });

  it("rejects null for a required field", async () => {
    const response = await put(programId, owner.token, { name: null });
    expect(response.status).toBe(422);
    expect(response.data).toMatchObject({ detail: [{ type: "string_type", loc: ["body", "name"] }] });
  });

  it("cannot touch another merchant's program", async () => {
    const response = await put(programId, otherMerchant.token, { name: "Hijacked" });
    expect(response.status).toBe(404);
    expect((await get(programId, owner.token)).data).toMatchObject({ name: "Renamed" });
  });
});

describe("support staff", () => {
  it("must name the merchant, and then acts for it", async () => {
    const staff = await staffWithToken();
    const withoutScope = await get(programId, staff.token);
    expect(withoutScope.status).toBe(400);
    expect(withoutScope.data).toEqual({
      detail: { code: "MERCHANT_SCOPE_REQUIRED", message: expect.any(String) },
    });
    const scoped = await get(programId, staff.token, { "X-Merchant-Id": owner.merchantId });
    expect(scoped.status).toBe(200);
    const wrongScope = await get(programId, staff.token, { "X-Merchant-Id": otherMerchant.merchantId });
    expect(wrongScope.status).toBe(404);
    const badHeader = await get(programId, staff.token, { "X-Merchant-Id": "nope" });
    expect(badHeader.status).toBe(422);
    expect(badHeader.data).toMatchObject({
      detail: [{ type: "string_pattern_mismatch", loc: ["header", "x-merchant-id"] }],
    });
  });
});
