import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listPrograms } from "@/app/v2/loyalty/programs/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import { ACTING_FOR_COOKIE } from "@/lib/auth/acting-for";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";

type Listed = { items: { name: string; merchantId: string }[] };

let target: Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let staff: Awaited<ReturnType<typeof staffWithToken>>;

const sessionOf = async (userId: string) =>
  `next-auth.session-token=${await encode({ token: { sub: userId }, secret: process.env.AUTH_SECRET ?? "" })}`;
const sameOrigin = { "sec-fetch-site": "same-origin" };

beforeAll(async () => {
  target = await merchantWithToken("Acted-For Deli");
  owner = await merchantWithToken("Owner's Own Deli");
  staff = await staffWithToken();
  await callRoute(createProgram, {
    json: { passTypeIdentifier: "pass.com.example.deli", name: "Deli Stamps" },
    token: target.token,
  });
});

describe("the dashboard's acting-for cookie at the API", () => {
  it("scopes a staff member's dashboard session (e.g. an <img> request) to the chosen merchant", async () => {
    const cookie = `${await sessionOf(staff.userId)}; ${ACTING_FOR_COOKIE}=${target.merchantId}`;
    const listed = await callRoute(listPrograms, { path: "/v2/loyalty/programs", headers: { cookie } });
    expect(listed.status).toBe(200);
    expect((listed.data as Listed).items.map((program) => program.name)).toEqual(["Deli Stamps"]);
    const created = await callRoute(createProgram, {
      json: { passTypeIdentifier: "pass.com.example.deli", name: "Made by staff" },
      headers: { cookie, ...sameOrigin },
    });
    expect(created.status).toBe(201);
    expect((created.data as { merchantId: string }).merchantId).toBe(target.merchantId);
  });

  it("lets X-Merchant-Id win over the cookie, so a tab acts for the merchant it shows", async () => {
    const cookie = `${await sessionOf(staff.userId)}; ${ACTING_FOR_COOKIE}=${target.merchantId}`;
    const listed = await callRoute(listPrograms, {
      path: "/v2/loyalty/programs",
      headers: { cookie, "x-merchant-id": owner.merchantId },
    });
    expect(listed.status).toBe(200);
    expect((listed.data as Listed).items).toEqual([]);
  });

  it("is ignored with a bearer token: API clients name the merchant in X-Merchant-Id", async () => {
    const listed = await callRoute(listPrograms, {
      path: "/v2/loyalty/programs",
      token: staff.token,
      headers: { cookie: `${ACTING_FOR_COOKIE}=${target.merchantId}` },
    });
    expect(listed.status).toBe(400);
    expect((listed.data as { detail: { code: string } }).detail.code).toBe("MERCHANT_SCOPE_REQUIRED");
  });

  it("never widens what an owner can do: an owner's session with the cookie stays on its own merchant", async () => {
    const cookie = `${await sessionOf(owner.userId)}; ${ACTING_FOR_COOKIE}=${target.merchantId}`;
    const listed = await callRoute(listPrograms, { path: "/v2/loyalty/programs", headers: { cookie } });
    expect(listed.status).toBe(200);
    expect((listed.data as Listed).items).toEqual([]);
    const created = await callRoute(createProgram, {
      json: { passTypeIdentifier: "pass.com.example.deli", name: "Owner's own" },
      headers: { cookie, ...sameOrigin, "x-merchant-id": target.merchantId },
    });
    expect(created.status).toBe(201);
    expect((created.data as { merchantId: string }).merchantId).toBe(owner.merchantId);
  });

  it("answers a malformed or unknown choice like the header: 422 / 404, nothing written", async () => {
    const session = await sessionOf(staff.userId);
    const malformed = await callRoute(listPrograms, {
      path: "/v2/loyalty/programs",
      headers: { cookie: `${session}; ${ACTING_FOR_COOKIE}=nope` },
    });
    expect(malformed.status).toBe(422);
    const unknown = await callRoute(createProgram, {
      json: { passTypeIdentifier: "pass.com.example.deli", name: "Nobody's" },
      headers: { cookie: `${session}; ${ACTING_FOR_COOKIE}=${"a".repeat(24)}`, ...sameOrigin },
    });
    expect(unknown.status).toBe(404);
    expect((unknown.data as { detail: { code: string } }).detail.code).toBe("MERCHANT_NOT_FOUND");
  });
});
