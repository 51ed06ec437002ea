import { randomInt } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { User } from "@/lib/db/models/user";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { readOutbox } from "@/lib/mail/outbox";
import { SIGNUP_RATE_LIMIT } from "@/lib/schemas/signup";
import { createMerchantWithOwner } from "@/lib/services/accounts/create-account";
import { callRoute } from "@/lib/testing/call-route";
import { deliverMail } from "@/lib/testing/outbox";
import { clockAwayFromWindowEnd } from "@/lib/testing/rate-limit-window";
import { latestVerificationCode, uniqueClientIp, validSignup } from "@/lib/testing/signup";
import { POST } from "./route";

const submit = (json: unknown, clientIp = uniqueClientIp(), headers: Record<string, string> = {}) =>
  callRoute(POST, {
    path: "/v2/signup/pending",
    json,
    headers: { [CLIENT_IP_HEADER]: clientIp, ...headers },
  });

const pendingIdOf = (data: unknown) => (data as { pendingId: string }).pendingId;
const detailOf = (data: unknown) => (data as { detail: Record<string, unknown>[] }).detail;

describe("POST /v2/signup/pending — state table", () => {
  it("none → pending: 201 with the id of a new pending user row holding the submission", async () => {
    const body = validSignup();
    const response = await submit(body);
    expect(response.status).toBe(201);
    const pendingId = pendingIdOf(response.data);
    expect(pendingId).toMatch(/^[0-9a-f]{24}$/);
    const row = await User.findById(pendingId).lean();
    expect(row).toMatchObject({
      email: body.email,
      status: "pending",
      role: "owner",
      name: "Ada Baker",
      emailVerified: false,
    });
    expect(row?.signup).toMatchObject({
      company: "Ada's Bakery",
      country: "DE",
      consent: { ip: "203.0.113.0", tosAt: new Date(body.consent.tosAt) },
      utm: { source: "newsletter", medium: "email", campaign: "launch" },
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(body.passwordHash);
    expect(JSON.stringify(row)).not.toContain("203.0.113.77");
    expect(await latestVerificationCode(body.email)).toMatch(/^\d{6}$/);
  });

  it("live pending → resumed: 200, same id, the latest data", async () => {
    const first = validSignup();
    const created = await submit(first);
    const again = await submit({
      ...first,
      email: `  ${first.email.toUpperCase()} `,
      name: "Ada B.",
      company: "Ada's Bakery & Café",
    });
    expect(again.status).toBe(200);
    expect(pendingIdOf(again.data)).toBe(pendingIdOf(created.data));
    expect(await User.countDocuments({ email: first.email })).toBe(1);
    const row = await User.findById(pendingIdOf(created.data)).lean();
    expect(row).toMatchObject({ name: "Ada B.", signup: { company: "Ada's Bakery & Café" } });
  });

  it("abandoned → resumed: 200, same id, active again", async () => {
    const body = validSignup();
    const pendingId = pendingIdOf((await submit(body)).data);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await User.updateOne({ _id: pendingId }, { $set: { "signup.lastActivityAt": eightDaysAgo } });
    const resumed = await submit(body);
    expect(resumed.status).toBe(200);
    expect(pendingIdOf(resumed.data)).toBe(pendingId);
    const row = await User.findById(pendingId).lean();
    expect(row?.status).toBe("pending");
    expect(row?.signup?.lastActivityAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row?.signup?.resumedAt).toBeInstanceOf(Date);
  });

  it("active account → 400 EMAIL_ALREADY_REGISTERED, nothing changed", async () => {
    const email = validSignup().email;
    await createMerchantWithOwner({
      merchantName: "Existing",
      owner: { email, name: "Existing Owner", password: "existing-password" },
    });
    const response = await submit(validSignup({ email: email.toUpperCase() }));
    expect(response.status).toBe(400);
    expect(response.data).toEqual({
      detail: { code: "EMAIL_ALREADY_REGISTERED", message: expect.any(String) },
    });
    const rows = await User.find({ email }).lean();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "active", name: "Existing Owner" });
  });
});

