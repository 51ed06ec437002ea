import { describe, expect, it } from "vitest";
import { de as apiDe } from "@/components/api/i18n/de";
import { en as apiEn } from "@/components/api/i18n/en";
import { parseApiError } from "@/components/api/parse-api-error";
import { imageProblemText, slotSizeText, templateIssueText } from "@/components/templates/error-text";
import { de } from "@/components/templates/i18n/de";
import { en } from "@/components/templates/i18n/en";
import { issueCtx, issueType } from "@/components/ui/typed-zod-resolver";
import { dimensionMessage, pixelRule } from "@/lib/passes/image-rules";
import { createTemplateSchema } from "@/lib/schemas/template";

const iconRule = pixelRule("storeCard", "icon", "ultra");
const slot = iconRule && {
  kind: "storeCard" as const,
  type: "icon" as const,
  resolution: "ultra" as const,
  rule: iconRule,
};

/** The API's answer to an icon of the wrong size: its English message, as the server words it. */
const refused = (width: number, height: number) =>
  parseApiError({
    status: 422,
    body: {
      detail: [
        {
          type: "value_error",
          loc: ["body", "image"],
          msg: `Value error, ${dimensionMessage({ kind: "storeCard", type: "icon", resolution: "ultra", width, height })}`,
          input: null,
          ctx: { error: {} },
        },
      ],
    },
  });

describe("slot sizes", () => {
  it("are worded in the page's language", () => {
    const normal = pixelRule("storeCard", "icon", "normal");
    const strip = pixelRule("storeCard", "strip", "high");
    const thumbnail = pixelRule("generic", "thumbnail", "normal");
    if (!normal || !strip || !thumbnail) throw new Error("rules missing");
    expect(slotSizeText(normal, en)).toBe("from 29×29 to 38×38");
    expect(slotSizeText(normal, de)).toBe("von 29×29 bis 38×38");
    expect(slotSizeText(strip, de)).toBe("höchstens 750×288");
    expect(slotSizeText(thumbnail, de)).toContain("Seitenverhältnis");
  });
});

describe("imageProblemText", () => {
  it("words a refused size from the slot's rule and the measured file, in German too", () => {
    if (!slot) throw new Error("rule missing");
    const size = { width: 200, height: 200 };
    expect(imageProblemText({ problem: refused(200, 200), slot, size, t: en, api: apiEn })).toBe(
      "The icon image (icon@3x.png) of a store card must be from 87×87 to 114×114 pixels; this image is 200×200.",
    );
    const german = imageProblemText({ problem: refused(200, 200), slot, size, t: de, api: apiDe });
    expect(german).toBe(
      "Das Bild „Symbol“ (icon@3x.png) eines Passes der Art „Kundenkarte“ muss von 87×87 bis 114×114 Pixel groß sein; dieses Bild hat 200×200.",
    );
    expect(german).not.toMatch(/must be|pixels/);
  });

  it("says a file could not be read when its size is fine or unknown", () => {
    if (!slot) throw new Error("rule missing");
    const unreadable = parseApiError({
      status: 422,
      body: {
        detail: [
          { type: "value_error", loc: ["body", "image"], msg: "Value error, The image file is empty" },
        ],
      },
    });
    expect(imageProblemText({ problem: unreadable, slot, size: null, t: de, api: apiDe })).toBe(
      de.slot.unreadable,
    );
  });

  it("words the other answers of an upload", () => {
    if (!slot) throw new Error("rule missing");
    const size = null;
    const tooLarge = parseApiError({ status: 413, body: { detail: "Request body too large" } });
    expect(imageProblemText({ problem: tooLarge, slot, size, t: de, api: apiDe })).toBe(
      de.statusMessages[413],
    );
    const offline = parseApiError({ status: 0, body: null });
    expect(imageProblemText({ problem: offline, slot, size, t: de, api: apiDe })).toBe(de.slot.failed);
    const missing = parseApiError({
      status: 422,
      body: { detail: [{ type: "missing", loc: ["body", "image"], msg: "Field required" }] },
    });
    expect(imageProblemText({ problem: missing, slot, size, t: de, api: apiDe })).toBe("Pflichtfeld.");
  });
});

