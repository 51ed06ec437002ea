import { beforeAll, describe, expect, it } from "vitest";
import { Promotion } from "@/lib/db/models/promotion";
import { PROMOTIONS_PER_PROGRAM_MAX } from "@/lib/schemas/promotion";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { loyaltyProgram } from "@/lib/testing/members";
import { GET as getOne, DELETE as remove, PUT as replace } from "./[promotionId]/route";
import { POST as create, GET as list } from "./route";

// Issue 29, bonus-point promotions (decision 051): the API's bounds.
type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Detail = { detail: { type: string; loc: (string | number)[]; msg: string }[] };

let owner: Account;
let stranger: Account;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([merchantWithToken("Promoter"), merchantWithToken("Stranger")]);
});

const happyHour = {
  name: "Happy hour",
  multiplier: 2,
  startAt: "2026-12-01T00:00:00Z",
  endAt: "2027-01-01T00:00:00Z",
  daysOfWeek: ["tue", "thu"],
  startTime: "15:00",
  endTime: "17:00",
  timeZone: "America/New_York",
};

const post = (programId: string, json: unknown, token = owner.token) =>
  callRoute(create, { params: { programId }, json, token });
const stored = (programId: string) => Promotion.countDocuments({ programId });

describe("promotions API", () => {
  it("creates, reads, lists, replaces and deletes a promotion", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const created = await post(program.id, happyHour);
    expect(created.status).toBe(201);
    const promotion = created.data as { id: string };
    expect(created.headers.get("location")).toBe(
      `/v2/loyalty/programs/${program.id}/promotions/${promotion.id}`,
    );
    expect(created.data).toMatchObject({
      ...happyHour,
      startAt: "2026-12-01T00:00:00.000Z",
      endAt: "2027-01-01T00:00:00.000Z",
      bonusPoints: null,
      programId: program.id,
    });
    const params = { programId: program.id, promotionId: promotion.id };
    expect((await callRoute(getOne, { params, token: owner.token })).data).toEqual(created.data);
    const listed = await callRoute(list, { params: { programId: program.id }, token: owner.token });
    expect((listed.data as { items: unknown[] }).items).toEqual([created.data]);

    // PUT replaces: the multiplier becomes a bonus, the day and time limits are cleared.
    const bonus = {
      name: "Opening week",
      bonusPoints: 50,
      startAt: happyHour.startAt,
      endAt: happyHour.endAt,
      timeZone: "UTC",
    };
    const replaced = await callRoute(replace, { method: "PUT", params, json: bonus, token: owner.token });
    expect(replaced.status).toBe(200);
    expect(replaced.data).toMatchObject({
      ...bonus,
      startAt: "2026-12-01T00:00:00.000Z",
      endAt: "2027-01-01T00:00:00.000Z",
      multiplier: null,
      daysOfWeek: null,
      startTime: null,
      endTime: null,
    });

    expect((await callRoute(remove, { method: "DELETE", params, token: owner.token })).status).toBe(204);
    expect((await callRoute(getOne, { params, token: owner.token })).status).toBe(404);
    expect(await stored(program.id)).toBe(0);
  });

  it.each([
    ["a multiplier of 0", { multiplier: 0 }, ["body", "multiplier"], "greater_than_equal"],
    ["a multiplier of 11", { multiplier: 11 }, ["body", "multiplier"], "less_than_equal"],
    ["both a multiplier and a bonus", { bonusPoints: 5 }, ["body", "bonusPoints"], "value_error"],
    ["neither a multiplier nor a bonus", { multiplier: null }, ["body", "multiplier"], "value_error"],
    ["a bonus of 0", { multiplier: null, bonusPoints: 0 }, ["body", "bonusPoints"], "greater_than_equal"],
    ["an end before the start", { endAt: "2026-11-30T00:00:00Z" }, ["body", "endAt"], "value_error"],
    ["an end at the start", { endAt: happyHour.startAt }, ["body", "endAt"], "value_error"],
    ["an unknown time zone", { timeZone: "Mars/Olympus" }, ["body", "timeZone"], "value_error"],
    ["a time that is no time", { startTime: "25:00" }, ["body", "startTime"], "string_pattern_mismatch"],
    ["a start time alone", { endTime: null }, ["body", "endTime"], "value_error"],
    ["an end time before the start time", { endTime: "14:00" }, ["body", "endTime"], "value_error"],
    ["an unknown day", { daysOfWeek: ["tuesday"] }, ["body", "daysOfWeek", 0], "enum"],
    ["no name", { name: "" }, ["body", "name"], "string_too_short"],
  ])("refuses %s with a Pydantic-shaped 422 and stores nothing", async (_, change, loc, type) => {
    const program = await loyaltyProgram(owner.merchantId);
    const answer = await post(program.id, { ...happyHour, ...change });
    expect(answer.status).toBe(422);
    const [first] = (answer.data as Detail).detail;
    expect([first?.type, first?.loc]).toEqual([type, loc]);
    expect(await stored(program.id)).toBe(0);
  });

  it("refuses a bad PUT and keeps the promotion as it was", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const { id } = (await post(program.id, happyHour)).data as { id: string };
    const params = { programId: program.id, promotionId: id };
    const answer = await callRoute(replace, {
      method: "PUT",
      params,
      json: { ...happyHour, bonusPoints: 10 },
      token: owner.token,
    });
    expect(answer.status).toBe(422);
    expect((await callRoute(getOne, { params, token: owner.token })).data).toMatchObject({
      multiplier: 2,
      bonusPoints: null,
    });
  });

  it("answers 404 for another merchant's program and promotion, and changes nothing", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const { id } = (await post(program.id, happyHour)).data as { id: string };
    const params = { programId: program.id, promotionId: id };
    const token = stranger.token;
    expect((await post(program.id, happyHour, token)).status).toBe(404);
    expect((await callRoute(list, { params: { programId: program.id }, token })).status).toBe(404);
    expect((await callRoute(getOne, { params, token })).status).toBe(404);
    const put = await callRoute(replace, {
      method: "PUT",
      params,
      json: { ...happyHour, name: "Mine" },
      token,
    });
    expect(put.status).toBe(404);
    expect((await callRoute(remove, { method: "DELETE", params, token })).status).toBe(404);
    // The stranger's own program with the owner's promotion id: still not theirs.
    const own = await loyaltyProgram(stranger.merchantId);
    expect((await callRoute(getOne, { params: { ...params, programId: own.id }, token })).status).toBe(404);
    expect(await Promotion.findById(id).lean()).toMatchObject({ name: "Happy hour" });
  });

  it(`holds at most ${PROMOTIONS_PER_PROGRAM_MAX} promotions per program: 409 PROMOTION_LIMIT_REACHED`, async () => {
    const program = await loyaltyProgram(owner.merchantId);
    await Promotion.insertMany(
      Array.from({ length: PROMOTIONS_PER_PROGRAM_MAX }, (_, index) => ({
        ...happyHour,
        name: `Promotion ${index}`,
        merchantId: owner.merchantId,
        programId: program.id,
      })),
    );
    const answer = await post(program.id, happyHour);
    expect(answer.status).toBe(409);
    expect((answer.data as { detail: { code: string } }).detail.code).toBe("PROMOTION_LIMIT_REACHED");
    expect(await stored(program.id)).toBe(PROMOTIONS_PER_PROGRAM_MAX);
  });
});