describe("POST /v2/signup/pending — language", () => {
  it("keeps the language the signup was made in (the page's choice over the browser's) and mails in it", async () => {
    const body = validSignup();
    const response = await submit(body, uniqueClientIp(), {
      cookie: "lp_lang=de",
      "accept-language": "en-US,en;q=0.9",
    });
    expect(response.status).toBe(201);
    expect((await User.findById(pendingIdOf(response.data)).lean())?.language).toBe("de");
    await deliverMail();
    const messages = await readOutbox(process.env.OUTBOX_DIR ?? ".outbox", body.email);
    expect(messages.at(-1)?.subject).toMatch(/Bestätigungscode/);
  });

  it("without a saved choice takes the browser's language", async () => {
    const body = validSignup();
    const response = await submit(body, uniqueClientIp(), { "accept-language": "en-GB" });
    expect((await User.findById(pendingIdOf(response.data)).lean())?.language).toBe("en");
    await deliverMail();
    const messages = await readOutbox(process.env.OUTBOX_DIR ?? ".outbox", body.email);
    expect(messages.at(-1)?.subject).toMatch(/verification code/);
  });
});

describe("POST /v2/signup/pending — bounds (422)", () => {
  it.each([
    [
      "passwordHash",
      "x".repeat(9),
      "string_too_short",
      "String should have at least 10 characters",
      { min_length: 10 },
    ],
    [
      "passwordHash",
      "x".repeat(201),
      "string_too_long",
      "String should have at most 200 characters",
      { max_length: 200 },
    ],
    ["name", "", "string_too_short", "String should have at least 1 character", { min_length: 1 }],
    [
      "name",
      "n".repeat(201),
      "string_too_long",
      "String should have at most 200 characters",
      { max_length: 200 },
    ],
    ["company", "", "string_too_short", "String should have at least 1 character", { min_length: 1 }],
    [
      "company",
      "c".repeat(201),
      "string_too_long",
      "String should have at most 200 characters",
      { max_length: 200 },
    ],
    ["country", "D", "string_too_short", "String should have at least 2 characters", { min_length: 2 }],
    ["country", "DEU", "string_too_long", "String should have at most 2 characters", { max_length: 2 }],
  ])("%s = %j → %s", async (field, value, type, msg, ctx) => {
    const response = await submit(validSignup({ [field]: value }));
    expect(response.status).toBe(422);
    expect(detailOf(response.data)).toEqual([{ type, loc: ["body", field], msg, input: value, ctx }]);
  });

  it.each([
    ["passwordHash", "x".repeat(10)],
    ["passwordHash", "x".repeat(200)],
    ["name", "n"],
    ["name", "n".repeat(200)],
    ["company", "c".repeat(200)],
  ])("%s at its bound (%j…) is accepted", async (field, value) => {
    expect((await submit(validSignup({ [field]: value }))).status).toBe(201);
  });

  it("counts length in code points, not UTF-16 units", async () => {
    expect((await submit(validSignup({ name: "😀".repeat(200) }))).status).toBe(201);
  });

  it("requires consent with its three timestamps", async () => {
    const { consent: _omitted, ...withoutConsent } = validSignup();
    const missingConsent = await submit(withoutConsent);
    expect(detailOf(missingConsent.data)).toEqual([
      { type: "missing", loc: ["body", "consent"], msg: "Field required", input: withoutConsent },
    ]);
    const body = validSignup();
    const consent = { dpaAt: body.consent.dpaAt, privacyAt: body.consent.privacyAt };
    const missingTos = await submit({ ...body, consent });
    expect(detailOf(missingTos.data)).toEqual([
      { type: "missing", loc: ["body", "consent", "tosAt"], msg: "Field required", input: consent },
    ]);
    const unparsable = await submit({ ...body, consent: { ...body.consent, privacyAt: "yesterday" } });
    expect(detailOf(unparsable.data)[0]).toMatchObject({
      type: "datetime_from_date_parsing",
      loc: ["body", "consent", "privacyAt"],
    });
  });

  it("rejects a malformed e-mail", async () => {
    const response = await submit(validSignup({ email: "ada.example.com" }));
    expect(detailOf(response.data)).toEqual([
      {
        type: "value_error",
        loc: ["body", "email"],
        msg: "value is not a valid email address: An email address must have an @-sign.",
        input: "ada.example.com",
        ctx: { reason: "An email address must have an @-sign." },
      },
    ]);
  });
});

