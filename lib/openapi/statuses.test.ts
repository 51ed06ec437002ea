import path from "node:path";
import { Types } from "mongoose";
import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { OPERATIONS, type Operation } from "@/lib/openapi/operations";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { type CallOptions, callRoute } from "@/lib/testing/call-route";
import { uniqueClientIp, validSignup } from "@/lib/testing/signup";

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;
type Responses = Record<string, { headers?: Record<string, unknown> }>;

const document = buildOpenApiDocument();
const APP = path.resolve(__dirname, "../../app");
const documented = (operation: Operation) =>
  (document.paths[operation.path] as Record<string, { responses: Responses }>)[operation.method]?.responses ??
  {};

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let staffToken: string;
let cookie: string;
let programId: string;
/** DELETE of a program gets its own, so the operations probed after it still find theirs. */
let deletableProgramId: string;

const program = { passTypeIdentifier: "pass.com.example.truth", name: "Truth" };
/** A body each known operation accepts; operations added later get `{}` (still a useful probe). */
const validBodies: Record<string, () => unknown> = {
  ProgramCreate: () => program,
  ProgramUpdate: () => ({ name: "Truth, renamed" }),
  PendingSignupRequest: () => validSignup(),
  ActivateSignupRequest: () => ({ code: "123456", password: "a-password-equivalent-secret" }),
  PasswordResetRequest: () => ({ email: owner.email }),
  PasswordResetConfirm: () => ({ token: "x".repeat(43), password: "a-new-passphrase" }),
  AccountUpdate: () => ({ name: "Truth Teller" }),
  // A wrong current password: the burst then reaches the sign-in throttle.
  PasswordChange: () => ({ currentPassword: "not the password", newPassword: "a-new-passphrase" }),
  TemplateCreate: () => ({ name: "Truth template", passType: "storeCard" }),
  TemplateUpdate: () => ({ name: "Truth template, renamed" }),
  OfferCreate: () => ({ name: "Truth offer" }),
  OfferUpdate: () => ({ name: "Truth offer, renamed" }),
  GiftCardIssue: () => ({ initialValue: "25.00", customerEmail: "holder@example.com" }),
  GiftCardAmount: () => ({ amount: "1.00" }),
  ProgramDuplicate: () => ({ name: "Truth, copied" }),
  GiftCardErasureRequest: () => ({ customerEmail: "holder@example.com", reason: "Asked by the holder" }),
  GiftCardExportRequest: () => ({ customerEmail: "holder@example.com", format: "json" }),
  MemberCreate: () => ({ email: `member-${new Types.ObjectId().toHexString()}@example.com` }),
  MemberUpdate: () => ({ firstName: "Truth" }),
  PointsAdjustment: () => ({ points: 5, reason: "Truth" }),
  Scan: () => ({ memberNumber: "UNKNOWN0000000000" }),
  RedemptionCreate: () => ({ memberId: new Types.ObjectId().toHexString() }),
};

beforeAll(async () => {
  owner = await merchantWithToken();
  ({ token: staffToken } = await staffWithToken());
  cookie = `next-auth.session-token=${await encode({ token: { sub: owner.userId }, secret: process.env.AUTH_SECRET ?? "" })}`;
  const { POST } = await import("@/app/v2/programs/route");
  programId = ((await callRoute(POST, { json: program, token: owner.token })).data as { id: string }).id;
  deletableProgramId = ((await callRoute(POST, { json: program, token: owner.token })).data as { id: string })
    .id;
});

