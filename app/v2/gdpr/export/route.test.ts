import { beforeAll, describe, expect, it } from "vitest";
import { POST as issueCard } from "@/app/v2/giftcards/programs/[programId]/cards/route";
import { personExportResponseSchema } from "@/lib/schemas/loyalty-gdpr";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { loyaltyProgram, seedMember } from "@/lib/testing/gdpr-members";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { POST as exportData } from "./route";

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let cardId: string;
let memberId: string;
const email = "person-export@example.com";

beforeAll(async () => {
  owner = await merchantWithToken();
  const giftPrograms = (await giftCardProgram(owner.merchantId)).id;
  const loyalty = (await loyaltyProgram(owner.merchantId)).id;
  const issued = await callRoute(issueCard, {
    params: { programId: giftPrograms },
    token: owner.token,
    json: { initialValue: "9.50", customerEmail: email },
  });
  cardId = (issued.data as { id: string }).id;
  memberId = (
    await seedMember({ merchantId: owner.merchantId, programId: loyalty, email, points: [{ points: 7 }] })
  ).id;
});

const call = (json: unknown) => callRoute(exportData, { path: "/v2/gdpr/export", json, token: owner.token });

describe("POST /v2/gdpr/export (the dashboard's one-step export)", () => {
  it("answers the person's gift cards and memberships in one JSON document", async () => {
    const response = await call({ customerEmail: email });
    expect(personExportResponseSchema.strict().safeParse(response.data).error).toBeUndefined();
    expect(response.data).toMatchObject({
      cards: [{ id: cardId, balance: "9.50", customerEmail: email }],
      members: [{ id: memberId, balance: 7, email }],
    });
  });

  it("answers one CSV table with a kind column and both counts in headers", async () => {
    const response = await call({ customerEmail: email, format: "csv" });
    expect(response.headers.get("x-gdpr-gift-cards")).toBe("1");
    expect(response.headers.get("x-gdpr-members")).toBe("1");
    const [header, ...rows] = response.text.trim().split("\r\n");
    expect(header).toMatch(/^kind,id,programId,cardNumber,.*,memberNumber,.*,entries$/);
    expect(rows.map((row) => row.split(",")[0])).toEqual(["giftCard", "member"]);
    expect(rows.map((row) => row.split(",")[1])).toEqual([cardId, memberId]);
  });
});
