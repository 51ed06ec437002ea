import { beforeAll, describe, expect, it } from "vitest";
import { POST as redeemCard } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/redeem/route";
import { POST as issueCard } from "@/app/v2/giftcards/programs/[programId]/cards/route";
import { overviewResponseSchema } from "@/lib/schemas/overview";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { GET as overview } from "./route";

type Owner = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Owner;
let other: Owner;

const read = (token: string, query = "") => callRoute(overview, { path: `/v2/overview${query}`, token });

beforeAll(async () => {
  [owner, other] = await Promise.all([merchantWithToken("Overview API"), merchantWithToken("Elsewhere")]);
});

describe("GET /v2/overview", () => {
  it("answers the documented shape, and the numbers move with a card issued and redeemed through the API", async () => {
    const before = await read(owner.token);
    expect(before.status).toBe(200);
    const empty = overviewResponseSchema.parse(before.data);
    expect(empty.days).toBe(30);
    expect(empty.metrics.cardsSold.total).toBe(0);

    const programId = (await giftCardProgram(owner.merchantId)).id;
    const issued = await callRoute(issueCard, {
      params: { programId },
      json: { initialValue: "40.00" },
      token: owner.token,
    });
    expect(issued.status).toBe(201);
    const cardId = (issued.data as { id: string }).id;
    const redeemed = await callRoute(redeemCard, {
      params: { programId, cardId },
      json: { amount: "15.25" },
      token: owner.token,
    });
    expect(redeemed.status).toBe(200);

    const after = overviewResponseSchema.parse((await read(owner.token, "?days=7")).data);
    expect(after.dates).toHaveLength(7);
    expect(after.programs.giftcard).toBe(1);
    expect(after.metrics.cardsSold).toMatchObject({ total: 1, daily: [0, 0, 0, 0, 0, 0, 1] });
    expect(after.giftCardMoney).toEqual([
      {
        currency: "EUR",
        outstanding: "24.75",
        sold: expect.objectContaining({ total: "40.00" }),
        redeemed: expect.objectContaining({ total: "15.25", daily: [...Array(6).fill("0.00"), "15.25"] }),
      },
    ]);
    // Another merchant's token reads that merchant's numbers only.
    const theirs = overviewResponseSchema.parse((await read(other.token)).data);
    expect(theirs.metrics.cardsSold.total).toBe(0);
    expect(theirs.giftCardMoney).toEqual([]);
  });

  it("refuses a missing token and a window out of bounds", async () => {
    expect((await callRoute(overview, { path: "/v2/overview" })).status).toBe(401);
    for (const days of ["0", "91", "thirty", "1.5"]) {
      const response = await read(owner.token, `?days=${days}`);
      expect(response.status, days).toBe(422);
      expect((response.data as { detail: { loc: string[] }[] }).detail[0]?.loc).toEqual(["query", "days"]);
    }
    expect((await read(owner.token, "?days=90")).status).toBe(200);
  });
});
