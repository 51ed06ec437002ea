import { describe, expect, it } from "vitest";
import { toValidationItems, type ValidationErrorItem } from "@/lib/errors/validation-error";
import { HTTP_URL_MAX_LENGTH, httpUrl } from "@/lib/schemas/fields";

// Expected values and reasons come from pydantic 2.13's HttpUrl (Rust `url` crate messages).
function errorOf(input: unknown, maxLength?: number): ValidationErrorItem | undefined {
  const result = httpUrl({ maxLength }).safeParse(input);
  return result.success ? undefined : toValidationItems(result.error, { source: "body", input })[0];
}

describe("httpUrl", () => {
  it.each([
    ["https://example.com", "https://example.com/"],
    ["HTTP://EXAMPLE.COM", "http://example.com/"],
    ["https://example.com:443/", "https://example.com/"],
    ["http://Example.COM:80/a b?q=1 2#f g", "http://example.com/a%20b?q=1%202#f%20g"],
    ["  https://example.com  ", "https://example.com/"],
    ["https:example.com", "https://example.com/"],
    ["http://example.com/../a/./b", "http://example.com/a/b"],
    ["https://münchen.de/ä", "https://xn--mnchen-3ya.de/%C3%A4"],
    ["http://[::1]:8080/x", "http://[::1]:8080/x"],
  ])("normalizes %j to %j", (input, expected) => {
    expect(httpUrl().parse(input)).toBe(expected);
  });

  it.each([
    ["", "input is empty"],
    [" ", "relative URL without a base"],
    ["example.com", "relative URL without a base"],
    ["//example.com", "relative URL without a base"],
    ["https://", "empty host"],
    ["http://:80", "empty host"],
    ["http://user@", "empty host"],
    ["https://exa mple.com", "invalid international domain name"],
    ["https://exa<mple.com", "invalid international domain name"],
    ["https://example.com:99999", "invalid port number"],
    ["https://example.com:abc", "invalid port number"],
    ["http://[::1", "invalid IPv6 address"],
    ["http://1.2.3.256", "invalid IPv4 address"],
    ["Xtp://example.o<", "invalid domain character"],
  ])("rejects %j with url_parsing: %s", (input, reason) => {
    expect(errorOf(input)).toEqual({
      type: "url_parsing",
      loc: ["body"],
      msg: `Input should be a valid URL, ${reason}`,
      input,
      ctx: { error: reason },
    });
  });

  it("rejects other schemes with url_scheme", () => {
    for (const input of ["ftp://example.com", "mailto:a@b.c", "javascript:alert(1)"]) {
      expect(errorOf(input)).toEqual({
        type: "url_scheme",
        loc: ["body"],
        msg: "URL scheme should be 'http' or 'https'",
        input,
        ctx: { expected_schemes: "'http' or 'https'" },
      });
    }
  });

  it("bounds the input as sent to 2083 characters (code points) by default", () => {
    expect(HTTP_URL_MAX_LENGTH).toBe(2083);
    const atLimit = `https://example.com/${"a".repeat(2063)}`;
    expect(atLimit).toHaveLength(2083);
    expect(httpUrl().parse(atLimit)).toBe(atLimit);
    const overLimit = `${atLimit}a`;
    expect(errorOf(overLimit)).toEqual({
      type: "url_too_long",
      loc: ["body"],
      msg: "URL should have at most 2083 characters",
      input: overLimit,
      ctx: { max_length: 2083 },
    });
    // 2083 characters, 2100 UTF-8 bytes: taken, and stored percent-encoded (longer than what was sent).
    const nonAscii = `https://example.com/${"ä".repeat(2063)}`;
    expect(httpUrl().parse(nonAscii)).toBe(`https://example.com/${"%C3%A4".repeat(2063)}`);
    expect(errorOf(`${nonAscii}ä`)?.type).toBe("url_too_long");
    // A bare host gains a "/": 2083 characters sent, 2084 stored.
    const bareHost = `https://${"a".repeat(63)}.${"b".repeat(2083 - 8 - 64)}`;
    expect(bareHost).toHaveLength(2083);
    expect(httpUrl().parse(bareHost)).toHaveLength(2084);
    expect(errorOf("https://example.com/abc", 20)?.msg).toBe("URL should have at most 20 characters");
  });

  it("rejects non-strings with url_type", () => {
    expect(errorOf(1)).toEqual({
      type: "url_type",
      loc: ["body"],
      msg: "URL input should be a string or URL",
      input: 1,
    });
    expect(errorOf(null)?.type).toBe("url_type");
  });
});