describe("templateIssueText", () => {
  it("words the API's own rules of the designer from what the page knows", () => {
    const tooMany = { type: "value_error", msg: "Value error, A store card shows at most 1 primary field" };
    expect(
      templateIssueText({ field: "primaryFields", issue: tooMany, kind: "storeCard", t: de, api: apiDe }),
    ).toBe("Diese Passart zeigt hier nur 1 Feld.");
    const program = { type: "value_error", msg: "Value error, No such program" };
    expect(
      templateIssueText({ field: "programId", issue: program, kind: "generic", t: de, api: apiDe }),
    ).toBe(de.errors.noSuchProgram);
    const colour = { type: "string_pattern_mismatch", msg: "String should match pattern '…'" };
    expect(
      templateIssueText({ field: "labelColor", issue: colour, kind: "generic", t: en, api: apiEn }),
    ).toBe(en.errors.colour);
  });
});

describe("templateIssueText for what the pass would lose (issue 27)", () => {
  const valueError = { type: "value_error", msg: "Value error, …" };

  it("words the combined count of store cards, coupons and generic passes, and an event ticket's own", () => {
    expect(
      templateIssueText({ field: "auxiliaryFields", issue: valueError, kind: "coupon", t: en, api: apiEn }),
    ).toBe("This pass kind shows at most 4 secondary and auxiliary fields together.");
    expect(
      templateIssueText({
        field: "auxiliaryFields",
        issue: valueError,
        kind: "eventTicket",
        t: de,
        api: apiDe,
      }),
    ).toBe("Diese Passart zeigt hier höchstens 4 Felder.");
  });

  it("words a taken key, naming the pass's own keys", () => {
    const text = templateIssueText({
      field: "backFields.1.key",
      issue: valueError,
      kind: "storeCard",
      t: de,
      api: apiDe,
    });
    expect(text).toContain("Wählen Sie einen anderen Schlüssel");
    expect(text).toContain("signature");
  });
});

describe("templateIssueText for an unknown placeholder (issue 28)", () => {
  const allowed = "{points}, {stamps}, {tier}, {memberName}, {memberNumber}, {balance}, {expiresAt}";

  it("names the unknown placeholder and lists the allowed ones, from the API's answer, in both languages", () => {
    const problem = parseApiError({
      status: 422,
      body: {
        detail: [
          {
            type: "value_error",
            loc: ["body", "primaryFields", 0, "value"],
            msg: "Value error, Unknown placeholder {pints}; use …",
            input: "{pints}",
            ctx: { error: {}, placeholders: ["{pints}"], allowed: [] },
          },
        ],
      },
    });
    const [issue] = problem.issues;
    if (!issue) throw new Error("issue missing");
    const field = "primaryFields.0.value";
    expect(templateIssueText({ field, issue, kind: "storeCard", t: en, api: apiEn })).toBe(
      `Unknown placeholder {pints}. Use only these: ${allowed}.`,
    );
    expect(templateIssueText({ field, issue, kind: "storeCard", t: de, api: apiDe })).toBe(
      `Unbekannter Platzhalter {pints}. Verwenden Sie nur diese: ${allowed}.`,
    );
  });

  it("says the same when the page's own copy of the schema refuses the value before saving", () => {
    const local = createTemplateSchema.safeParse({
      name: "Typo",
      passType: "storeCard",
      backFields: [{ key: "b", value: "{pints} {name}" }],
    });
    const issue = local.error?.issues[0];
    if (!issue) throw new Error("expected the schema to refuse the value");
    const field = issue.path.join(".");
    const kindOfIssue = { type: issueType(issue), ctx: issueCtx(issue), msg: issue.message };
    expect(templateIssueText({ field, issue: kindOfIssue, kind: "storeCard", t: de, api: apiDe })).toBe(
      `Unbekannte Platzhalter {pints}, {name}. Verwenden Sie nur diese: ${allowed}.`,
    );
  });
});
