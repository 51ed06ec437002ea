import { beforeAll, describe, expect, it } from "vitest";
import { POST as createProgram } from "@/app/v2/programs/route";
import { OPENING_HOURS_MAX_LENGTH } from "@/lib/schemas/program";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { GET, PUT } from "./route";

// Issue 28, the card page: the shop's opening hours and its privacy notice are program fields.
let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Hours Shop");
  const created = await callRoute(createProgram, {
    json: {
      passTypeIdentifier: "pass.hours",
      name: "Hours",
      openingHours: "Mon–Fri 8–18\nSat 9–14",
      privacyUrl: "https://cafe.example/privacy",
    },
    token: owner.token,
  });
  expect(created.status).toBe(201);
  programId = (created.data as { id: string }).id;
});

const get = () =>
  callRoute(GET, { path: `/v2/loyalty/programs/${programId}`, params: { programId }, token: owner.token });
const put = (json: unknown) =>
  callRoute(PUT, {
    method: "PUT",
    path: `/v2/loyalty/programs/${programId}`,
    params: { programId },
    token: owner.token,
    json,
  });

describe("a program's opening hours and privacy notice", () => {
  it("are stored at create, answered by GET and cleared by null", async () => {
    expect((await get()).data).toMatchObject({
      openingHours: "Mon–Fri 8–18\nSat 9–14",
      privacyUrl: "https://cafe.example/privacy",
    });
    const cleared = await put({ openingHours: null, privacyUrl: null });
    expect(cleared.status).toBe(200);
    expect((await get()).data).toMatchObject({ openingHours: null, privacyUrl: null });
    await put({ openingHours: "Daily 7–19", privacyUrl: "https://cafe.example/datenschutz" });
    expect((await get()).data).toMatchObject({
      openingHours: "Daily 7–19",
      privacyUrl: "https://cafe.example/datenschutz",
    });
  });

  it("refuses a privacy notice that is not an http(s) address and hours beyond their bound, changing nothing", async () => {
    const response = await put({
      privacyUrl: "javascript:alert(1)",
      openingHours: "x".repeat(OPENING_HOURS_MAX_LENGTH + 1),
    });
    expect(response.status).toBe(422);
    const detail = (response.data as { detail: { loc: unknown[]; type: string }[] }).detail;
    expect(detail.map((issue) => issue.loc)).toEqual(
      expect.arrayContaining([
        ["body", "privacyUrl"],
        ["body", "openingHours"],
      ]),
    );
    expect(detail.find((issue) => issue.loc[1] === "openingHours")?.type).toBe("string_too_long");
    expect((await get()).data).toMatchObject({
      openingHours: "Daily 7–19",
      privacyUrl: "https://cafe.example/datenschutz",
    });
  });
});
