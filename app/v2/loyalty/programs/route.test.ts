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

describe("GET /v2/loyalty/programs — sort and status (issue 11)", () => {
  let sortToken: string;
  const created = ["beta 10", "Älpha", "beta 9", "Charlie"];
  const sorted = (query: string) =>
    callRoute(GET, { path: `/v2/loyalty/programs${query}`, token: sortToken }).then((response) => {
      expect(response.status, query).toBe(200);
      return (response.data as Page).items.map((item) => item.name);
    });

  beforeAll(async () => {
    const account = await merchantWithToken();
    sortToken = account.token;
    const ids: string[] = [];
    for (const name of created) {
      const response = await callRoute(createProgram, {
        json: { passTypeIdentifier: "pass.sort", name },
        token: sortToken,
      });
      ids.push((response.data as { id: string }).id);
    }
    const { POST: archive } = await import("./[programId]/archive/route");
    for (const programId of [ids[1], ids[3]] as string[]) {
      const response = await callRoute(archive, { method: "POST", params: { programId }, token: sortToken });
      expect(response.status).toBe(200);
    }
  });

  it("orders by created date both ways, newest first by default", async () => {
    expect(await sorted("")).toEqual([...created].reverse());
    expect(await sorted("?sort=-createdAt")).toEqual([...created].reverse());
    expect(await sorted("?sort=createdAt")).toEqual(created);
  });

  it("orders by name ignoring case and accents, numbers by value, both ways", async () => {
    expect(await sorted("?sort=name")).toEqual(["Älpha", "beta 9", "beta 10", "Charlie"]);
    expect(await sorted("?sort=-name")).toEqual(["Charlie", "beta 10", "beta 9", "Älpha"]);
  });

  it("filters by status, with search, sort and paging applied to what is left", async () => {
    expect(await sorted("?status=archived&sort=name")).toEqual(["Älpha", "Charlie"]);
    expect(await sorted("?status=active&sort=name")).toEqual(["beta 9", "beta 10"]);
    const page = await callRoute(GET, {
      path: "/v2/loyalty/programs?status=active&sort=-name&limit=1&page=2&q=BETA",
      token: sortToken,
    });
    expect(page.data).toMatchObject({ total: 2, items: [{ name: "beta 9", status: "active" }] });
  });

  it("rejects unknown sort and status values in the Pydantic shape", async () => {
    const response = await callRoute(GET, {
      path: "/v2/loyalty/programs?sort=updatedAt&status=deleted",
      token: sortToken,
    });
    expect(response.status).toBe(422);
    expect(response.data).toEqual({
      detail: [
        {
          type: "enum",
          loc: ["query", "status"],
          msg: "Input should be 'active' or 'archived'",
          input: "deleted",
          ctx: { expected: "'active' or 'archived'" },
        },
        {
          type: "enum",
          loc: ["query", "sort"],
          msg: "Input should be '-createdAt', 'createdAt', 'name' or '-name'",
          input: "updatedAt",
          ctx: { expected: "'-createdAt', 'createdAt', 'name' or '-name'" },
        },
      ],
    });
    const empty = await callRoute(GET, { path: "/v2/loyalty/programs?sort=", token: sortToken });
    expect(empty.status).toBe(422);
  });
});
