import { beforeAll, describe, expect, it } from "vitest";
import { GET as getProgram, PUT as updateProgram } from "@/app/v2/loyalty/programs/[programId]/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import { LONG_TEXT_MAX_LENGTH, POINT_NAME_MAX_LENGTH } from "@/lib/schemas/program";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";

// Issue 28, item 16: a program's point names, description and terms per language (decision 045).

type Detail = { detail: { type: string; loc: (string | number)[]; msg: string }[] };
let token: string;

beforeAll(async () => {
  ({ token } = await merchantWithToken("Translated Café"));
});

const create = (json: Record<string, unknown>) =>
  callRoute(createProgram, { json: { passTypeIdentifier: "pass.lang", name: "Beans", ...json }, token });

describe("program translations", () => {
  it("stores and answers the texts per language", async () => {
    const translations = {
      de: {
        customPointName: "Bohne",
        customPointsName: "Bohnen",
        description: "Kaffee",
        terms: "Kein Barwert",
      },
    };
    const created = await create({ customPointsName: "beans", translations });
    expect(created.status).toBe(201);
    const { id } = created.data as { id: string };
    const read = await callRoute(getProgram, { params: { programId: id }, token });
    expect(read.data).toMatchObject({ customPointsName: "beans", translations });
  });

  it("refuses a language the app does not speak with a 422 at its key", async () => {
    const answer = await create({ translations: { fr: { customPointsName: "grains" } } });
    expect(answer.status).toBe(422);
    expect((answer.data as Detail).detail).toMatchObject([
      { type: "extra_forbidden", loc: ["body", "translations", "fr"] },
    ]);
  });

  it("bounds each text like its base field", async () => {
    const answer = await create({
      translations: {
        de: {
          customPointsName: "b".repeat(POINT_NAME_MAX_LENGTH + 1),
          terms: "t".repeat(LONG_TEXT_MAX_LENGTH + 1),
        },
      },
    });
    expect(answer.status).toBe(422);
    expect((answer.data as Detail).detail).toMatchObject([
      { type: "string_too_long", loc: ["body", "translations", "de", "customPointsName"] },
      { type: "string_too_long", loc: ["body", "translations", "de", "terms"] },
    ]);
    const atTheLimit = await create({
      translations: { de: { customPointsName: "b".repeat(POINT_NAME_MAX_LENGTH) } },
    });
    expect(atTheLimit.status).toBe(201);
  });

  it("a refused update changes nothing", async () => {
    const created = await create({ translations: { de: { customPointsName: "Bohnen" } } });
    const { id } = created.data as { id: string };
    const refused = await callRoute(updateProgram, {
      method: "PUT",
      params: { programId: id },
      json: { name: "Renamed", translations: { de: { customPointsName: 5 } } },
      token,
    });
    expect(refused.status).toBe(422);
    const read = await callRoute(getProgram, { params: { programId: id }, token });
    expect(read.data).toMatchObject({ name: "Beans", translations: { de: { customPointsName: "Bohnen" } } });
  });
});
