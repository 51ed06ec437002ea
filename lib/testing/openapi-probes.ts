import { generateKeyPairSync } from "node:crypto";
import { Types } from "mongoose";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import type { Operation } from "@/lib/openapi/operation";
import type { CallOptions } from "@/lib/testing/call-route";
import { uniqueClientIp, validSignup } from "@/lib/testing/signup";

export type ProbeContext = {
  owner: { token: string; email: string };
  staffToken: string;
  /** A dashboard session cookie of the owner. */
  cookie: string;
  /** The value of each `{param}` of the operation's path. */
  paramsOf: (operation: Operation) => Record<string, string>;
};

const program = { passTypeIdentifier: "pass.com.example.truth", name: "Truth" };

/** A body each known operation accepts; operations added later get `{}` (still a useful probe). */
export const validBodies: Record<string, (context: ProbeContext) => unknown> = {
  ProgramCreate: () => program,
  ProgramUpdate: () => ({ name: "Truth, renamed" }),
  PendingSignupRequest: () => validSignup(),
  ActivateSignupRequest: () => ({ code: "123456", password: "a-password-equivalent-secret" }),
  PasswordResetRequest: ({ owner }) => ({ email: owner.email }),
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
  GiftCardRedemption: () => ({ amount: "1.00" }),
  ProgramDuplicate: () => ({ name: "Truth, copied" }),
  GiftCardErasureRequest: () => ({ customerEmail: "holder@example.com", reason: "Asked by the holder" }),
  GiftCardExportRequest: () => ({ customerEmail: "holder@example.com", format: "json" }),
  MemberCreate: () => ({ email: `member-${new Types.ObjectId().toHexString()}@example.com` }),
  MemberUpdate: () => ({ firstName: "Truth" }),
  MemberImport: () => ({ rows: [{ email: `import-${new Types.ObjectId().toHexString()}@example.com` }] }),
  PointsAdjustment: () => ({ points: 5, reason: "Truth" }),
  Scan: () => ({ memberNumber: "UNKNOWN0000000000" }),
  RedemptionCreate: () => ({ memberId: new Types.ObjectId().toHexString() }),
  LocationCreate: () => ({
    name: "Hauptstraße",
    address: { line1: "Hauptstraße 1", postalCode: "10115", city: "Berlin", country: "DE" },
    latitude: 52.52,
    longitude: 13.405,
    timeZone: "Europe/Berlin",
  }),
  LocationUpdate: () => ({ relevantText: "Your card is ready" }),
  WebhookCreate: () => ({ url: "https://hooks.example.com/truth", events: ["giftcard.issued"] }),
  WebhookUpdate: () => ({ enabled: true }),
  WebhookSecretRotation: () => ({}),
  AppKeyCreate: () => ({ name: "Truth key", fullAccess: false }),
  InvitationCreate: () => ({
    email: `invitee-${new Types.ObjectId().toHexString()}@example.com`,
    role: "cashier",
  }),
  InvitationAccept: () => ({ name: "Truth Cashier", password: "a-new-passphrase" }),
  TeamMemberUpdate: () => ({ role: "manager", locationIds: [] }),
  PasskitRegistration: () => ({ pushToken: "ab".repeat(32) }),
  PasskitLog: () => ({ logs: ["Truth: a device's report"] }),
  GoogleWalletConfig: () => ({
    issuerId: "3388000000000000009",
    serviceAccount: { client_email: "truth@example.iam.gserviceaccount.com", private_key: truthKey() },
  }),
  PromotionInput: () => ({
    name: "Truth hour",
    multiplier: 2,
    startAt: "2026-01-01T00:00:00Z",
    endAt: "2027-01-01T00:00:00Z",
    timeZone: "Europe/Berlin",
  }),
  PublicJoin: () => ({
    email: `joiner-${new Types.ObjectId().toHexString()}@example.com`,
    consent: { privacyAt: new Date(Date.now() - 60_000).toISOString() },
  }),
};

let truthKeyPem: string | undefined;
/** An RSA key in PKCS#8, made once per test file. */
function truthKey(): string {
  truthKeyPem ??= generateKeyPairSync("rsa", { modulusLength: 2048 })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString();
  return truthKeyPem;
}

/** The documented path with its `{param}`s filled in. */
export function fillPath(operation: Operation, params: Record<string, string>): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? name);
}

/** Every `{param}` a fresh ObjectId, except `programId` (the context's). */
export function randomIdsFor(operation: Operation, programId: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, key] of operation.path.matchAll(/\{([^}]+)\}/g))
    params[key as string] = key === "programId" ? programId : new Types.ObjectId().toHexString();
  return params;
}

/** Requests that provoke every kind of answer a handler has: auth failures, bad input, unknown ids, limits. */
export function probesFor(operation: Operation, context: ProbeContext): CallOptions[] {
  const { owner, staffToken, cookie } = context;
  const params = context.paramsOf(operation);
  const filled = fillPath(operation, params);
  const isForm = operation.body?.mediaType === "application/x-www-form-urlencoded";
  const valid = operation.body ? (validBodies[operation.body.name]?.(context) ?? {}) : undefined;
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
  // A burst from one address: rate limits (20 a minute in a sliding window; twice that many, a margin should a
  // limit ever count fixed windows again) and the sign-in throttle.
  const burstIp = uniqueClientIp();
  const burst = isForm ? body({ username: owner.email, password: "wrong password" }) : body(valid);
  for (let i = 0; i < (operation.rateLimit ? 42 : 22); i++)
    probes.push(withIp({ ...burst, token: operation.auth === "none" ? undefined : owner.token }, burstIp));
  return probes;
}
