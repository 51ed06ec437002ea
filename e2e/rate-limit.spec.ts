import { type APIRequestContext, expect, request, test } from "@playwright/test";

// Runs against the real server (tools/server.ts), the only place where the socket address is known.
// Loopback aliases 127.0.0.2/3 give this test client addresses of its own, apart from the browser tests.
const port = new URL(process.env.E2E_BASE_URL ?? "http://localhost:3100").port;
const SIGNUP = "/v2/signup/pending";

async function clientAt(address: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL: `http://${address}:${port}` });
}

test("the 21st signup request of a minute from one address is refused, however X-Forwarded-For is spoofed", async () => {
  const client = await clientAt("127.0.0.2");
  let probe = await client.post(SIGNUP, { data: {}, headers: { "X-Forwarded-For": "203.0.113.1" } });
  // Start well inside a window so the count cannot reset halfway through.
  const resetSeconds = Number(probe.headers()["x-ratelimit-reset"]);
  if (resetSeconds < 15) {
    await new Promise((resolve) => setTimeout(resolve, (resetSeconds + 1) * 1000));
    probe = await client.post(SIGNUP, { data: {}, headers: { "X-Forwarded-For": "203.0.113.1" } });
  }
  expect(probe.status()).toBe(422);
  let remaining = Number(probe.headers()["x-ratelimit-remaining"]);
  expect(remaining).toBe(19);
  for (let i = 2; remaining > 0; i++) {
    const response = await client.post(SIGNUP, {
      data: {},
      headers: { "X-Forwarded-For": `203.0.113.${i}` },
    });
    expect(response.status()).toBe(422);
    remaining = Number(response.headers()["x-ratelimit-remaining"]);
  }
  const limited = await client.post(SIGNUP, {
    data: {},
    headers: {
      "X-Forwarded-For": "198.51.100.77",
      "X-Real-IP": "198.51.100.77",
      "X-LoyaltyPass-Client-IP": "198.51.100.77",
    },
  });
  expect(limited.status()).toBe(429);
  expect(await limited.json()).toEqual({ detail: expect.stringContaining("Too many requests") });
  expect(limited.headers()["x-ratelimit-remaining"]).toBe("0");
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);

  const otherClient = await clientAt("127.0.0.3");
  expect((await otherClient.post(SIGNUP, { data: {} })).status()).toBe(422);
});
