import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { actingForHeaders, dashboardFetch, setActingMerchant } from "@/components/api/dashboard-fetch";

let server: Server;
let baseUrl: string;
let received: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  // A real HTTP server: what matters is what goes over the wire.
  server = createServer((request, response) => {
    received.push(request.headers);
    response.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  received = [];
  setActingMerchant(null);
});

describe("dashboardFetch", () => {
  it("sends no X-Merchant-Id while nobody is acted for (owners, staff before choosing)", async () => {
    await dashboardFetch(`${baseUrl}/v2/programs`, { headers: { Accept: "application/json" } });
    expect(received[0]?.["x-merchant-id"]).toBeUndefined();
    expect(received[0]?.accept).toBe("application/json");
    expect(actingForHeaders()).toEqual({});
  });

  it("names the merchant the page acts for on every request, and drops it when staff stop", async () => {
    setActingMerchant("a".repeat(24));
    await dashboardFetch(`${baseUrl}/v2/programs`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    setActingMerchant("b".repeat(24));
    await dashboardFetch(`${baseUrl}/v2/templates`);
    setActingMerchant(null);
    await dashboardFetch(`${baseUrl}/v2/templates`);
    expect(received.map((headers) => headers["x-merchant-id"])).toEqual([
      "a".repeat(24),
      "b".repeat(24),
      undefined,
    ]);
    expect(received[0]?.["content-type"]).toBe("application/json");
  });

  it("leaves a merchant the caller named itself alone", async () => {
    setActingMerchant("a".repeat(24));
    await dashboardFetch(`${baseUrl}/v2/programs`, { headers: { "X-Merchant-Id": "c".repeat(24) } });
    expect(received[0]?.["x-merchant-id"]).toBe("c".repeat(24));
    expect(actingForHeaders()).toEqual({ "X-Merchant-Id": "a".repeat(24) });
  });
});
