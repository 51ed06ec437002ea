import http from "node:http";
import { expect, test } from "@playwright/test";

// Runs against the real server (tools/server.ts), the only place where the socket address is known.
// Requests leave from loopback aliases (127.0.0.2, 127.0.0.3) so this test
// has client addresses of its own, apart from the browsers on 127.0.0.1 and the specs' merchants (127.10+.x.y).
const baseUrl = new URL(process.env.E2E_BASE_URL ?? "http://localhost:3100");
const SIGNUP = "/v2/signup/pending";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function postFrom(localAddress: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: baseUrl.port,
        path: SIGNUP,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", ...headers },
      },
      (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on("error", reject);
    request.end("{}");
  });
}

test("the 21st signup request of a minute from one address is refused, however X-Forwarded-For is spoofed", async () => {
  // The window slides (decision 034): no minute's boundary resets the count halfway through this burst.
  const client = "127.0.0.2";
  const probe = await postFrom(client, { "X-Forwarded-For": "203.0.113.1" });
  const filling: Answer[] = [];
  let remaining = Number(probe.headers["x-ratelimit-remaining"]);
  // At most the 19 left after the probe (a bound, should the count be wrong).
  for (let i = 2; remaining > 0 && i <= 20; i++) {
    const response = await postFrom(client, { "X-Forwarded-For": `203.0.113.${i}` });
    filling.push(response);
    remaining = Number(response.headers["x-ratelimit-remaining"]);
  }
  const limited = await postFrom(client, {
    "X-Forwarded-For": "198.51.100.77",
    "X-Real-IP": "198.51.100.77",
    "X-LoyaltyPass-Client-IP": "198.51.100.77",
  });
  const otherClient = await postFrom("127.0.0.3");
  expect(probe.status).toBe(422);
  expect(Number(probe.headers["x-ratelimit-remaining"])).toBe(19);
  expect(filling.map((response) => response.status)).toEqual(Array(19).fill(422));
  expect(filling.map((response) => Number(response.headers["x-ratelimit-remaining"]))).toEqual(
    Array.from({ length: 19 }, (_, i) => 18 - i),
  );
  expect(limited.status).toBe(429);
  expect(JSON.parse(limited.body)).toEqual({ detail: expect.stringContaining("Too many requests") });
  expect(limited.headers["x-ratelimit-remaining"]).toBe("0");
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

  expect(otherClient.status).toBe(422);
  expect(otherClient.headers["x-ratelimit-remaining"]).toBe("19");
});
