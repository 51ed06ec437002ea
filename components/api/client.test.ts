import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as getAccount, PUT as putAccount } from "@/app/v2/account/route";
import { POST as requestReset } from "@/app/v2/password-reset/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import { type ApiClient, callApi, createApiClient } from "@/components/api/client";
import { dashboardFetch, setActingMerchant } from "@/components/api/dashboard-fetch";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { uniqueClientIp } from "@/lib/testing/signup";

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

/** The app's own route handlers behind a real HTTP server: what the client sends goes over the wire. */
const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  "/v2/account": { GET: getAccount as Handler, PUT: putAccount as Handler },
  "/v2/programs": { POST: createProgram as Handler },
  "/v2/password-reset": { POST: requestReset as Handler },
};

let server: Server;
let baseUrl: string;
let seen: IncomingMessage["headers"][] = [];

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (incoming, outgoing) => {
    seen.push(incoming.headers);
    // Stand-ins for what sits between browser and app: a proxy's HTML error page, a success that is not JSON.
    if (incoming.headers["x-test-answer"] === "proxy-html") {
      outgoing.writeHead(502, { "Content-Type": "text/html" }).end("<html><h1>Bad Gateway</h1></html>");
      return;
    }
    if (incoming.headers["x-test-answer"] === "html-success") {
      outgoing.writeHead(200, { "Content-Type": "text/html" }).end("<html>welcome</html>");
      return;
    }
    const url = new URL(incoming.url ?? "/", baseUrl);
    const handler = ROUTES[url.pathname]?.[incoming.method ?? "GET"];
    if (!handler) {
      outgoing.writeHead(404, { "Content-Type": "application/json" }).end('{"detail":"Not Found"}');
      return;
    }
    const body = await readBody(incoming);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === "string") headers.set(name, value);
    const request = new Request(url, {
      method: incoming.method,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
    });
    const response = await handler(request, { params: Promise.resolve({}) });
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen = [];
  setActingMerchant(null);
});

/** The dashboard's client against the server, signed in with a bearer token instead of the session cookie. */
function clientFor(token?: string): ApiClient {
  return createApiClient({
    baseUrl,
    fetch: (request) => {
      if (token) request.headers.set("Authorization", `Bearer ${token}`);
      request.headers.set(CLIENT_IP_HEADER, uniqueClientIp());
      return dashboardFetch(request);
    },
  });
}

describe("apiClient (openapi-fetch over dashboardFetch)", () => {
  it("returns the typed answer, and adds no X-Merchant-Id when nobody is acted for", async () => {
    const owner = await merchantWithToken("Typed Café");
    const result = await callApi(clientFor(owner.token).GET("/v2/account"));
    expect(result.ok && result.data).toMatchObject({ email: owner.email, company: "Typed Café" });
    expect(seen[0]?.["x-merchant-id"]).toBeUndefined();
    expect(seen[0]?.accept).toBe("application/json");
  });

  it("sends the typed body as JSON and parses the 422 into issues with loc, type and ctx", async () => {
    const owner = await merchantWithToken();
    const result = await callApi(
      clientFor(owner.token).POST("/v2/programs", {
        body: { passTypeIdentifier: "com.example.nopass", name: "x".repeat(300) },
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.status).toBe(422);
    expect(result.problem.code).toBe("VALIDATION_ERROR");
    const byField = Object.fromEntries(result.problem.issues.map((issue) => [issue.loc.join("."), issue]));
    expect(byField["body.name"]).toMatchObject({ type: "string_too_long", ctx: { max_length: 200 } });
    expect(byField["body.passTypeIdentifier"]).toMatchObject({ type: "string_pattern_mismatch" });
  });

  it("names the merchant staff act for, and reads the API's coded answers", async () => {
    const staff = await staffWithToken();
    const client = clientFor(staff.token);
    const unscoped = await callApi(
      client.POST("/v2/programs", { body: { passTypeIdentifier: "pass.a", name: "A" } }),
    );
    expect(!unscoped.ok && unscoped.problem).toMatchObject({ status: 400, code: "MERCHANT_SCOPE_REQUIRED" });
    setActingMerchant("0123456789abcdef01234567");
    const unknown = await callApi(
      client.POST("/v2/programs", { body: { passTypeIdentifier: "pass.a", name: "A" } }),
    );
    expect(!unknown.ok && unknown.problem).toMatchObject({ status: 404, code: "MERCHANT_NOT_FOUND" });
    expect(seen.map((headers) => headers["x-merchant-id"])).toEqual([undefined, "0123456789abcdef01234567"]);
  });

  it("works without any session for public pages (password reset)", async () => {
    const result = await callApi(
      clientFor().POST("/v2/password-reset", { body: { email: "nobody@example.com" } }),
    );
    expect(result.ok).toBe(true);
    expect(result.ok && result.response?.status).toBe(202);
    expect(seen[0]?.authorization).toBeUndefined();
    expect(seen[0]?.cookie).toBeUndefined();
  });

  it("reads a 401 without a session as NOT_AUTHENTICATED", async () => {
    const result = await callApi(clientFor().GET("/v2/account"));
    expect(!result.ok && result.problem).toMatchObject({
      status: 401,
      code: "NOT_AUTHENTICATED",
      issues: [],
    });
  });

  it("turns a proxy's HTML error page and an unreadable success into problems, not exceptions", async () => {
    const client = clientFor();
    const proxy = await callApi(client.GET("/v2/account", { headers: { "x-test-answer": "proxy-html" } }));
    expect(!proxy.ok && proxy.problem).toMatchObject({ status: 502, code: "SERVER_ERROR", issues: [] });
    const garbled = await callApi(
      client.GET("/v2/account", { headers: { "x-test-answer": "html-success" } }),
    );
    expect(!garbled.ok && garbled.problem.code).toBe("UNREADABLE_RESPONSE");
  });

  it("reports a server nobody answers on as a network error", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      fetch: (request) => dashboardFetch(request),
    });
    const result = await callApi(client.GET("/v2/account"));
    expect(!result.ok && result.problem).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });
});
