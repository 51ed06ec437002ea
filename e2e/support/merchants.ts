import { randomBytes } from "node:crypto";
import http from "node:http";
import { type BrowserContextOptions, expect, request } from "@playwright/test";
import { readOutbox } from "../../lib/mail/outbox";

// Accounts for the specs, made the way a merchant makes one: the public signup API, the code from the e-mail,
// activation. Nothing here exists in the product only for tests.

export type Account = { email: string; password: string };
export type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;
export type Merchant = Account & {
  company: string;
  merchantId: string;
  /** A bearer token of the owner from `POST /v2/token` (valid for an hour: longer than a run). */
  accessToken: string;
};

/** The support user tools/e2e.ts seeds (lib/services/accounts/seed-demo.ts); staff cannot sign up. */
export const STAFF: Account = { email: "support@example.com", password: "support-password-123" };

/** A context with no cookies: for the specs that test signing in, or a visitor's pages. */
export const SIGNED_OUT: StorageState = { cookies: [], origins: [] };

const MERCHANT_PASSWORD = "quiet meadow lantern harbour";

export const baseUrl = () => process.env.E2E_BASE_URL ?? "http://localhost:3100";

/**
 * A request context of its own. Inside a test Playwright adds the test's context options to every new request
 * context, its session included; stating an empty one keeps these requests to the credentials they name.
 */
const newRequestContext = (extraHTTPHeaders: Record<string, string> = {}) =>
  request.newContext({ baseURL: baseUrl(), storageState: SIGNED_OUT, extraHTTPHeaders });

let addressesUsed = 0;
/**
 * A loopback address of this merchant's own (Linux answers on all of 127/8). The server counts signups and
 * activations per client address (20 a minute, docs/decisions/003); each merchant comes from its own, as
 * merchants do, so specs running side by side never share those buckets — nor with the browsers on 127.0.0.1
 * or rate-limit.spec.ts's 127.0.0.2–7.
 */
function nextLoopbackAddress(): string {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  const n = addressesUsed++;
  return `127.${10 + (worker % 200)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

type Answer = { status: number; json: Record<string, unknown> };

/** A JSON POST to the app server from `localAddress`. */
function postJson(
  path: string,
  body: unknown,
  { localAddress, language }: { localAddress: string; language: string },
) {
  const url = new URL(path, baseUrl());
  return new Promise<Answer>((resolve, reject) => {
    const sent = http.request(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "accept-language": language },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => {
          try {
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(text || "{}") });
          } catch {
            resolve({ status: response.statusCode ?? 0, json: { text } });
          }
        });
      },
    );
    sent.on("error", reject);
    sent.end(JSON.stringify(body));
  });
}

/** The code of the newest e-mail to `email` (the verification e-mail's subject carries it). */
async function verificationCode(email: string): Promise<string> {
  const outboxDir = process.env.E2E_OUTBOX_DIR;
  if (!outboxDir) throw new Error("E2E_OUTBOX_DIR is not set: run this through `npm run test:e2e`.");
  let code = "";
  await expect
    .poll(
      async () => {
        code = /\b(\d{6})\b/.exec((await readOutbox(outboxDir, email)).at(-1)?.subject ?? "")?.[1] ?? "";
        return code;
      },
      { timeout: 20_000, message: `verification e-mail to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * A fresh, active merchant, signed up and activated through the public API. Its saved language is the signup's
 * (`language`), as for every merchant who signs up; sign-in brings it to the browser.
 */
export async function createMerchant({
  label = "e2e",
  language = "en",
}: {
  label?: string;
  language?: "en" | "de";
} = {}): Promise<Merchant> {
  const tag = randomBytes(4).toString("hex");
  // Short, like the seeded demo owner's address the phone layouts were checked with: the staff switcher's
  // result row overflows 375 px from about 28 characters (a layout bug of its own, not this fixture's).
  const email = `m${tag}@example.com`;
  const company = `${label} ${tag}`;
  const localAddress = nextLoopbackAddress();
  const headers = { localAddress, language: language === "de" ? "de-DE" : "en-US" };
  const tickedAt = new Date(Date.now() - 60_000).toISOString();
  const pending = await postJson(
    "/v2/signup/pending",
    {
      email,
      passwordHash: MERCHANT_PASSWORD,
      name: "Ada Owner",
      company,
      country: "DE",
      consent: { tosAt: tickedAt, dpaAt: tickedAt, privacyAt: tickedAt },
    },
    headers,
  );
  expect(pending.status, `signup of ${email}: ${JSON.stringify(pending.json)}`).toBe(201);
  const pendingId = String(pending.json.pendingId);
  const activated = await postJson(
    `/v2/signup/pending/${pendingId}/activate`,
    { code: await verificationCode(email), password: MERCHANT_PASSWORD },
    headers,
  );
  expect(activated.status, `activation of ${email}: ${JSON.stringify(activated.json)}`).toBe(200);
  const accessToken = await accessTokenFor({ email, password: MERCHANT_PASSWORD });
  const api = await apiWithToken(accessToken);
  try {
    const { merchantId } = (await (await api.get("/v2/account")).json()) as { merchantId: string };
    return { email, password: MERCHANT_PASSWORD, company, merchantId, accessToken };
  } finally {
    await api.dispose();
  }
}

/** A bearer token from `POST /v2/token`, as a partner's software signs in. */
export async function accessTokenFor(account: Account): Promise<string> {
  const context = await newRequestContext();
  try {
    const answer = await context.post("/v2/token", {
      form: { username: account.email, password: account.password },
    });
    expect(answer.status(), `token for ${account.email}`).toBe(200);
    return ((await answer.json()) as { accessToken: string }).accessToken;
  } finally {
    await context.dispose();
  }
}

/** An API client that sends a bearer token (dispose it when done). */
export function apiWithToken(accessToken: string) {
  return newRequestContext({ Authorization: `Bearer ${accessToken}` });
}

/**
 * The dashboard session of `account`: what the sign-in form does (next-auth's CSRF token, then its credentials
 * callback), without a browser. A browser context started from it is signed in.
 */
export async function sessionOf(account: Account): Promise<StorageState> {
  const context = await newRequestContext();
  try {
    const { csrfToken } = (await (await context.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const signedIn = await context.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: account.email, password: account.password, json: "true" },
      maxRedirects: 0,
    });
    expect(signedIn.status(), `sign-in of ${account.email}`).toBeLessThan(400);
    const state = await context.storageState();
    expect(
      state.cookies.map((cookie) => cookie.name),
      `session cookie of ${account.email}`,
    ).toContain("next-auth.session-token");
    return state;
  } finally {
    await context.dispose();
  }
}
