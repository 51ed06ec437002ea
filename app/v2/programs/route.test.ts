import { beforeAll, describe, expect, it } from "vitest";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { LINE_TEXT_PATTERN } from "@/lib/schemas/fields";
import { programResponseSchema } from "@/lib/schemas/program-response";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { POST } from "./route";

let token: string;
let merchantId: string;

beforeAll(async () => {
  ({ token, merchantId } = await merchantWithToken());
});

const minimal = { passTypeIdentifier: "pass.com.example.loyalty", name: "Coffee Stamps" };
const create = (json: unknown) => callRoute(POST, { path: "/v2/programs", json, token });
const detailOf = (data: unknown) => (data as { detail: Record<string, unknown>[] }).detail;

/** Sends one invalid field and returns the single 422 item it produces. */
async function onlyItem(fields: Record<string, unknown>) {
  const body = { ...minimal, ...fields };
  const response = await create(body);
  expect(response.status).toBe(422);
  const detail = detailOf(response.data);
  expect(detail).toHaveLength(1);
  return detail[0];
}

describe("POST /v2/programs — NUL characters", () => {
  it("answers 422 at the field, the same on MongoDB and on the embedded PostgreSQL, and stores nothing", async () => {
    const name = `Nul\u0000${Date.now()}`;
    expect(await onlyItem({ name })).toEqual({
      type: "string_pattern_mismatch",
      loc: ["body", "name"],
      msg: `String should match pattern '${LINE_TEXT_PATTERN}'`,
      input: name,
      ctx: { pattern: LINE_TEXT_PATTERN },
    });
    expect((await onlyItem({ customFields: [{ name: "x", options: ["\u0000"] }] }))?.loc).toEqual([
      "body",
      "customFields",
      0,
      "options",
      0,
    ]);
    await connectToDatabase();
    const stored = await Program.find({ merchantId }).lean();
    expect(stored.filter((program) => program.name.includes("\u0000"))).toEqual([]);
  });
});

describe("POST /v2/programs — success", () => {
  it("stores a minimal program with the documented defaults and answers 201", async () => {
    const response = await create(minimal);
    expect(response.status).toBe(201);
    const program = response.data as Record<string, unknown>;
    expect(program.id).toMatch(/^[0-9a-f]{24}$/);
    expect(program).toMatchObject({
      ...minimal,
      merchantId,
      schema: "tieredMembership",
      programType: "loyalty",
      retention_period_days: 30,
      customFields: [],
      requiredFields: [],
      website: null,
      scannerType: "Browser",
    });
    expect(Date.parse(String(program.createdAt))).not.toBeNaN();
  });

  it("gives a new loyalty program the browser scanner unless the request names one, null included", async () => {
    const scannerOf = async (fields: Record<string, unknown>) => {
      const response = await create({ ...minimal, ...fields });
      expect(response.status).toBe(201);
      return (response.data as Record<string, unknown>).scannerType;
    };
    expect(await scannerOf({})).toBe("Browser");
    expect(await scannerOf({ scannerType: "PassVerifier" })).toBe("PassVerifier");
    expect(await scannerOf({ scannerType: null })).toBeNull();
    // A gift-card program has no member cards to scan at the counter.
    expect(await scannerOf({ programType: "giftcard" })).toBeNull();
  });

  it("stores every field of the contract", async () => {
    const full = {
      ...minimal,
      schema: "stampCard",
      programType: "giftcard",
      description: "Ten stamps, one free coffee",
      language: "de",
      country: "DE",
      company: "Demo Roasters GmbH",
      address: "Hauptstraße 1, Berlin",
      website: "https://example.com",
      email: "hello@example.com",
      phone: "+49 30 123456",
      terms: "Valid in all shops.",
      pointsAddEmail: 5,
      pointsAddPhone: 5,
      pointsInstallPass: 10,
      pointsScanPass: 1,
      dynamicScanPoints: true,
      pointsReferral: 20,
      referralRequiredPoints: 50,
      scannerType: "PassVerifier",
      customPointsChangeMessage: "You now have %points% stamps",
      disableCustomPointsChangeMessage: false,
      customPointName: "stamp",
      customPointsName: "stamps",
      customFields: [{ name: "birthday", type: "date", displayName: "Birthday", required: true, points: 3 }],
      requiredFields: ["birthday"],
      retention_period_days: 365,
    };
    const response = await create(full);
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({
      ...full,
      website: "https://example.com/",
      customFields: [{ name: "birthday", type: "date", displayName: "Birthday", required: true, points: 3 }],
    });
  });

  it("coerces like Pydantic's lax mode and ignores unknown fields", async () => {
    const response = await create({
      ...minimal,
      pointsScanPass: "12",
      dynamicScanPoints: "yes",
      unknownField: 1,
    });
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({ pointsScanPass: 12, dynamicScanPoints: true });
    expect(response.data).not.toHaveProperty("unknownField");
  });

  it("accepts both ends of every stated bound", async () => {
    for (const retention_period_days of [0, 365]) {
      expect((await create({ ...minimal, retention_period_days })).status).toBe(201);
    }
    const longest = `https://example.com/${"a".repeat(2083 - "https://example.com/".length)}`;
    expect(longest).toHaveLength(2083);
    expect((await create({ ...minimal, website: longest })).status).toBe(201);
    expect((await create({ ...minimal, passTypeIdentifier: "pass." })).status).toBe(201);
  });
});

