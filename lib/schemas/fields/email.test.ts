import { describe, expect, it } from "vitest";
import { toValidationItems } from "@/lib/errors/validation-error";
import { email } from "@/lib/schemas/fields";
import { SPECIAL_USE_DOMAIN_NAMES } from "@/lib/schemas/fields/email-syntax";

// Reasons as email-validator 2.4 (through pydantic 2.13's EmailStr) words them.
function reasonOf(input: unknown): string | undefined {
  const result = email().safeParse(input);
  if (result.success) return undefined;
  const [item] = toValidationItems(result.error, { source: "body", input });
  return item?.ctx?.reason as string | undefined;
}

describe("email", () => {
  it("returns the normalized address: domain lower-cased, local part as typed", () => {
    expect(email().parse("a@example.com")).toBe("a@example.com");
    expect(email().parse("John.Doe@Example.COM")).toBe("John.Doe@example.com");
    expect(email().parse("a@example.c")).toBe("a@example.c");
  });

  it("strips whitespace and display names, as pydantic does before email-validator", () => {
    expect(email().parse(" a@example.com")).toBe("a@example.com");
    expect(email().parse("a@example.com\n")).toBe("a@example.com");
    expect(email().parse("Name <a@example.com>")).toBe("a@example.com");
    expect(email().parse("<a@example.com>")).toBe("a@example.com");
  });

  it("lower-cases RFC 2142 mailbox names and normalizes international domains", () => {
    expect(email().parse("Postmaster@Example.com")).toBe("postmaster@example.com");
    expect(email().parse("a@EXÄMPLE.com")).toBe("a@exämple.com");
    expect(email().parse("a@xn--exmple-cua.com")).toBe("a@exämple.com");
    expect(email().parse("ä@example.com")).toBe("ä@example.com");
  });

  it("reports an invalid address as value_error with the reason in msg and ctx", () => {
    const result = email().safeParse("a");
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toValidationItems(result.error, { source: "body", input: "a" })).toEqual([
      {
        type: "value_error",
        loc: ["body"],
        msg: "value is not a valid email address: An email address must have an @-sign.",
        input: "a",
        ctx: { reason: "An email address must have an @-sign." },
      },
    ]);
    expect(result.error.issues[0]?.message).toBe(
      "value is not a valid email address: An email address must have an @-sign.",
    );
  });

  it.each([
    ["", "An email address must have an @-sign."],
    ["@example.com", "There must be something before the @-sign."],
    ["a@", "There must be something after the @-sign."],
    ["a@b", "The part after the @-sign is not valid. It should have a period."],
    ["a@localhost", "The part after the @-sign is not valid. It should have a period."],
    ["a@example.123", "The part after the @-sign is not valid. It is not within a valid top-level domain."],
    ["a b@example.com", "The email address contains invalid characters before the @-sign: SPACE."],
    ["a(comment)@example.com", "The email address contains invalid characters before the @-sign: '(', ')'."],
    ["a@exa mple.com", "The part after the @-sign contains invalid characters: SPACE."],
    ["a@@example.com", "The part after the @-sign contains invalid characters: '@'."],
    ["a@ex_ample.com", "The part after the @-sign contains invalid characters: '_'."],
    ["a..b@example.com", "An email address cannot have two periods in a row."],
    [".a@example.com", "An email address cannot start with a period."],
    ["a.@example.com", "An email address cannot have a period immediately before the @-sign."],
    ["a@.example.com", "An email address cannot have a period immediately after the @-sign."],
    ["a@example.com.", "An email address cannot end with a period."],
    ["a@-example.com", "An email address cannot have a hyphen immediately after the @-sign."],
    ["a@example-.com", "An email address cannot have a period and a hyphen next to each other."],
    ["a@[1.2.3.4]", "A bracketed IP address after the @-sign is not allowed here."],
    ['"a b"@example.com', "Quoting the part before the @-sign is not allowed here."],
    ["a\u200b@example.com", "The email address contains unsafe characters: ZERO WIDTH SPACE."],
    [
      "a<b@example.com",
      "An open angle bracket at the start of the email address has to be followed by a close angle bracket at the end.",
    ],
    [`a@${"x".repeat(250)}.com`, "The email address is too long after the @-sign (1 character too many)."],
    [
      "a@xn--exmple-ca.com",
      "The part after the @-sign is not valid IDNA (Codepoint U+0080 at position 3 of 'ex\\x80mple' not allowed).",
    ],
  ])("rejects %j: %s", (input, reason) => {
    expect(reasonOf(input)).toBe(reason);
  });

  it("rejects special-use domains but accepts example.com", () => {
    expect(SPECIAL_USE_DOMAIN_NAMES).toEqual(["arpa", "invalid", "local", "localhost", "onion", "test"]);
    const specialUse =
      "The part after the @-sign is a special-use or reserved name that cannot be used with email.";
    for (const input of [
      "a@test.test",
      "a@example.test",
      "a@foo.local",
      "a@x.invalid",
      "a@x.localhost",
      "a@x.onion",
      "a@x.home.arpa",
    ]) {
      expect(reasonOf(input)).toBe(specialUse);
    }
    expect(email().parse("someone@example.com")).toBe("someone@example.com");
    expect(email().parse("a@sub.example")).toBe("a@sub.example");
  });

  it("rejects non-strings with string_type", () => {
    const result = email().safeParse(1);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toValidationItems(result.error, { source: "body", input: 1 })).toEqual([
      { type: "string_type", loc: ["body"], msg: "Input should be a valid string", input: 1 },
    ]);
  });
});
