import { describe, expect, it } from "vitest";
import { pendingSignupResponseSchema } from "@/lib/schemas/signup";
import { interpretResponse, retryAfterSeconds } from "./api-result";

const interpret = (status: number, body: unknown, retryAfter: string | null = null) =>
  interpretResponse({ status, body, retryAfter, schema: pendingSignupResponseSchema });

describe("interpretResponse", () => {
  it("hands back valid data of a 2xx answer", () => {
    expect(interpret(201, { pendingId: "abc" })).toEqual({ ok: true, data: { pendingId: "abc" } });
    expect(interpret(200, { pendingId: "abc" })).toEqual({ ok: true, data: { pendingId: "abc" } });
  });

  it("treats a 2xx answer of the wrong shape as unexpected", () => {
    expect(interpret(200, { id: 1 })).toEqual({ ok: false, failure: { kind: "unexpected" } });
  });

  it("reads the code and message of a 400", () => {
    const body = { detail: { code: "EMAIL_ALREADY_REGISTERED", message: "An account … exists." } };
    expect(interpret(400, body)).toEqual({
      ok: false,
      failure: { kind: "code", code: "EMAIL_ALREADY_REGISTERED", message: "An account … exists." },
    });
  });

  it("keeps the well-formed items of a 422", () => {
    const body = {
      detail: [
        {
          type: "string_too_short",
          loc: ["body", "passwordHash"],
          msg: "String should have at least 10 characters",
        },
        { loc: "not-a-list", msg: "ignored" },
      ],
    };
    expect(interpret(422, body)).toEqual({
      ok: false,
      failure: {
        kind: "validation",
        issues: [
          {
            type: "string_too_short",
            loc: ["body", "passwordHash"],
            msg: "String should have at least 10 characters",
          },
        ],
      },
    });
  });

  it("reads Retry-After of a 429", () => {
    expect(interpret(429, { detail: "Too many requests: …" }, "17")).toEqual({
      ok: false,
      failure: { kind: "rate-limited", retryAfterSeconds: 17 },
    });
  });

  it("treats everything else as unexpected", () => {
    expect(interpret(500, { detail: "Internal Server Error" })).toEqual({
      ok: false,
      failure: { kind: "unexpected" },
    });
    expect(interpret(422, { detail: [] })).toEqual({ ok: false, failure: { kind: "unexpected" } });
    expect(interpret(400, null)).toEqual({ ok: false, failure: { kind: "unexpected" } });
  });
});

describe("retryAfterSeconds", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterSeconds("30")).toBe(30);
    expect(retryAfterSeconds("Wed, 01 Jan 2025 00:00:45 GMT", Date.parse("2025-01-01T00:00:00Z"))).toBe(45);
  });

  it("waits at least a second, and a minute when unsure", () => {
    expect(retryAfterSeconds("0")).toBe(1);
    expect(retryAfterSeconds(null)).toBe(60);
    expect(retryAfterSeconds("soon")).toBe(60);
  });
});
