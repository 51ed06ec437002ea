import { beforeAll, describe, expect, it } from "vitest";
import { getMemberOrThrow } from "@/lib/services/members/get-member";
import { changePoints } from "@/lib/services/members/points-rules";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { loyaltyProgram } from "@/lib/testing/members";
import { POST as join, GET as list } from "./route";

// Issue 28 item 9: prefix search by each field, sorting both ways, and the total.

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Page = { items: { id: string; firstName: string | null }[]; total: number; hasMore: boolean };

let owner: Account;
let stranger: Account;
let programId: string;
const ids: Record<string, string> = {};
const numbers: Record<string, string> = {};

const PEOPLE = [
  { firstName: "Anna", lastName: "Zimmer", email: "anna.z@example.com", phone: "0151 70717355", points: 30 },
  { firstName: "Bernd", lastName: "Albers", email: "bernd@cafe.example", phone: "030 1234567", points: 5 },
  { firstName: "Änne", lastName: "Müller", email: "aenne@example.org", phone: "0170 5550001", points: 12 },
  { firstName: "Carl", lastName: "Anders", email: "carl@example.com", phone: null, points: 0 },
] as const;

beforeAll(async () => {
  owner = await merchantWithToken("Search Owner");
  stranger = await merchantWithToken("Search Stranger");
  programId = (await loyaltyProgram(owner.merchantId, { name: "Search", country: "DE" })).id;
  // Another program of the same merchant with a matching name: never in this program's answers.
  const other = (await loyaltyProgram(owner.merchantId, { name: "Other", country: "DE" })).id;
  await callRoute(join, { params: { programId: other }, json: { firstName: "Anna" }, token: owner.token });
  const program = await getProgramOrThrow({
    merchantId: owner.merchantId,
    programId,
    programType: "loyalty",
  });
  for (const [index, { points, ...person }] of PEOPLE.entries()) {
    const response = await callRoute(join, { params: { programId }, json: person, token: owner.token });
    expect(response.status, JSON.stringify(response.data)).toBe(201);
    const body = response.data as { id: string; memberNumber: string };
    ids[person.firstName] = body.id;
    numbers[person.firstName] = body.memberNumber;
    if (points > 0) {
      const member = await getMemberOrThrow({ merchantId: owner.merchantId, programId, memberId: body.id });
      // Visits on fixed days: Anna's is the newest, then Änne's, then Bernd's; Carl never came.
      const day = [20, 5, 10][index] as number;
      await changePoints({
        member,
        program,
        plan: () => ({ points, source: "scan" }),
        now: () => new Date(Date.UTC(2026, 0, day, 12)),
      });
    }
  }
});

async function page(query: string, token = owner.token) {
  const response = await callRoute(list, { path: `/v2/x?${query}`, params: { programId }, token });
  expect(response.status, JSON.stringify(response.data)).toBe(200);
  return response.data as Page;
}
const names = async (query: string) => (await page(query)).items.map((item) => item.firstName);

describe("prefix search", () => {
  it("finds by the start of a first name, last name or full name, case and umlauts as typed", async () => {
    expect(await names("q=an")).toEqual(["Carl", "Anna"]); // Anders, Anna (newest first)
    expect(await names("q=ANN")).toEqual(["Anna"]);
    expect(await names("q=%C3%A4nne")).toEqual(["Änne"]);
    expect(await names("q=m%C3%BCl")).toEqual(["Änne"]);
    expect(await names("q=bernd%20al")).toEqual(["Bernd"]);
  });

  it("finds by the start of an e-mail, a phone (as typed nationally or with +49) or a member number", async () => {
    expect(await names("q=bernd%40ca")).toEqual(["Bernd"]);
    expect(await names("q=AENNE%40")).toEqual(["Änne"]);
    expect(await names("q=0151%20707")).toEqual(["Anna"]);
    expect(await names(`q=${encodeURIComponent("+49 30 123")}`)).toEqual(["Bernd"]);
    expect(await names("q=0170-555")).toEqual(["Änne"]);
    const number = numbers.Carl as string;
    expect(await names(`q=${number.slice(0, 6).toLowerCase()}`)).toContain("Carl");
    // Exact values keep working.
    expect(await names("q=anna.z%40example.com")).toEqual(["Anna"]);
    expect(await names(`q=${number}`)).toEqual(["Carl"]);
    expect(await names("q=zzz")).toEqual([]);
  });

  it("counts every match in total, whatever the page", async () => {
    const first = await page("q=an&limit=1");
    expect(first.items).toHaveLength(1);
    expect(first).toMatchObject({ total: 2, hasMore: true });
    expect(await page("limit=2")).toMatchObject({ total: 4, hasMore: true });
    expect((await page("q=example.com")).total).toBe(0);
    expect((await page("status=suspended")).total).toBe(0);
  });
});

describe("sorting", () => {
  it("sorts by name, points, last visit and joined, both ways", async () => {
    // "Anna Zimmer" before "Änne Müller": Ä sorts as A, then "anna" < "anne".
    expect(await names("sort=name")).toEqual(["Anna", "Änne", "Bernd", "Carl"]);
    expect(await names("sort=-name")).toEqual(["Carl", "Bernd", "Änne", "Anna"]);
    expect(await names("sort=points")).toEqual(["Carl", "Bernd", "Änne", "Anna"]);
    expect(await names("sort=-points")).toEqual(["Anna", "Änne", "Bernd", "Carl"]);
    expect(await names("sort=-lastVisit")).toEqual(["Anna", "Änne", "Bernd", "Carl"]);
    expect(await names("sort=lastVisit")).toEqual(["Bernd", "Änne", "Anna", "Carl"]);
    expect(await names("sort=joined")).toEqual(["Anna", "Bernd", "Änne", "Carl"]);
    expect(await names("sort=-joined")).toEqual(["Carl", "Änne", "Bernd", "Anna"]);
    expect(await names("sort=-points&q=an&limit=1")).toEqual(["Anna"]);
    expect(await names("sort=-points&offset=1&limit=2")).toEqual(["Änne", "Bernd"]);
  });

  it("refuses an unknown order with a Pydantic-shaped 422, and another merchant gets 404", async () => {
    const bad = await callRoute(list, {
      path: "/v2/x?sort=age",
      params: { programId },
      token: owner.token,
    });
    expect(bad.status).toBe(422);
    const detail = (bad.data as { detail: { type: string; loc: string[]; input: unknown }[] }).detail;
    expect(detail).toEqual([expect.objectContaining({ type: "enum", loc: ["query", "sort"], input: "age" })]);
    const foreign = await callRoute(list, {
      path: "/v2/x?q=an",
      params: { programId },
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
  });
});
