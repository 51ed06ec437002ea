import http from "node:http";
import { expect, test } from "@playwright/test";

// Runs against the real server (tools/server.ts), the only place where the socket address is known.
// Requests leave from loopback aliases (127.0.0.2, 127.0.0.3) so this test has client addresses of its
// own, apart from the browser tests on 127.0.0.1.
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
  const client = "127.0.0.2";
  let probe = await postFrom(client, { "X-Forwarded-For": "203.0.113.1" });
  // Start well inside a window so the count cannot reset halfway through.
  const resetSeconds = Number(probe.headers["x-ratelimit-reset"]);
  if (resetSeconds < 15) {
    await new Promise((resolve) => setTimeout(resolve, (resetSeconds + 1) * 1000));
    probe = await postFrom(client, { "X-Forwarded-For": "203.0.113.1" });
  }
  expect(probe.status).toBe(422);
  let remaining = Number(probe.headers["x-ratelimit-remaining"]);
  expect(remaining).toBe(19);
  for (let i = 2; remaining > 0; i++) {
    const response = await postFrom(client, { "X-Forwarded-For": `203.0.113.${i}` });
    expect(response.status).toBe(422);
    remaining = Number(response.headers["x-ratelimit-remaining"]);
  }
  const limited = await postFrom(client, {
    "X-Forwarded-For": "198.51.100.77",
    "X-Real-IP": "198.51.100.77",
    "X-LoyaltyPass-Client-IP": "198.51.100.77",
  });
  expect(limited.status).toBe(429);
  expect(JSON.parse(limited.body)).toEqual({ detail: expect.stringContaining("Too many requests") });
  expect(limited.headers["x-ratelimit-remaining"]).toBe("0");
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

  const otherClient = await postFrom("127.0.0.3");
  expect(otherClient.status).toBe(422);
  expect(otherClient.headers["x-ratelimit-remaining"]).toBe("19");
});
