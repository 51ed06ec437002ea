import { beforeAll, describe, expect, it } from "vitest";
import { PUT as updateTemplate } from "@/app/v2/templates/[templateId]/route";
import { POST as createTemplate } from "@/app/v2/templates/route";
import { PASS_PLACEHOLDERS } from "@/lib/passes/placeholders";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";

let token: string;
beforeAll(async () => {
  ({ token } = await merchantWithToken("Placeholder Café"));
});

const create = (json: unknown) => callRoute(createTemplate, { token, json });

describe("placeholders in template field values", () => {
  it("accepts every documented placeholder, and braces that are no name", async () => {
    const value = `${PASS_PLACEHOLDERS.map((name) => `{${name}}`).join(" ")} { } {5} {}`;
    const created = await create({ name: "All", passType: "storeCard", backFields: [{ key: "all", value }] });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ backFields: [{ key: "all", value }] });
  });

  it("an unknown placeholder is a 422 value_error at the field's value, and nothing is stored", async () => {
    const created = await create({
      name: "Typo",
      passType: "storeCard",
      primaryFields: [{ key: "p", value: "{pints} and {pints} and {name}" }],
    });
    expect(created.status).toBe(422);
    expect(created.data).toEqual({
      detail: [
        {
          type: "value_error",
          loc: ["body", "primaryFields", 0, "value"],
          msg: `Value error, Unknown placeholders {pints}, {name}; use ${PASS_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}`,
          input: "{pints} and {pints} and {name}",
          ctx: {
            error: {},
            placeholders: ["{pints}", "{name}"],
            allowed: PASS_PLACEHOLDERS.map((name) => `{${name}}`),
          },
        },
      ],
    });
  });

  it("is checked on update too", async () => {
    const created = await create({ name: "Fine", passType: "storeCard" });
    const id = (created.data as { id: string }).id;
    const updated = await callRoute(updateTemplate, {
      method: "PUT",
      token,
      params: { templateId: id },
      json: {
        backFields: [
          { key: "a", value: "ok {points}" },
          { key: "b", value: "{Points}" },
        ],
      },
    });
    expect(updated.status).toBe(422);
    expect((updated.data as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual([
      "body",
      "backFields",
      1,
      "value",
    ]);
  });
});
