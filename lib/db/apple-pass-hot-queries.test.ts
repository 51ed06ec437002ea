import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { GET as getCardPass } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/pass/route";
import { GET as getMemberPass } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/pass/route";
import { GET as getSamplePass } from "@/app/v2/loyalty/programs/[programId]/pass/sample/route";
import { POST as uploadImage } from "@/app/v2/templates/[templateId]/images/[type]/[resolution]/route";
import { POST as createTemplate } from "@/app/v2/templates/route";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { imageForm, imageOf } from "@/lib/testing/images";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { queriesNotPushedDown, recordQueries } from "@/lib/testing/pushdown";

// Building an Apple Wallet pass held to docs/queries-that-scale.md: the program, its template (by the
// program's templateId, or the templates bound to the program and their logos), the images, the member or
// card with its ledger, the development chain and the merchant's certificates (the signer's version) — every
// filter pushed down on `_id` or an indexed key.

const isEmbedded = inject("postgresUrl") !== "";
let recording: ReturnType<typeof recordQueries>;

describe.skipIf(!isEmbedded)("Apple pass queries are pushed down", () => {
  beforeAll(async () => {
    const owner = await merchantWithToken("Hot Passes");
    const program = await loyaltyProgram(owner.merchantId, { passTypeIdentifier: "pass.com.example.hot" });
    const template = await callRoute(createTemplate, {
      token: owner.token,
      json: { name: "Bound", passType: "storeCard", programId: program.id },
    });
    const templateId = (template.data as { id: string }).id;
    await callRoute(uploadImage, {
      token: owner.token,
      params: { templateId, type: "logo", resolution: "normal" },
      formData: imageForm(await imageOf(100, 40)),
    });
    const member = await joinedMember(owner.merchantId, program.id, {});
    const cards = await giftCardProgram(owner.merchantId, {
      passTypeIdentifier: "pass.com.example.hot-gift",
    });
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: cards.id,
      input: issueGiftCardSchema.parse({ initialValue: "5", currency: "EUR" }),
    });
    const get = async (handler: typeof getMemberPass, params: Record<string, string>) => {
      const request = new Request("http://x", { headers: { authorization: `Bearer ${owner.token}` } });
      return (await handler(request, { params: Promise.resolve(params) })).status;
    };
    recording = recordQueries();
    expect(await get(getMemberPass, { programId: program.id, memberId: member.id })).toBe(200);
    expect(await get(getCardPass, { programId: cards.id, cardId: card.id })).toBe(200);
    expect(await get(getSamplePass, { programId: program.id })).toBe(200);
    recording.stop();
  });

  afterAll(() => recording?.stop());

  it("recorded the pass's queries", () => {
    const collections = new Set(recording.captured.map((query) => query.collection));
    expect([...collections]).toEqual(
      expect.arrayContaining([
        "programs",
        "templates",
        "passimages",
        "members",
        "giftcards",
        "apple_pass_certificates",
      ]),
    );
  });

  it("has FerretDB push every recorded filter down to SQL on an indexed key", async () => {
    expect(await queriesNotPushedDown(recording.captured)).toEqual([]);
  });
});