/** Requests that provoke every kind of answer a handler has: auth failures, bad input, unknown ids, limits. */
function probesFor(operation: Operation): CallOptions[] {
  const params: Record<string, string> = {};
  let filled = operation.path;
  for (const name of operation.path.match(/\{([^}]+)\}/g) ?? []) {
    const key = name.slice(1, -1);
    const ownProgram = operation.operationId === "deleteProgram" ? deletableProgramId : programId;
    params[key] = key === "programId" ? ownProgram : new Types.ObjectId().toHexString();
    filled = filled.replace(name, params[key]);
  }
  const isForm = operation.body?.mediaType === "application/x-www-form-urlencoded";
  const valid = operation.body ? (validBodies[operation.body.name]?.() ?? {}) : undefined;
  const body = (value: unknown): Partial<CallOptions> =>
    value === undefined
      ? {}
      : isForm
        ? {
            body: new URLSearchParams(value as Record<string, string>).toString(),
            headers: { "content-type": "application/x-www-form-urlencoded" },
          }
        : { json: value };
  const base = { method: operation.method.toUpperCase(), path: filled, params };
  const withIp = (options: Partial<CallOptions>, ip = uniqueClientIp()): CallOptions => ({
    ...base,
    ...options,
    headers: { [CLIENT_IP_HEADER]: ip, ...options.headers },
  });
  const probes: CallOptions[] = [
    withIp({ ...body(valid) }),
    withIp({ ...body(valid), token: owner.token }),
    withIp({ ...body(valid), headers: { authorization: "Bearer not-a-token" } }),
    withIp({ ...body(valid), token: staffToken }),
    withIp({
      ...body(valid),
      token: staffToken,
      headers: { "x-merchant-id": new Types.ObjectId().toHexString() },
    }),
    withIp({ ...body(valid), token: staffToken, headers: { "x-merchant-id": "nope" } }),
    withIp({ ...body(valid), headers: { cookie, "sec-fetch-site": "cross-site" } }),
    withIp({
      ...base,
      path: filled.replace(/[0-9a-f]{24}/g, "not-an-id"),
      params: Object.fromEntries(Object.keys(params).map((key) => [key, "x"])),
      token: owner.token,
    }),
  ];
  if (operation.body) {
    probes.push(withIp({ body: "{", headers: { "content-type": "application/json" }, token: owner.token }));
    probes.push(
      withIp({ body: "{}", headers: { "content-length": String(10 * 1024 * 1024) }, token: owner.token }),
    );
  }
  if (operation.query) probes.push(withIp({ path: `${filled}?page=0&limit=x`, token: owner.token }));
  // A burst from one address: rate limits and the sign-in throttle.
  const burstIp = uniqueClientIp();
  const burst = isForm ? body({ username: owner.email, password: "wrong password" }) : body(valid);
  for (let i = 0; i < 22; i++)
    probes.push(withIp({ ...burst, token: operation.auth === "none" ? undefined : owner.token }, burstIp));
  return probes;
}

describe("the OpenAPI document tells the whole truth", () => {
  it.each(OPERATIONS)("$method $path: every status the handler answers is documented", async (operation) => {
    const route = (await import(
      path.join(APP, `${operation.path.replace(/\{([^}]+)\}/g, "[$1]")}/route.ts`)
    )) as Record<string, Handler>;
    const handler = route[operation.method.toUpperCase()] as Handler;
    const responses = documented(operation);
    const undocumented = new Set<string>();
    const seen = new Set<number>();
    for (const probe of probesFor(operation)) {
      const response = await callRoute(handler, probe);
      seen.add(response.status);
      if (!(String(response.status) in responses))
        undocumented.add(`${response.status} for ${JSON.stringify(probe).slice(0, 160)}`);
      for (const name of Object.keys(responses[String(response.status)]?.headers ?? {})) {
        // Every documented header of that answer is sent (rate-limit headers only where limits apply).
        if (name.startsWith("X-RateLimit") && response.status !== 429 && !operation.rateLimit) continue;
        expect(response.headers.has(name), `${response.status} ${operation.path} sends ${name}`).toBe(true);
      }
    }
    expect([...undocumented]).toEqual([]);
    // Operations with no auth and no input (the document, health) answer 200 to every probe.
    expect(seen.size).toBeGreaterThan(operation.auth === "none" && !operation.body ? 0 : 1);
    if (operation.auth !== "none") expect(seen).toContain(401);
    if (operation.rateLimit || operation.throttle) expect(seen).toContain(429);
  });

  it("documents 503 (with Retry-After) wherever the database is used, and 500 everywhere", () => {
    for (const operation of OPERATIONS) {
      const responses = documented(operation);
      expect(Object.keys(responses), `${operation.method} ${operation.path}`).toContain("500");
      if (operation.usesDatabase === false) continue;
      expect(responses["503"]?.headers, `${operation.method} ${operation.path}`).toHaveProperty(
        "Retry-After",
      );
    }
  });
});
