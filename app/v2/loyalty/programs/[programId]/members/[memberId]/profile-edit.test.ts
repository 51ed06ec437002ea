import { beforeAll, describe, expect, it } from "vitest";
import { MemberProfileChange } from "@/lib/db/models/member-profile-change";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { loyaltyProgram } from "@/lib/testing/members";
import { POST as join } from "../route";
import { GET as listChanges } from "./profile-changes/route";
import { GET, PUT } from "./route";

// Issue 28 item 9: the merchant edits a member's profile; the change is a line of the member's history, and
// e-mail and phone keep their uniqueness (409, nothing changed).

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Member = Record<string, unknown> & { id: string };

let owner: Account;
let stranger: Account;
let programId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Profile Owner");
  stranger = await merchantWithToken("Profile Stranger");
  programId = (
    await loyaltyProgram(owner.merchantId, {
      country: "DE",
      customFields: [{ name: "drink", displayName: "Favourite drink", type: "text" }],
    })
  ).id;
});

async function joined(json: Record<string, unknown>): Promise<Member> {
  const response = await callRoute(join, { params: { programId }, json, token: owner.token });
  expect(response.status, JSON.stringify(response.data)).toBe(201);
  return response.data as Member;
}
const put = (memberId: string, json: unknown, token = owner.token) =>
  callRoute(PUT, { method: "PUT", params: { programId, memberId }, json, token });
type Change = { id: string; fields: string[]; by: string; createdAt: string };
async function history(memberId: string, token = owner.token, query = "") {
  const response = await callRoute(listChanges, {
    path: `/v2/x${query}`,
    params: { programId, memberId },
    token,
  });
  expect(response.status, JSON.stringify(response.data)).toBe(200);
  return (response.data as { items: Change[] }).items;
}

describe("editing a member's profile", () => {
  it("changes name, e-mail, phone, birthday and a custom field, and the history names what changed", async () => {
    const member = await joined({ firstName: "Jo", email: "jo@example.com", phone: "0151 70717355" });
    const response = await put(member.id, {
      firstName: "Johanna",
      lastName: "Berg",
      email: "Johanna@Example.com",
      phone: "0151 70717356",
      birthday: "1990-04-01",
      customFields: { drink: "Flat white" },
    });
    expect(response.status, JSON.stringify(response.data)).toBe(200);
    expect(response.data).toMatchObject({
      firstName: "Johanna",
      lastName: "Berg",
      email: "johanna@example.com",
      phone: "+4915170717356",
      birthday: "1990-04-01",
      customFields: { drink: "Flat white" },
    });
    const lines = await history(member.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.by).toBe("merchant");
    expect(lines[0]?.fields).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "birthday",
      "customFields.drink",
    ]);
    // Names only: no value of the change is stored in the history.
    const stored = JSON.stringify(await MemberProfileChange.find({ memberId: member.id }).lean());
    expect(stored).not.toContain("johanna@example.com");
    expect(stored).not.toContain("Flat white");
    // The old e-mail is free again; an unchanged PUT adds no line.
    expect((await joined({ email: "jo@example.com" })).id).not.toBe(member.id);
    expect((await put(member.id, { firstName: "Johanna" })).status).toBe(200);
    expect(await history(member.id)).toHaveLength(1);
    // A second change comes first; the API pages like the points history.
    expect((await put(member.id, { birthday: null, customFields: { drink: null } })).status).toBe(200);
    const [newest, oldest] = await history(member.id);
    expect(newest?.fields).toEqual(["birthday", "customFields.drink"]);
    expect(oldest?.id).toBe(lines[0]?.id);
    expect((await history(member.id, owner.token, "?limit=1&offset=1")).map((line) => line.id)).toEqual([
      lines[0]?.id,
    ]);
  });

  it("refuses an e-mail or phone another member has with 409 MEMBER_EXISTS and changes nothing", async () => {
    await joined({ email: "taken@example.com", phone: "0170 3333333" });
    const member = await joined({ firstName: "Kim", email: "kim@example.com", phone: "0170 4444444" });
    for (const clash of [
      { email: "TAKEN@example.com", firstName: "Changed" },
      { phone: "+49 170 3333333", firstName: "Changed" },
    ]) {
      const response = await put(member.id, clash);
      expect([response.status, response.data]).toMatchObject([409, { detail: { code: "MEMBER_EXISTS" } }]);
    }
    const read = await callRoute(GET, { params: { programId, memberId: member.id }, token: owner.token });
    expect(read.data).toMatchObject({ firstName: "Kim", email: "kim@example.com", phone: "+491704444444" });
    expect(await history(member.id)).toEqual([]);
  });

  it("answers another merchant 404 and bad input a Pydantic-shaped 422, changing nothing", async () => {
    const member = await joined({ firstName: "Lu" });
    expect((await put(member.id, { firstName: "Stolen" }, stranger.token)).status).toBe(404);
    const bad = await put(member.id, { email: "not-an-address", birthday: "1990-13-45", firstName: "X" });
    expect(bad.status).toBe(422);
    const detail = (bad.data as { detail: { loc: string[]; type: string; msg: string; input: unknown }[] })
      .detail;
    expect(detail.map((item) => item.loc.join("."))).toEqual(["body.email", "body.birthday"]);
    for (const item of detail)
      expect(item).toMatchObject({ type: expect.any(String), msg: expect.any(String) });
    const read = await callRoute(GET, { params: { programId, memberId: member.id }, token: owner.token });
    expect(read.data).toMatchObject({ firstName: "Lu" });
    expect(await history(member.id)).toEqual([]);
    const foreign = await callRoute(listChanges, {
      params: { programId, memberId: member.id },
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
  });
});
