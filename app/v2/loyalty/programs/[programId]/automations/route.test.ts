import { beforeAll, describe, expect, it } from "vitest";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { loyaltyProgram } from "@/lib/testing/members";
import { GET, PUT } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Issue = { type: string; loc: (string | number)[]; msg: string };

let owner: Account;
let stranger: Account;
let programId: string;

const allOff = {
  welcome: { enabled: false, text: "", points: 0 },
  birthday: { enabled: false, text: "", points: 0, daysBefore: 0 },
  winBack: { enabled: false, afterDays: 30, text: "", points: 0 },
  pointsExpiring: { enabled: false, daysBefore: 14, text: "" },
};
const configured = {
  welcome: { enabled: true, text: "Welcome!", points: 50 },
  birthday: { enabled: true, text: "Happy birthday", points: 100, daysBefore: 30 },
  winBack: { enabled: true, afterDays: 7, text: "We miss you", points: 20 },
  pointsExpiring: { enabled: true, daysBefore: 60, text: "Your points expire soon" },
};

beforeAll(async () => {
  owner = await merchantWithToken("Automations Café");
  stranger = await merchantWithToken("Automations Stranger");
  programId = (await loyaltyProgram(owner.merchantId)).id;
});

const get = (token = owner.token) => callRoute(GET, { params: { programId }, token });
const put = (json: unknown, token = owner.token) => callRoute(PUT, { params: { programId }, json, token });

describe("GET|PUT /v2/loyalty/programs/{programId}/automations", () => {
  it("answers all four disabled until set, then what was stored", async () => {
    const before = await get();
    expect(before.status).toBe(200);
    expect(before.data).toEqual(allOff);
    const stored = await put(configured);
    expect(stored.status).toBe(200);
    expect(stored.data).toEqual(configured);
    expect((await get()).data).toEqual(configured);
    // The bounds themselves are accepted.
    const lowest = {
      ...configured,
      birthday: { ...configured.birthday, daysBefore: 0 },
      winBack: { ...configured.winBack, afterDays: 365 },
      pointsExpiring: { ...configured.pointsExpiring, daysBefore: 1 },
    };
    expect((await put(lowest)).status).toBe(200);
    expect(await put(configured)).toMatchObject({ status: 200 });
  });

  it("answers bad input with a Pydantic-shaped 422 and changes nothing", async () => {
    await put(configured);
    const withSection = (name: keyof typeof configured, change: Record<string, unknown>) => ({
      ...configured,
      [name]: { ...configured[name], ...change },
    });
    const cases: [unknown, (string | number)[], string][] = [
      [withSection("birthday", { daysBefore: 31 }), ["body", "birthday", "daysBefore"], "less_than_equal"],
      [withSection("birthday", { daysBefore: -1 }), ["body", "birthday", "daysBefore"], "greater_than_equal"],
      [withSection("winBack", { afterDays: 6 }), ["body", "winBack", "afterDays"], "greater_than_equal"],
      [withSection("winBack", { afterDays: 366 }), ["body", "winBack", "afterDays"], "less_than_equal"],
      [
        withSection("pointsExpiring", { daysBefore: 0 }),
        ["body", "pointsExpiring", "daysBefore"],
        "greater_than_equal",
      ],
      [
        withSection("pointsExpiring", { daysBefore: 61 }),
        ["body", "pointsExpiring", "daysBefore"],
        "less_than_equal",
      ],
      [withSection("welcome", { points: -1 }), ["body", "welcome", "points"], "greater_than_equal"],
      [withSection("welcome", { text: "x".repeat(251) }), ["body", "welcome", "text"], "string_too_long"],
      [withSection("welcome", { text: "" }), ["body", "welcome", "text"], "value_error"],
      [withSection("winBack", { enabled: "maybe" }), ["body", "winBack", "enabled"], "bool_parsing"],
      [{ ...configured, welcome: undefined }, ["body", "welcome"], "missing"],
    ];
    for (const [json, loc, type] of cases) {
      const response = await put(json);
      expect(response.status, JSON.stringify(loc)).toBe(422);
      const detail = (response.data as { detail: Issue[] }).detail;
      expect(detail, JSON.stringify(loc)).toContainEqual(expect.objectContaining({ loc, type }));
    }
    expect((await get()).data).toEqual(configured);
  });

  it("answers another merchant's program 404 and changes nothing", async () => {
    expect((await get(stranger.token)).status).toBe(404);
    expect((await put(allOff, stranger.token)).status).toBe(404);
    expect((await get()).data).toEqual(configured);
  });
});
