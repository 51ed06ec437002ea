import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createProgram } from "@/app/v2/programs/route";
import { GET as currentUser } from "@/app/v2/token/route";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";

let cookie: string;
let userId: string;

beforeAll(async () => {
  ({ userId } = await merchantWithToken());
  const session = await encode({
    token: { sub: userId, email: "owner@example.com" },
    secret: process.env.AUTH_SECRET ?? "",
  });
  cookie = `next-auth.session-token=${session}`;
});

const program = { passTypeIdentifier: "pass.cookie", name: "Made from the dashboard" };
const createWith = (headers: Record<string, string>) =>
  callRoute(createProgram, {
    path: "/v2/programs",
    json: program,
    headers: { cookie, host: "localhost", ...headers },
  });

describe("the dashboard's session cookie on /v2", () => {
  it("authenticates reads", async () => {
    const response = await callRoute(currentUser, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ id: userId });
  });

  it("allows same-origin writes", async () => {
    expect((await createWith({ "sec-fetch-site": "same-origin" })).status).toBe(201);
    expect((await createWith({ origin: "http://localhost" })).status).toBe(201);
  });

  it("refuses writes from other sites, or without any origin information", async () => {
    const attempts: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example.com" },
      {},
    ];
    for (const headers of attempts) {
      const response = await createWith(headers);
      expect({ headers, status: response.status, data: response.data }).toEqual({
        headers,
        status: 403,
        data: { detail: "Cross-site request rejected" },
      });
    }
  });

  it("ignores a forged or foreign cookie", async () => {
    const forged = await encode({
      token: { sub: userId },
      secret: "another-secret-that-is-long-enough-1234",
    });
    const response = await callRoute(currentUser, {
      headers: { cookie: `next-auth.session-token=${forged}` },
    });
    expect(response.status).toBe(401);
    expect(response.data).toEqual({ detail: "Not authenticated" });
  });
});