describe("POST /v2/signup/pending — service codes (400) store nothing", () => {
  it.each([
    ["INVALID_COUNTRY", { country: "XX" }],
    [
      "CONSENT_TIMESTAMP_IN_FUTURE",
      { consent: { ...validSignup().consent, dpaAt: new Date(Date.now() + 3_600_000).toISOString() } },
    ],
    ["INVALID_CONSENT_IP", { consent: { ...validSignup().consent, ip: "203.0.113" } }],
    ["DISPOSABLE_EMAIL_DOMAIN", { email: "someone@mailinator.com" }],
  ])("%s", async (code, overrides) => {
    const body = validSignup(overrides);
    const response = await submit(body);
    expect(response.status).toBe(400);
    expect(response.data).toEqual({ detail: { code, message: expect.any(String) } });
    expect(await User.countDocuments({ email: body.email.toLowerCase() })).toBe(0);
  });

  it("accepts a lower-case country code and stores it upper-case", async () => {
    const response = await submit(validSignup({ country: "at" }));
    expect(response.status).toBe(201);
    expect((await User.findById(pendingIdOf(response.data)).lean())?.signup?.country).toBe("AT");
  });
});

describe("POST /v2/signup/pending — consent IP truncation", () => {
  it("truncates an IPv6 consent address to /48", async () => {
    const body = validSignup({ consent: { ...validSignup().consent, ip: "2001:db8:abcd:12::1" } });
    const row = await User.findById(pendingIdOf((await submit(body)).data)).lean();
    expect(row?.signup?.consent?.ip).toBe("2001:db8:abcd::");
  });

  it("without consent.ip stores the request's address, truncated", async () => {
    const body = validSignup({ consent: { ...validSignup().consent, ip: undefined } });
    const row = await User.findById(pendingIdOf((await submit(body, "192.0.2.201")).data)).lean();
    expect(row?.signup?.consent?.ip).toBe("192.0.2.0");
  });
});

describe("POST /v2/signup/pending — rate limit", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers the 21st request of a minute from one address with 429, whatever X-Forwarded-For says", async () => {
    const { windowEndsAt } = clockAwayFromWindowEnd(SIGNUP_RATE_LIMIT);
    const clientIp = uniqueClientIp();
    for (let i = 1; i <= 20; i++) {
      const response = await submit({ not: "even valid" }, clientIp, { "x-forwarded-for": `10.0.0.${i}` });
      expect(response.status).toBe(422);
      expect(response.headers.get("x-ratelimit-remaining")).toBe(String(20 - i));
    }
    const limited = await submit(validSignup(), clientIp, { "x-forwarded-for": "10.9.9.9" });
    expect(limited.status).toBe(429);
    expect(limited.data).toEqual({ detail: expect.stringContaining("Too many requests") });
    expect(limited.headers.get("x-ratelimit-limit")).toBe("20");
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(Number(limited.headers.get("x-ratelimit-reset"))).toBe(retryAfter);
    expect((await submit(validSignup(), uniqueClientIp())).status).toBe(201);
    // The next minute lets the address in again.
    vi.setSystemTime(windowEndsAt + 1_000);
    const nextMinute = await submit(validSignup(), clientIp);
    expect(nextMinute.status).toBe(201);
    expect(nextMinute.headers.get("x-ratelimit-remaining")).toBe("19");
  });
});

describe("POST /v2/signup/pending — rate limit per IPv6 network", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts every address of one /64 as one client: rotating through it gets no further than one address", async () => {
    clockAwayFromWindowEnd(SIGNUP_RATE_LIMIT);
    const network = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++)
      statuses.push((await submit({ not: "even valid" }, `${network}::${i.toString(16)}`)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(statuses[20]).toBe(429);
    // The neighbouring /64 is another subscriber.
    expect(
      (
        await submit(
          validSignup(),
          `${network.replace(/[0-9a-f]+$/, (group) => (Number.parseInt(group, 16) ^ 1).toString(16))}::1`,
        )
      ).status,
    ).toBe(201);
  });
});

describe("POST /v2/signup/pending — concurrency", () => {
  it("20 simultaneous first submissions of one e-mail create one row: one 201, nineteen 200", async () => {
    const body = validSignup();
    const responses = await Promise.all(Array.from({ length: 20 }, () => submit(body)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    expect(new Set(responses.map((response) => pendingIdOf(response.data))).size).toBe(1);
    expect(await User.countDocuments({ email: body.email })).toBe(1);
  });
});
