import { beforeAll, describe, expect, it } from "vitest";
import { GET as getProgram, PUT as updateProgram } from "@/app/v2/loyalty/programs/[programId]/route";
import { GET as listPrograms } from "@/app/v2/loyalty/programs/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import { POST as activateSignup } from "@/app/v2/signup/pending/[pendingId]/activate/route";
import { POST as submitSignup } from "@/app/v2/signup/pending/route";
import { POST as issueToken } from "@/app/v2/token/route";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { merchantWithToken } from "@/lib/testing/accounts";
import { type CallResult, callRoute } from "@/lib/testing/call-route";
import { pickerOf, seededRandom } from "@/lib/testing/seeded-random";

// "No request a client can send produces a 500": seeded random inputs against every handler.
const CASES_PER_ROUTE = 120;

const random = seededRandom(20261121);
const pick = pickerOf(random);

const STRINGS = [
  "",
  " ",
  "pass.",
  "pass.x",
  "x".repeat(2100),
  "😀",
  "\u0000",
  "$where",
  "a.b",
  "<script>",
  "2026-11-21T00:00:00Z",
  "12",
  "true",
  "DE",
  "a@example.com",
  "https://example.com",
  "0123456789abcdef01234567",
  "ftp://x",
  "NaN",
];
const NUMBERS = [0, -1, 1, 1.5, 365, 366, 1e21, -1e21, Number.MAX_SAFE_INTEGER, 2 ** 64];
const FIELDS = [
  "passTypeIdentifier",
  "name",
  "schema",
  "programType",
  "website",
  "email",
  "customFields",
  "requiredFields",
  "retention_period_days",
  "pointsScanPass",
  "dynamicScanPoints",
  "scannerType",
  "barcodeFormat",
  "passwordHash",
  "company",
  "country",
  "consent",
  "utm",
  "tosAt",
  "ip",
  "code",
  "__proto__",
  "constructor",
  "$set",
];

function randomValue(depth: number): unknown {
  const kind = Math.floor(random() * (depth > 2 ? 5 : 7));
  if (kind === 0) return pick(STRINGS);
  if (kind === 1) return pick(NUMBERS);
  if (kind === 2) return pick([true, false]);
  if (kind === 3) return null;
  if (kind === 4) return pick(STRINGS) + pick(STRINGS);
  if (kind === 5) return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(depth + 1));
  return randomObject(depth + 1);
}

function randomObject(depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 8); i > 0; i--) object[pick(FIELDS)] = randomValue(depth);
  return object;
}

/** A valid body with one or two fields replaced or removed, so generated input also reaches services and the database. */
function mutated(valid: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = structuredClone(valid);
  for (let i = Math.ceil(random() * 2); i > 0; i--) {
    const key = pick([...Object.keys(valid), pick(FIELDS)]);
    if (random() < 0.2) delete body[key];
    else body[key] = typeof valid[key] === "string" && random() < 0.5 ? pick(STRINGS) : randomValue(1);
  }
  return body;
}

function randomBodyText(valid: Record<string, unknown>): string {
  const roll = random();
  if (roll < 0.1) return JSON.stringify(randomValue(0)).slice(0, Math.floor(random() * 40));
  if (roll < 0.2) return JSON.stringify(randomValue(0));
  if (roll < 0.45) return JSON.stringify(randomObject());
  if (roll < 0.55) return JSON.stringify(valid);
  return JSON.stringify(mutated(valid));
}

const VALID_PROGRAM = {
  passTypeIdentifier: "pass.fuzz",
  name: "Fuzz",
  website: "https://example.com",
  retention_period_days: 10,
};
const tickedAt = new Date(Date.now() - 60_000).toISOString();
const validSignup = (i: number) => ({
  email: `fuzz-${i}@example.com`,
  passwordHash: "fuzz-password-123",
  name: "Fuzz",
  company: "Fuzz Co",
  country: "DE",
  consent: { tosAt: tickedAt, dpaAt: tickedAt, privacyAt: tickedAt, ip: "203.0.113.9" },
  utm: { source: "s" },
});

