import { beforeAll, describe, expect, it } from "vitest";
import { POST as issueCard } from "@/app/v2/giftcards/programs/[programId]/cards/route";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { POST as exportData } from "./route";

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;
const ids: string[] = [];

beforeAll(async () => {
  owner = await merchantWithToken();
  programId = (await giftCardProgram(owner.merchantId)).id;
  for (const [customerEmail, customMessage] of [
    ["export@example.com", '=HYPERLINK("http://evil")'],
    ["export@example.com", 'Says "hi", twice'],
    ["someone@example.com", "not theirs"],
  ]) {
    const response = await callRoute(issueCard, {
      params: { programId },
      json: { initialValue: "7.25", customerEmail, customMessage },
      token: owner.token,
    });
    ids.push((response.data as { id: string }).id);
  }
});

const call = (json: unknown, query = "", token = owner.token) =>
  callRoute(exportData, { path: `/v2/giftcards/gdpr/export${query}`, json, token });

describe("POST /v2/giftcards/gdpr/export", () => {
  it("exports the person's cards with transactions as JSON and records it in the audit trail", async () => {
    const response = await call({ customerEmail: "EXPORT@example.com", reason: "Art. 15" });
    expect(response.status).toBe(200);
    const body = response.data as { requestId: string; cards: { id: string; transactions: unknown[] }[] };
    expect(body.cards.map((card) => card.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(body.cards[0]?.transactions).toEqual([expect.objectContaining({ kind: "issue", amount: "7.25" })]);
    // Who issued it is the merchant's staff, not the customer's data (decision 053).
    expect(body.cards[0]?.transactions[0]).not.toHaveProperty("actorUserId");
    expect(body.cards[0]?.transactions[0]).not.toHaveProperty("actorAppKeyId");
    const record = await GdprRequest.findById(body.requestId).lean();
    expect(record).toMatchObject({ kind: "export", status: "completed", format: "json" });
    expect(JSON.stringify(record)).not.toContain("export@example.com");
  });

  it("exports CSV with quoting and spreadsheet formulas neutralised", async () => {
    const response = await call({ customerEmail: "export@example.com", format: "csv" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("x-gdpr-request-id")).toMatch(/^[0-9a-f]{24}$/);
    const lines = response.text.trim().split("\r\n");
    expect(lines[0]).toMatch(/^id,programId,cardNumber,/);
    expect(lines).toHaveLength(3);
    expect(response.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(response.text).toContain('"Says ""hi"", twice"');
    expect(response.text).not.toContain("someone@example.com");
  });

  it("follows the erasure's identification rules", async () => {
    expect((await call({ format: "json" })).status).toBe(422);
    expect((await call({ customerEmail: "export@example.com", format: "xml" })).status).toBe(422);
    const other = await merchantWithToken();
    expect((await call({}, `?cardId=${ids[0]}`, other.token)).status).toBe(404);
    const byCard = (await call({}, `?cardId=${ids[2]}`)).data as { cards: { id: string }[] };
    expect(byCard.cards.map((card) => card.id)).toEqual([ids[2]]);
  });
});
