import { describe, expect, it } from "vitest";
import { fieldOf, parseApiError, retryAfterSeconds } from "@/components/api/parse-api-error";

const headers = (values: Record<string, string>) => new Headers(values);

describe("parseApiError", () => {
  it("reads FastAPI's 422 list with loc, type, msg and ctx, dropping input", () => {
    const problem = parseApiError({
      status: 422,
      body: {
        detail: [
          {
            type: "string_too_long",
            loc: ["body", "name"],
            msg: "String should have at most 200 characters",
            input: "x".repeat(201),
            ctx: { max_length: 200 },
          },
          { type: "missing", loc: ["body", "customFields", 0, "name"], msg: "Field required", input: {} },
        ],
      },
    });
    expect(problem).toEqual({
      status: 422,
      code: "VALIDATION_ERROR",
      issues: [
        {
          loc: ["body", "name"],
          type: "string_too_long",
          msg: "String should have at most 200 characters",
          ctx: { max_length: 200 },
        },
        { loc: ["body", "customFields", 0, "name"], type: "missing", msg: "Field required", ctx: {} },
      ],
      retryAfterSeconds: null,
      requestId: null,
    });
  });

  it("skips 422 items that are not shaped like one", () => {
    const problem = parseApiError({
      status: 422,
      body: { detail: [null, "x", { loc: ["body"] }, { type: "missing" }] },
    });
    expect(problem.issues).toEqual([{ loc: [], type: "missing", msg: "", ctx: {} }]);
  });

  it("takes the code of {detail: {code, message}} and leaves the English message behind", () => {
    const problem = parseApiError({
      status: 409,
      body: { detail: { code: "PROGRAM_ARCHIVED", message: "The program is archived; unarchive it first" } },
    });
    expect(problem).toEqual({
      status: 409,
      code: "PROGRAM_ARCHIVED",
      issues: [],
      retryAfterSeconds: null,
      requestId: null,
    });
    expect(
      parseApiError({ status: 404, body: { detail: { code: "MERCHANT_NOT_FOUND", message: "…" } } }).code,
    ).toBe("MERCHANT_NOT_FOUND");
  });

  it("names {detail: '…'} answers by their status", () => {
    const codes = [400, 401, 403, 404, 405, 409, 413, 418, 500, 502].map(
      (status) => parseApiError({ status, body: { detail: "English text" } }).code,
    );
    expect(codes).toEqual([
      "BAD_REQUEST",
      "NOT_AUTHENTICATED",
      "FORBIDDEN",
      "NOT_FOUND",
      "METHOD_NOT_ALLOWED",
      "CONFLICT",
      "PAYLOAD_TOO_LARGE",
      "HTTP_ERROR",
      "SERVER_ERROR",
      "SERVER_ERROR",
    ]);
  });

  it("keeps Retry-After of 429 and 503, in seconds or as an HTTP date", () => {
    const limited = parseApiError({
      status: 429,
      body: { detail: "Too many" },
      headers: headers({ "Retry-After": "17" }),
    });
    expect(limited).toMatchObject({ code: "RATE_LIMITED", retryAfterSeconds: 17 });
    const down = parseApiError({
      status: 503,
      body: { detail: "Service Unavailable" },
      headers: headers({}),
    });
    expect(down).toMatchObject({ code: "SERVICE_UNAVAILABLE", retryAfterSeconds: 60 });
    expect(
      retryAfterSeconds(new Date(Date.UTC(2030, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2030, 0, 1)),
    ).toBe(30);
    expect(retryAfterSeconds("soon")).toBe(60);
  });

  it("keeps the request id of a server failure for support", () => {
    const crash = parseApiError({
      status: 500,
      body: { detail: "Internal Server Error" },
      headers: headers({ "X-Request-Id": "abc-123" }),
    });
    expect(crash).toMatchObject({ code: "SERVER_ERROR", requestId: "abc-123" });
    expect(
      parseApiError({ status: 404, body: null, headers: headers({ "X-Request-Id": "x" }) }).requestId,
    ).toBeNull();
  });

  it("reads bodies that are not JSON (proxy pages, empty answers) and JSON text from XMLHttpRequest", () => {
    expect(parseApiError({ status: 502, body: "<html><body>Bad Gateway</body></html>" })).toMatchObject({
      code: "SERVER_ERROR",
      issues: [],
    });
    expect(parseApiError({ status: 413, body: "" }).code).toBe("PAYLOAD_TOO_LARGE");
    expect(parseApiError({ status: 422, body: "[1, 2" }).issues).toEqual([]);
    const fromText = parseApiError({
      status: 422,
      body: JSON.stringify({ detail: [{ type: "missing", loc: ["body", "image"] }] }),
    });
    expect(fromText.issues).toEqual([{ loc: ["body", "image"], type: "missing", msg: "", ctx: {} }]);
  });

  it("calls a request that got no answer a network error", () => {
    expect(parseApiError({ status: 0, body: null })).toMatchObject({
      status: 0,
      code: "NETWORK_ERROR",
      issues: [],
    });
  });
});

describe("fieldOf", () => {
  it("names body fields by path and query parameters by name; path and header items belong to the form", () => {
    const at = (...loc: (string | number)[]) => fieldOf({ loc });
    expect(at("body", "customFields", 0, "name")).toBe("customFields.0.name");
    expect(at("query", "cardId")).toBe("cardId");
    expect(at("body")).toBe("");
    expect(at("path", "programId")).toBe("");
    expect(at("header", "x-merchant-id")).toBe("");
  });
});
