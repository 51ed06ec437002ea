import { beforeAll, describe, expect, it } from "vitest";
import { POST as createProgram } from "@/app/v2/programs/route";
import { programListSchema } from "@/lib/schemas/program-response";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { GET } from "./route";

type Page = { items: { name: string }[]; total: number; page: number; limit: number; offset: number };

let token: string;
const names = ["Alpha Stamps", "Beta Club", "Gamma Gift", "Delta Stamps", "Epsilon Club"];

beforeAll(async () => {
  ({ token } = await merchantWithToken());
  for (const name of names) {
    const response = await callRoute(createProgram, {
      json: { passTypeIdentifier: "pass.list", name },
      token,
    });
    expect(response.status).toBe(201);
  }
  // Another merchant's programs must never appear.
  const other = await merchantWithToken();
  await callRoute(createProgram, {
    json: { passTypeIdentifier: "pass.list", name: "Foreign Stamps" },
    token: other.token,
  });
});

const list = (query: string) => callRoute(GET, { path: `/v2/loyalty/programs${query}`, token });

describe("GET /v2/loyalty/programs", () => {
  it("lists the merchant's programs newest first with the default page", async () => {
    const response = await list("");
    expect(response.status).toBe(200);
    const page = response.data as Page;
    expect(page).toMatchObject({ total: 5, page: 1, limit: 250, offset: 0 });
    expect(page.items.map((item) => item.name)).toEqual([...names].reverse());
  });

  it("pages with page and limit", async () => {
    const page = (await list("?page=2&limit=2")).data as Page;
    expect(page).toMatchObject({ total: 5, page: 2, limit: 2, offset: 2 });
    expect(page.items.map((item) => item.name)).toEqual(["Gamma Gift", "Beta Club"]);
  });

  it("lets offset win over page", async () => {
    const page = (await list("?page=2&limit=2&offset=4")).data as Page;
    expect(page.items.map((item) => item.name)).toEqual(["Alpha Stamps"]);
    expect(page.offset).toBe(4);
  });

  it("searches case-insensitively with q, treating it as text, not a pattern", async () => {
    expect(((await list("?q=stamps")).data as Page).items.map((item) => item.name)).toEqual([
      "Delta Stamps",
      "Alpha Stamps",
    ]);
    expect(((await list("?q=.*")).data as Page).total).toBe(0);
  });

  it("rejects bad paging parameters with query locations", async () => {
    const response = await list("?limit=0&page=abc");
    expect(response.status).toBe(422);
    expect(response.data).toEqual({
      detail: [
        {
          type: "int_parsing",
          loc: ["query", "page"],
          msg: "Input should be a valid integer, unable to parse string as an integer",
          input: "abc",
        },
        {
          type: "greater_than_equal",
          loc: ["query", "limit"],
          msg: "Input should be greater than or equal to 1",
          input: "0",
          ctx: { ge: 1 },
        },
      ],
    });
  });
});

describe("GET /v2/loyalty/programs — integer parameters have documented maximums", () => {
  const lessThanOrEqual = (name: string, input: string, le: number) => ({
    type: "less_than_equal",
    loc: ["query", name],
    msg: `Input should be less than or equal to ${le}`,
    input,
    ctx: { le },
  });

  it("answers 422 above the maximum, also where a float would lose precision", async () => {
    for (const [name, input, le] of [
      ["page", "100001", 100_000],
      ["page", "100000000000000000000000000", 100_000],
      ["offset", "9007199254740993", 100_000_000],
      ["limit", "1001", 1000],
    ] as const) {
      const response = await list(`?${name}=${input}`);
      expect(response.status, `${name}=${input}`).toBe(422);
      expect((response.data as { detail: unknown[] }).detail).toEqual([lessThanOrEqual(name, input, le)]);
    }
  });

  it("answers the largest values with a page that keeps its own schema", async () => {
    const lastPage = await list("?page=100000&limit=1000");
    expect(lastPage.status).toBe(200);
    expect(programListSchema.safeParse(lastPage.data).success).toBe(true);
    expect(lastPage.data).toMatchObject({
      items: [],
      total: 5,
      page: 100_000,
      limit: 1000,
      offset: 99_999_000,
    });
    const farOffset = await list("?offset=100000000");
    expect(farOffset.status).toBe(200);
    expect(programListSchema.safeParse(farOffset.data).success).toBe(true);
  });
});
