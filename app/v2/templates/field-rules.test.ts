import { beforeAll, describe, expect, it } from "vitest";
import { GET as getTemplate, PUT as updateTemplate } from "@/app/v2/templates/[templateId]/route";
import { POST as createTemplate } from "@/app/v2/templates/route";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";

// Issue 27: what Wallet or passkit-generator would drop from a pass is refused when the template is saved.

let token: string;
beforeAll(async () => {
  ({ token } = await merchantWithToken("Field Rules Café"));
});

const create = (json: unknown) => callRoute(createTemplate, { token, json });
const field = (key: string) => ({ key, label: key, value: key });
const fields = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => field(`${prefix}${index}`));
type Detail = { detail: Record<string, unknown>[] };

describe("four secondary and auxiliary fields combined", () => {
  it.each(["storeCard", "coupon", "generic"])(
    "a %s with 3 + 2 is a 422 at auxiliaryFields",
    async (passType) => {
      const auxiliaryFields = fields("a", 2);
      const answer = await create({
        name: "Crowded",
        passType,
        secondaryFields: fields("s", 3),
        auxiliaryFields,
      });
      expect(answer.status).toBe(422);
      expect((answer.data as Detail).detail).toEqual([
        {
          type: "value_error",
          loc: ["body", "auxiliaryFields"],
          msg: expect.stringMatching(
            /^Value error, A .+ shows at most 4 secondary and auxiliary fields together$/,
          ),
          input: auxiliaryFields,
          ctx: { error: {} },
        },
      ]);
    },
  );

  it("2 + 2 fits, and an event ticket keeps its own counts (4 + 4)", async () => {
    expect(
      (
        await create({
          name: "Fits",
          passType: "storeCard",
          secondaryFields: fields("s", 2),
          auxiliaryFields: fields("a", 2),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await create({
          name: "Ticket",
          passType: "eventTicket",
          secondaryFields: fields("s", 4),
          auxiliaryFields: fields("a", 4),
        })
      ).status,
    ).toBe(201);
  });

  it("is checked on update against the stored groups, and nothing changes", async () => {
    const created = await create({ name: "Card", passType: "storeCard", secondaryFields: fields("s", 4) });
    const templateId = (created.data as { id: string }).id;
    const updated = await callRoute(updateTemplate, {
      method: "PUT",
      token,
      params: { templateId },
      json: { auxiliaryFields: [field("extra")] },
    });
    expect(updated.status).toBe(422);
    expect((updated.data as Detail).detail[0]).toMatchObject({ loc: ["body", "auxiliaryFields"] });
    const stored = await callRoute(getTemplate, { token, params: { templateId } });
    expect(stored.data).toMatchObject({ auxiliaryFields: [] });
  });
});

describe("keys the pass itself uses, or used twice", () => {
  it.each([
    ["signature", "backFields"],
    ["terms", "backFields"],
    ["offers", "auxiliaryFields"],
    ["offer-123", "backFields"],
  ])("a field keyed %s is a 422 at its key", async (key, group) => {
    const answer = await create({
      name: "Reserved",
      passType: "storeCard",
      [group]: [field("mine"), field(key)],
    });
    expect(answer.status).toBe(422);
    expect((answer.data as Detail).detail).toEqual([
      {
        type: "value_error",
        loc: ["body", group, 1, "key"],
        msg: `Value error, The key ${key} is reserved for the pass's own fields`,
        input: key,
        ctx: { error: {} },
      },
    ]);
  });

  it("a key used twice over the pass is a 422 at the second one", async () => {
    const answer = await create({
      name: "Twice",
      passType: "storeCard",
      headerFields: [field("points")],
      backFields: [field("note"), field("points")],
    });
    expect(answer.status).toBe(422);
    expect((answer.data as Detail).detail[0]).toMatchObject({
      type: "value_error",
      loc: ["body", "backFields", 1, "key"],
      input: "points",
    });
  });
});