const ACCEPTED_STATUSES = new Set([200, 201, 400, 401, 404, 413, 422, 429]);

function expectFastApiShaped(result: CallResult, label: string) {
  expect({ label, status: result.status, isAccepted: ACCEPTED_STATUSES.has(result.status) }).toEqual({
    label,
    status: result.status,
    isAccepted: true,
  });
  if (result.status >= 400) expect(result.data).toHaveProperty("detail");
  if (result.status === 422) {
    for (const item of (result.data as { detail: Record<string, unknown>[] }).detail) {
      expect(Object.keys(item).slice(0, 4)).toEqual(["type", "loc", "msg", "input"]);
    }
  }
}

let token: string;
let programId: string;

beforeAll(async () => {
  ({ token } = await merchantWithToken());
  const created = await callRoute(createProgram, {
    json: { passTypeIdentifier: "pass.fuzz", name: "Fuzz" },
    token,
  });
  programId = (created.data as { id: string }).id;
});

const jsonHeaders = (index: number) => ({
  "content-type": "application/json",
  [CLIENT_IP_HEADER]: `192.0.2.${index % 250}`,
});

describe("generated input never produces a server error", () => {
  it("POST /v2/programs and PUT /v2/loyalty/programs/{id}", async () => {
    for (let i = 0; i < CASES_PER_ROUTE; i++) {
      const body = randomBodyText(VALID_PROGRAM);
      expectFastApiShaped(
        await callRoute(createProgram, { method: "POST", body, headers: jsonHeaders(i), token }),
        `create ${body}`,
      );
      const id = pick([programId, "0123456789abcdef01234567", "x", "😀"]);
      const result = await callRoute(updateProgram, {
        method: "PUT",
        body,
        headers: jsonHeaders(i),
        token,
        params: { programId: id },
      });
      expectFastApiShaped(result, `update ${id} ${body}`);
    }
  });

  it("GET /v2/loyalty/programs with generated queries, and GET by generated ids", async () => {
    for (let i = 0; i < CASES_PER_ROUTE; i++) {
      const query = new URLSearchParams();
      for (const name of ["q", "page", "limit", "offset", pick(FIELDS)]) {
        if (random() < 0.5) query.set(name, String(randomValue(3)));
      }
      expectFastApiShaped(
        await callRoute(listPrograms, { path: `/v2/loyalty/programs?${query}`, token }),
        `list ${query}`,
      );
      const id = String(randomValue(3));
      expectFastApiShaped(await callRoute(getProgram, { token, params: { programId: id } }), `get ${id}`);
    }
  });

  it("POST /v2/signup/pending and its activation", async () => {
    for (let i = 0; i < CASES_PER_ROUTE; i++) {
      const body = randomBodyText(validSignup(i));
      const signup = await callRoute(submitSignup, { method: "POST", body, headers: jsonHeaders(i) });
      expectFastApiShaped(signup, `signup ${body}`);
      const pendingId = pick([
        (signup.data as { pendingId?: string }).pendingId ?? programId,
        "0123456789abcdef01234567",
        "nope",
      ]);
      const activation = randomBodyText({ code: "123456" });
      const result = await callRoute(activateSignup, {
        method: "POST",
        body: activation,
        headers: jsonHeaders(i),
        params: { pendingId },
      });
      expectFastApiShaped(result, `activate ${pendingId} ${activation}`);
    }
  });

  it("POST /v2/token with generated forms", async () => {
    for (let i = 0; i < CASES_PER_ROUTE / 4; i++) {
      const form = new URLSearchParams();
      for (const name of ["username", "password", "grant_type", pick(FIELDS)]) {
        if (random() < 0.7) form.set(name, String(randomValue(3)).slice(0, 300));
      }
      const result = await callRoute(issueToken, {
        method: "POST",
        body: form.toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expectFastApiShaped(result, `token ${form}`);
    }
  });
});