describe("POST /v2/programs — validation errors (exact FastAPI items)", () => {
  it("retention_period_days below 0", async () => {
    expect(await onlyItem({ retention_period_days: -1 })).toEqual({
      type: "greater_than_equal",
      loc: ["body", "retention_period_days"],
      msg: "Input should be greater than or equal to 0",
      input: -1,
      ctx: { ge: 0 },
    });
  });

  it("retention_period_days above 365", async () => {
    expect(await onlyItem({ retention_period_days: 366 })).toEqual({
      type: "less_than_equal",
      loc: ["body", "retention_period_days"],
      msg: "Input should be less than or equal to 365",
      input: 366,
      ctx: { le: 365 },
    });
  });

  it("passTypeIdentifier not starting with pass.", async () => {
    expect(await onlyItem({ passTypeIdentifier: "com.example.pass" })).toEqual({
      type: "string_pattern_mismatch",
      loc: ["body", "passTypeIdentifier"],
      msg: "String should match pattern '^pass\\..*'",
      input: "com.example.pass",
      ctx: { pattern: "^pass\\..*" },
    });
  });

  it("missing required name reports the enclosing object as input", async () => {
    const response = await create({ passTypeIdentifier: "pass.x" });
    expect(response.status).toBe(422);
    expect(detailOf(response.data)).toEqual([
      {
        type: "missing",
        loc: ["body", "name"],
        msg: "Field required",
        input: { passTypeIdentifier: "pass.x" },
      },
    ]);
  });

  it("schema outside the enum", async () => {
    expect(await onlyItem({ schema: "points" })).toEqual({
      type: "enum",
      loc: ["body", "schema"],
      msg: "Input should be 'stampCard', 'tieredMembership', 'specialOffers' or 'custom'",
      input: "points",
      ctx: { expected: "'stampCard', 'tieredMembership', 'specialOffers' or 'custom'" },
    });
  });

  it("programType and scannerType outside their enums", async () => {
    expect(await onlyItem({ programType: "coupon" })).toMatchObject({
      type: "enum",
      ctx: { expected: "'loyalty' or 'giftcard'" },
    });
    expect(await onlyItem({ scannerType: "browser" })).toMatchObject({
      type: "enum",
      loc: ["body", "scannerType"],
      ctx: { expected: "'Browser', 'PassVerifier', 'CodeReadr' or 'None'" },
    });
  });

  it("name that is not a string", async () => {
    expect(await onlyItem({ name: 123 })).toEqual({
      type: "string_type",
      loc: ["body", "name"],
      msg: "Input should be a valid string",
      input: 123,
    });
  });

  it("points that are not integers", async () => {
    expect(await onlyItem({ pointsScanPass: "ten" })).toEqual({
      type: "int_parsing",
      loc: ["body", "pointsScanPass"],
      msg: "Input should be a valid integer, unable to parse string as an integer",
      input: "ten",
    });
    expect(await onlyItem({ pointsScanPass: 1.5 })).toEqual({
      type: "int_from_float",
      loc: ["body", "pointsScanPass"],
      msg: "Input should be a valid integer, got a number with a fractional part",
      input: 1.5,
    });
    expect(await onlyItem({ pointsReferral: [1] })).toMatchObject({
      type: "int_type",
      loc: ["body", "pointsReferral"],
    });
  });

  it("booleans that cannot be interpreted", async () => {
    expect(await onlyItem({ dynamicScanPoints: "maybe" })).toEqual({
      type: "bool_parsing",
      loc: ["body", "dynamicScanPoints"],
      msg: "Input should be a valid boolean, unable to interpret input",
      input: "maybe",
    });
    expect(await onlyItem({ disableCustomPointsChangeMessage: {} })).toMatchObject({ type: "bool_type" });
  });

  it("invalid e-mail", async () => {
    expect(await onlyItem({ email: "not-an-email" })).toEqual({
      type: "value_error",
      loc: ["body", "email"],
      msg: "value is not a valid email address: An email address must have an @-sign.",
      input: "not-an-email",
      ctx: { reason: "An email address must have an @-sign." },
    });
  });

  it("website: too long, wrong scheme, empty, relative", async () => {
    const tooLong = `https://example.com/${"a".repeat(2064)}`;
    expect(tooLong).toHaveLength(2084);
    expect(await onlyItem({ website: tooLong })).toEqual({
      type: "url_too_long",
      loc: ["body", "website"],
      msg: "URL should have at most 2083 characters",
      input: tooLong,
      ctx: { max_length: 2083 },
    });
    expect(await onlyItem({ website: "ftp://example.com" })).toEqual({
      type: "url_scheme",
      loc: ["body", "website"],
      msg: "URL scheme should be 'http' or 'https'",
      input: "ftp://example.com",
      ctx: { expected_schemes: "'http' or 'https'" },
    });
    expect(await onlyItem({ website: "" })).toEqual({
      type: "url_parsing",
      loc: ["body", "website"],
      msg: "Input should be a valid URL, input is empty",
      input: "",
      ctx: { error: "input is empty" },
    });
    expect(await onlyItem({ website: "example.com" })).toMatchObject({
      type: "url_parsing",
      ctx: { error: "relative URL without a base" },
    });
  });

  it("customFields: not a list, bad item, nested loc with index", async () => {
    expect(await onlyItem({ customFields: "birthday" })).toEqual({
      type: "list_type",
      loc: ["body", "customFields"],
      msg: "Input should be a valid list",
      input: "birthday",
    });
    expect(await onlyItem({ customFields: [{ name: "ok" }, { type: "text" }] })).toEqual({
      type: "missing",
      loc: ["body", "customFields", 1, "name"],
      msg: "Field required",
      input: { type: "text" },
    });
    expect(await onlyItem({ customFields: [{ name: "x", type: "color" }] })).toMatchObject({
      type: "enum",
      loc: ["body", "customFields", 0, "type"],
    });
    expect(await onlyItem({ customFields: ["x"] })).toMatchObject({
      type: "model_attributes_type",
      loc: ["body", "customFields", 0],
    });
  });

  it("lists every failing field at once, in field order", async () => {
    const response = await create({ passTypeIdentifier: "x", name: "", retention_period_days: 1000 });
    expect(response.status).toBe(422);
    expect(detailOf(response.data).map((item) => [item.type, (item.loc as string[])[1]])).toEqual([
      ["string_pattern_mismatch", "passTypeIdentifier"],
      ["string_too_short", "name"],
      ["less_than_equal", "retention_period_days"],
    ]);
  });

  it("a body that is not an object", async () => {
    const response = await create([minimal]);
    expect(response.status).toBe(422);
    expect(detailOf(response.data)).toEqual([
      {
        type: "model_attributes_type",
        loc: ["body"],
        msg: "Input should be a valid dictionary or object to extract fields from",
        input: [minimal],
      },
    ]);
  });

  it("malformed JSON", async () => {
    const response = await callRoute(POST, {
      path: "/v2/programs",
      body: '{"name": "x",}',
      headers: { "content-type": "application/json" },
      token,
    });
    expect(response.status).toBe(422);
    expect(detailOf(response.data)).toEqual([
      {
        type: "json_invalid",
        loc: ["body", 13],
        msg: "JSON decode error",
        input: {},
        ctx: { error: "Expecting property name enclosed in double quotes" },
      },
    ]);
  });

  it("JSON nested deeper than 64 levels", async () => {
    const response = await callRoute(POST, {
      path: "/v2/programs",
      body: `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
      headers: { "content-type": "application/json" },
      token,
    });
    expect(response.status).toBe(422);
    expect(detailOf(response.data)).toEqual([
      {
        type: "json_invalid",
        loc: ["body", 64],
        msg: "JSON decode error",
        input: {},
        ctx: { error: "Maximum nesting depth of 64 exceeded" },
      },
    ]);
  });

  it("an empty body", async () => {
    const response = await callRoute(POST, { method: "POST", path: "/v2/programs", token });
    expect(response.status).toBe(422);
    expect(detailOf(response.data)).toEqual([
      { type: "missing", loc: ["body"], msg: "Field required", input: null },
    ]);
  });

  it("a body over 1 MiB is refused with 413 before it is read", async () => {
    const huge = JSON.stringify({ ...minimal, description: "x".repeat(1024 * 1024) });
    const response = await callRoute(POST, {
      path: "/v2/programs",
      body: huge,
      headers: { "content-type": "application/json", "content-length": String(huge.length) },
      token,
    });
    expect(response.status).toBe(413);
    expect(response.data).toEqual({ detail: expect.stringContaining("exceeds") });
  });
});

describe("POST /v2/programs — a URL's 2083 characters are counted as sent", () => {
  // A URL without a path is stored with "/" appended, so the stored form may be one character longer.
  const queryOnly = (length: number) => {
    const start = "https://example.com?q=";
    return `${start}${"a".repeat(length - start.length)}`;
  };

  it("takes a URL of exactly 2083 characters whose normalized form is 2084, and answers it by the response schema", async () => {
    const input = queryOnly(2083);
    const response = await create({ ...minimal, website: input });
    expect(response.status).toBe(201);
    const { website } = response.data as { website: string };
    expect(website).toBe(input.replace("example.com?", "example.com/?"));
    expect(website).toHaveLength(2084);
    expect(programResponseSchema.safeParse(response.data).error).toBeUndefined();
  });

  it("refuses 2084 characters as sent", async () => {
    const input = queryOnly(2084);
    expect(await onlyItem({ website: input })).toEqual({
      type: "url_too_long",
      loc: ["body", "website"],
      msg: "URL should have at most 2083 characters",
      input,
      ctx: { max_length: 2083 },
    });
  });
});
