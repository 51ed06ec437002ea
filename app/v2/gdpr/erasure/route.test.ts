import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getGiftCardRecord } from "@/app/v2/giftcards/gdpr/erasure/[requestId]/route";
import { POST as issueCard } from "@/app/v2/giftcards/programs/[programId]/cards/route";
import { GET as getLoyaltyRecord } from "@/app/v2/loyalty/gdpr/erasure/[requestId]/route";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { GiftCard } from "@/lib/db/models/gift-card";
import { Member } from "@/lib/db/models/member";
import { gdprRecordSchema } from "@/lib/schemas/gdpr";
import { personErasureResponseSchema } from "@/lib/schemas/loyalty-gdpr";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { loyaltyProgram, seedMember } from "@/lib/testing/gdpr-members";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { POST as erase } from "./route";

type Result = {
  requestId: string | null;
  status: string;
  affectedCards: string[];
  affectedMembers: string[];
  message: string;
};

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let giftPrograms: string;
let loyalty: string;

beforeAll(async () => {
  owner = await merchantWithToken();
  giftPrograms = (await giftCardProgram(owner.merchantId)).id;
  loyalty = (await loyaltyProgram(owner.merchantId)).id;
});

async function personWithCardAndMember() {
  const tag = randomBytes(4).toString("hex");
  const email = `both-${tag}@example.com`;
  const customerId = `crm-${tag}`;
  const issued = await callRoute(issueCard, {
    params: { programId: giftPrograms },
    token: owner.token,
    json: { initialValue: "15.00", customerEmail: email, customerId, customerName: "Jane Both" },
  });
  const cardId = (issued.data as { id: string }).id;
  const member = await seedMember({
    merchantId: owner.merchantId,
    programId: loyalty,
    email,
    externalId: customerId,
    points: [{ points: 5 }],
  });
  return { email, customerId, cardId, memberId: member.id };
}

const eraseCall = (json: unknown, query = "") =>
  callRoute(erase, { path: `/v2/gdpr/erasure${query}`, json, token: owner.token });

describe("POST /v2/gdpr/erasure (the dashboard's one-step request)", () => {
  it("counts, then erases, a person's gift cards and members in one stored request", async () => {
    const jane = await personWithCardAndMember();
    const dry = (await eraseCall({ customerEmail: jane.email }, "?dryRun=true")).data as Result;
    expect(personErasureResponseSchema.strict().safeParse(dry).error).toBeUndefined();
    expect(dry).toMatchObject({
      status: "dry_run",
      affectedCards: [jane.cardId],
      affectedMembers: [jane.memberId],
      message: "1 gift card and 1 member would be erased",
    });
    expect((await Member.findById(jane.memberId).lean())?.email).toBe(jane.email);

    const result = (await eraseCall({ customerId: jane.customerId, reason: "one step" })).data as Result;
    expect(result).toMatchObject({
      status: "completed",
      affectedCards: [jane.cardId],
      affectedMembers: [jane.memberId],
      message: "Erased the customer's data from 1 gift card and 1 member",
    });
    expect((await GiftCard.findById(jane.cardId).lean())?.customerEmail).toBeNull();
    expect((await Member.findById(jane.memberId).lean())?.status).toBe("erased");
    const stored = await GdprRequest.findById(result.requestId).lean();
    expect(stored?.covers).toEqual(["giftCards", "members"]);

    // Both audit trails show the one record, each in its own shape.
    const requestId = String(result.requestId);
    const asGiftCard = await callRoute(getGiftCardRecord, { params: { requestId }, token: owner.token });
    expect(gdprRecordSchema.strict().safeParse(asGiftCard.data).error).toBeUndefined();
    expect(asGiftCard.data).toMatchObject({ affectedCards: [jane.cardId] });
    const asLoyalty = await callRoute(getLoyaltyRecord, { params: { requestId }, token: owner.token });
    expect(asLoyalty.data).toMatchObject({ affectedCards: [jane.cardId], affectedMembers: [jane.memberId] });

    const repeat = (await eraseCall({ customerEmail: jane.email })).data as Result;
    expect(repeat).toMatchObject({ status: "no_match", affectedCards: [], affectedMembers: [] });
    expect(repeat.message).toBe(
      "No matching gift card or member holds data of this customer: nothing was left to erase",
    );
  });

  it("reaches only members when a memberId is named, only cards when a cardId is", async () => {
    const jane = await personWithCardAndMember();
    const byMember = (await eraseCall({ customerEmail: jane.email }, `?memberId=${jane.memberId}`))
      .data as Result;
    expect(byMember).toMatchObject({ affectedCards: [], affectedMembers: [jane.memberId] });
    expect((await GdprRequest.findById(byMember.requestId).lean())?.covers).toEqual(["members"]);
    expect((await GiftCard.findById(jane.cardId).lean())?.customerEmail).toBe(jane.email);
    const byCard = (await eraseCall({}, `?cardId=${jane.cardId}`)).data as Result;
    expect(byCard).toMatchObject({ affectedCards: [jane.cardId], affectedMembers: [] });
  });

  it("names both query ids in its 422 and answers 404 for another merchant's ids", async () => {
    const nobody = await eraseCall({});
    expect(nobody.data).toMatchObject({
      detail: [
        {
          type: "value_error",
          loc: ["body"],
          msg: "Value error, Say whose data is meant: give customerId, customerEmail, or the cardId or memberId query parameter",
        },
      ],
    });
    const jane = await personWithCardAndMember();
    const other = await merchantWithToken();
    for (const query of [`?memberId=${jane.memberId}`, `?cardId=${jane.cardId}`, `?programId=${loyalty}`]) {
      const foreign = await callRoute(erase, {
        path: `/v2/gdpr/erasure${query}`,
        json: { customerEmail: jane.email },
        token: other.token,
      });
      expect(foreign.status, query).toBe(404);
    }
    expect((await Member.findById(jane.memberId).lean())?.status).toBe("active");
  });
});
