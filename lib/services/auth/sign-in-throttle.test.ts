import * as argon2 from "@node-rs/argon2";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as issueToken } from "@/app/v2/token/route";
import { User } from "@/lib/db/models/user";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { SIGN_IN_LIMITS, SIGN_IN_THROTTLED } from "@/lib/schemas/token";
import { merchantWithToken, TEST_PASSWORD } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { clockAwayFromWindowEnd } from "@/lib/testing/rate-limit-window";
import { uniqueClientIp } from "@/lib/testing/signup";

// The real argon2, watched: which hashes a sign-in verifies against.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

let account: Awaited<ReturnType<typeof merchantWithToken>>;

beforeAll(async () => {
  account = await merchantWithToken();
});

afterEach(() => {
  vi.useRealTimers();
});

const attempt = ({
  username,
  password,
  clientIp,
}: {
  username: string;
  password: string;
  clientIp: string;
}) =>
  callRoute(issueToken, {
    method: "POST",
    path: "/v2/token",
    body: new URLSearchParams({ username, password }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: clientIp },
  });

describe("POST /v2/token throttling", () => {
  it("refuses a client's guesses at one account with 429 and Retry-After past the limit, until the window ends", async () => {
    const { windowEndsAt } = clockAwayFromWindowEnd(SIGN_IN_LIMITS.perAccountAndClient);
    const guesser = uniqueClientIp();
    const { limit, windowSeconds } = SIGN_IN_LIMITS.perAccountAndClient;
    for (let i = 0; i < limit; i++) {
      expect(
        (await attempt({ username: account.email, password: `guess ${i}`, clientIp: guesser })).status,
      ).toBe(401);
    }
    const refused = await attempt({ username: account.email, password: TEST_PASSWORD, clientIp: guesser });
    expect(refused.status).toBe(429);
    expect(refused.data).toEqual({
      detail: expect.stringMatching(/^Too many sign-in attempts\. Try again in \d+ seconds\.$/),
    });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(refused.headers.get("x-request-id")).toBeTruthy();
    // The lock lasts until the window ends (decision 003): then the same address may try again.
    vi.setSystemTime(windowEndsAt + 1_000);
    expect(
      (await attempt({ username: account.email, password: TEST_PASSWORD, clientIp: guesser })).status,
    ).toBe(200);
  });

  it("does not lock the owner out: another address signs in at once", async () => {
    const stranger = uniqueClientIp();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndClient.limit + 3; i++)
      await attempt({ username: account.email, password: `stranger ${i}`, clientIp: stranger });
    const owner = await attempt({
      username: account.email,
      password: TEST_PASSWORD,
      clientIp: uniqueClientIp(),
    });
    expect(owner.status).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    const office = uniqueClientIp();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndClient.limit + 2; i++) {
      expect(
        (await attempt({ username: account.email, password: TEST_PASSWORD, clientIp: office })).status,
      ).toBe(200);
    }
  });

  it("limits one address across accounts (password spraying), unknown e-mails included", async () => {
    clockAwayFromWindowEnd(SIGN_IN_LIMITS.perClient);
    const sprayer = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perClient.limit; i++) {
      statuses.push(
        (await attempt({ username: `nobody-${i}@example.com`, password: "Winter2026!", clientIp: sprayer }))
          .status,
      );
    }
    expect(statuses.slice(0, SIGN_IN_LIMITS.perClient.limit).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("never lets parallel guesses past the limit", async () => {
    clockAwayFromWindowEnd(SIGN_IN_LIMITS.perAccountAndClient);
    const burst = uniqueClientIp();
    const target = await merchantWithToken();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        attempt({ username: target.email, password: `parallel ${i}`, clientIp: burst }),
      ),
    ).then((results) => results.map((result) => result.status));
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      SIGN_IN_LIMITS.perAccountAndClient.limit,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      12 - SIGN_IN_LIMITS.perAccountAndClient.limit,
    );
  });
});

/** Which argon2 parameters a PHC string was made with (`m=19456,t=2,p=1`): what one verification costs. */
const costOf = (phc: string) => phc.split("$")[3];

describe("POST /v2/token: no enumeration by timing", () => {
  it("spends one argon2id verification of the same cost on an unknown e-mail as on a wrong password", async () => {
    const verifications = vi.mocked(argon2.verify);
    const spentOn = async (username: string) => {
      verifications.mockClear();
      const response = await attempt({ username, password: "not the password", clientIp: uniqueClientIp() });
      expect(response.status).toBe(401);
      return verifications.mock.calls.map(([hash]) => costOf(String(hash)));
    };
    const stored = await User.findOne({ email: account.email }).lean();
    const realCost = costOf(String(stored?.passwordHash));
    expect(realCost).toMatch(/^m=\d+,t=\d+,p=\d+$/);
    // The same work either way (timing itself is the benchmarks' business, never a pass/fail test's).
    expect(await spentOn(account.email)).toEqual([realCost]);
    expect(await spentOn("nobody-here@example.com")).toEqual([realCost]);
  });
});

describe("dashboard sign-in throttling (next-auth credentials)", () => {
  it("shares the limits and reports SIGN_IN_THROTTLED to the form", async () => {
    const { getAuthOptions } = await import("@/lib/auth/next-auth-options");
    const provider = getAuthOptions().providers[0] as unknown as {
      options: { authorize: (credentials: Record<string, string>, request: unknown) => Promise<unknown> };
    };
    const clientIp = uniqueClientIp();
    const authorize = (password: string) =>
      provider.options.authorize(
        { email: account.email, password },
        { headers: { [CLIENT_IP_HEADER]: clientIp } },
      );
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndClient.limit; i++)
      expect(await authorize(`guess ${i}`)).toBeNull();
    await expect(authorize(TEST_PASSWORD)).rejects.toThrow(SIGN_IN_THROTTLED);
  });
});
