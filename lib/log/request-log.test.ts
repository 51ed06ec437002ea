import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createProgram } from "@/app/v2/programs/route";
import { POST as issueToken } from "@/app/v2/token/route";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { merchantWithToken, staffWithToken, TEST_PASSWORD } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";

// The test runner turns request logs off (tools/vitest-setup.ts); this file is about them. The
// environment is read once, lazily, so setting it before the first request is enough.
process.env.REQUEST_LOG = "json";

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let staffToken: string;

beforeAll(async () => {
  owner = await merchantWithToken();
  ({ token: staffToken } = await staffWithToken());
});

afterEach(() => vi.restoreAllMocks());

/** Calls a route and answers the JSON lines it wrote to stdout. */
async function logged(call: () => Promise<unknown>) {
  const lines: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  await call();
  vi.restoreAllMocks();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("request log", () => {
  it("writes one JSON line per request: id, method, route, status, duration, merchant", async () => {
    const lines = await logged(() =>
      callRoute(createProgram, {
        path: "/v2/programs",
        json: { passTypeIdentifier: "pass.log", name: "Logged" },
        token: staffToken,
        headers: { "x-request-id": "log-1", "x-merchant-id": owner.merchantId },
      }),
    );
    expect(lines).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        level: "info",
        msg: "request",
        requestId: "log-1",
        method: "POST",
        route: "/v2/programs",
        status: 201,
        durationMs: expect.any(Number),
        merchantId: owner.merchantId,
      },
    ]);
  });

  it("names the documented route, not the path with its ids", async () => {
    const { GET } = await import("@/app/v2/loyalty/programs/[programId]/route");
    const id = "6740a1b2c3d4e5f60718293a";
    const [line] = await logged(() =>
      callRoute(GET, { path: `/v2/loyalty/programs/${id}`, params: { programId: id }, token: owner.token }),
    );
    expect(line).toMatchObject({
      route: "/v2/loyalty/programs/{programId}",
      status: 404,
      merchantId: owner.merchantId,
    });
  });

  it("names the route of a 405 from the operations its file serves", async () => {
    const { PATCH } = await import("@/app/v2/loyalty/programs/[programId]/route");
    const id = "6740a1b2c3d4e5f60718293a";
    const [line] = await logged(() =>
      callRoute(PATCH, { method: "PATCH", path: `/v2/loyalty/programs/${id}`, params: { programId: id } }),
    );
    expect(line).toMatchObject({ method: "PATCH", route: "/v2/loyalty/programs/{programId}", status: 405 });
  });

  it("never writes passwords, tokens or client addresses", async () => {
    const lines = await logged(() =>
      callRoute(issueToken, {
        path: "/v2/token",
        body: new URLSearchParams({ username: owner.email, password: TEST_PASSWORD }).toString(),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          [CLIENT_IP_HEADER]: "198.51.100.199",
        },
      }),
    );
    expect(lines).toHaveLength(1);
    const text = JSON.stringify(lines);
    for (const secret of [TEST_PASSWORD, owner.email, "198.51.100.199", owner.token.slice(0, 20)])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ route: "/v2/token", status: 200, merchantId: null });
  });
});
