import path from "node:path";
import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { Program } from "@/lib/db/models/program";
import { OPERATIONS } from "@/lib/openapi/operations";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

const APP = path.resolve(__dirname, "../../app");
const routeFileOf = (openApiPath: string) =>
  path.join(APP, `${openApiPath.replace(/\{([^}]+)\}/g, "[$1]")}/route.ts`);

/** The documented path with each `{param}` filled in, and the params object Next would pass. */
function fill(openApiPath: string) {
  const params: Record<string, string> = {};
  const filled = openApiPath.replace(/\{([^}]+)\}/g, (_, name: string) => {
    params[name] = new Types.ObjectId().toHexString();
    return params[name];
  });
  return { filled, params };
}

let staffToken: string;
let owner: Awaited<ReturnType<typeof merchantWithToken>>;

beforeAll(async () => {
  ({ token: staffToken } = await staffWithToken());
  owner = await merchantWithToken();
});

const program = { passTypeIdentifier: "pass.com.example.scope", name: "Scoped" };

describe("X-Merchant-Id naming no merchant", () => {
  const merchantOperations = OPERATIONS.filter((operation) => operation.auth === "merchant");

  it("covers some operations", () => expect(merchantOperations.length).toBeGreaterThanOrEqual(4));

  it.each(merchantOperations)("$method $path: 404 MERCHANT_NOT_FOUND, nothing written", async (operation) => {
    const route = (await import(routeFileOf(operation.path))) as Record<string, Handler>;
    const handler = route[operation.method.toUpperCase()];
    expect(handler).toBeTypeOf("function");
    const { filled, params } = fill(operation.path);
    const before = await Program.countDocuments();
    const response = await callRoute(handler as Handler, {
      method: operation.method.toUpperCase(),
      path: filled,
      params,
      token: staffToken,
      headers: { "X-Merchant-Id": new Types.ObjectId().toHexString() },
      ...(operation.body && { json: program }),
    });
    expect(response.status).toBe(404);
    expect(response.data).toEqual({
      detail: { code: "MERCHANT_NOT_FOUND", message: "No merchant has the id given in X-Merchant-Id" },
    });
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(await Program.countDocuments()).toBe(before);
  });

  it("still lets staff act for a merchant that exists", async () => {
    const { POST } = await import("@/app/v2/programs/route");
    const response = await callRoute(POST, {
      json: program,
      token: staffToken,
      headers: { "X-Merchant-Id": owner.merchantId },
    });
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({ merchantId: owner.merchantId });
  });
});

describe("X-Merchant-Id from a merchant user", () => {
  it("is refused when malformed (422 at the header, as its documented pattern says), nothing written", async () => {
    const { POST } = await import("@/app/v2/programs/route");
    const before = await Program.countDocuments();
    const response = await callRoute(POST, {
      json: program,
      token: owner.token,
      headers: { "X-Merchant-Id": "not-a-merchant-id" },
    });
    expect(response.status).toBe(422);
    expect(response.data).toMatchObject({
      detail: [
        { type: "string_pattern_mismatch", loc: ["header", "x-merchant-id"], input: "not-a-merchant-id" },
      ],
    });
    expect(await Program.countDocuments()).toBe(before);
  });

  it("is ignored when well-formed: the owner acts for their own merchant, never another", async () => {
    const other = await merchantWithToken("Someone Else");
    const { POST } = await import("@/app/v2/programs/route");
    const response = await callRoute(POST, {
      json: program,
      token: owner.token,
      headers: { "X-Merchant-Id": other.merchantId },
    });
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({ merchantId: owner.merchantId });
  });
});
