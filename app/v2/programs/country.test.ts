import { beforeAll, describe, expect, it } from "vitest";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { commandsSentBy } from "@/lib/testing/database-commands";
import { POST as join } from "../loyalty/programs/[programId]/members/route";
import { POST } from "./route";

let token: string;

beforeAll(async () => {
  ({ token } = await merchantWithToken("Café Köln", { country: "DE" }));
});

const create = (json: Record<string, unknown>) =>
  callRoute(POST, {
    path: "/v2/programs",
    json: { passTypeIdentifier: "pass.com.example.country", name: "Stamps", ...json },
    token,
  });

describe("POST /v2/programs — the program's country", () => {
  it("inherits the merchant's signup country, so a German mobile number without prefix is read as German", async () => {
    const created = await create({});
    expect(created.status).toBe(201);
    const program = created.data as { id: string; country: string | null };
    expect(program.country).toBe("DE");

    const member = await callRoute(join, {
      params: { programId: program.id },
      json: { email: `phone-${Date.now()}@example.com`, phone: "0151 70717355" },
      token,
    });
    expect(member.status, JSON.stringify(member.data)).toBe(201);
    expect((member.data as { phone: string }).phone).toBe("+4915170717355");
  });

  it("keeps a country the program names (also when the builder sends none as null)", async () => {
    expect(((await create({ country: "AT" })).data as { country: string }).country).toBe("AT");
    expect(((await create({ country: null })).data as { country: string }).country).toBe("DE");
  });

  it("reads the merchant's country once per process: a later program costs its insert alone", async () => {
    await create({});
    let country: unknown;
    const { sent } = await commandsSentBy(async () => {
      country = ((await create({})).data as { country: string }).country;
    });
    expect(country).toBe("DE");
    expect(sent).toEqual(["insert programs"]);
  });
});
