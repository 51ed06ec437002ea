import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { GET as lookUpCard } from "@/app/v2/giftcards/cards/lookup/route";
import { GET as getRecord } from "@/app/v2/giftcards/gdpr/erasure/[requestId]/route";
import { POST as erase, GET as listRecords } from "@/app/v2/giftcards/gdpr/erasure/route";
import { POST as exportData } from "@/app/v2/giftcards/gdpr/export/route";
import { POST as redeem } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/redeem/route";
import { POST as reload } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/reload/route";
import {
  DELETE as deleteCard,
  GET as getCard,
} from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/route";
import { POST as issueCard, GET as listCards } from "@/app/v2/giftcards/programs/[programId]/cards/route";
import { DELETE as deleteProgram } from "@/app/v2/giftcards/programs/[programId]/route";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { queriesNotPushedDown, recordQueries } from "@/lib/testing/pushdown";

const isEmbedded = inject("postgresUrl") !== "";
let recording: ReturnType<typeof recordQueries>;

/** Every gift-card and GDPR hot path through its handler, each recorded query explained by FerretDB. */
describe.skipIf(!isEmbedded)("gift-card and GDPR queries are pushed down on a tenant key", () => {
  beforeAll(async () => {
    const owner = await merchantWithToken();
    const programId = (await giftCardProgram(owner.merchantId)).id;
    const auth = { token: owner.token };
    recording = recordQueries();
    const issued = await callRoute(issueCard, {
      ...auth,
      params: { programId },
      json: { initialValue: 30, customerEmail: "hot@example.com", customerId: "hot-1" },
    });
    const cardId = (issued.data as { id: string }).id;
    const card = { programId, cardId };
    expect((await callRoute(listCards, { ...auth, params: { programId } })).status).toBe(200);
    expect(
      (
        await callRoute(listCards, {
          ...auth,
          path: "/v2/x?customerEmail=hot@example.com",
          params: { programId },
        })
      ).status,
    ).toBe(200);
    const lastFour = (issued.data as { lastFourDigits: string }).lastFourDigits;
    const byLastFour = await callRoute(listCards, {
      ...auth,
      path: `/v2/x?lastFourDigits=${lastFour}`,
      params: { programId },
    });
    expect((byLastFour.data as { items: { id: string }[] }).items.map((item) => item.id)).toContain(cardId);
    expect((await callRoute(getCard, { ...auth, params: card })).status).toBe(200);
    const cardNumber = (issued.data as { cardNumber: string }).cardNumber;
    const byNumber = await callRoute(lookUpCard, { ...auth, path: `/v2/x?cardNumber=${cardNumber}` });
    expect(byNumber.status).toBe(200);
    expect((await callRoute(redeem, { ...auth, params: card, json: { amount: 1 } })).status).toBe(200);
    expect((await callRoute(reload, { ...auth, params: card, json: { amount: 1 } })).status).toBe(200);
    expect(
      (await callRoute(exportData, { ...auth, path: "/v2/x", json: { customerEmail: "hot@example.com" } }))
        .status,
    ).toBe(200);
    expect(
      (await callRoute(erase, { ...auth, path: "/v2/x?dryRun=true", json: { customerId: "hot-1" } })).status,
    ).toBe(200);
    const erased = await callRoute(erase, {
      ...auth,
      path: `/v2/x?programId=${programId}`,
      json: { customerEmail: "hot@example.com" },
    });
    expect(erased.data).toMatchObject({ status: "completed" });
    const requestId = String((erased.data as { requestId: string }).requestId);
    expect((await callRoute(erase, { ...auth, path: `/v2/x?cardId=${cardId}`, json: {} })).status).toBe(200);
    expect((await callRoute(getRecord, { ...auth, params: { requestId } })).status).toBe(200);
    expect((await callRoute(listRecords, { ...auth, path: "/v2/x" })).status).toBe(200);
    expect((await callRoute(deleteCard, { ...auth, method: "DELETE", params: card })).status).toBe(204);
    const doomed = (await giftCardProgram(owner.merchantId, { name: "Doomed" })).id;
    const deleted = await callRoute(deleteProgram, {
      ...auth,
      method: "DELETE",
      params: { programId: doomed },
    });
    expect(deleted.status).toBe(204);
    recording.stop();
  });

  afterAll(() => recording?.stop());

  it("recorded the queries of every path", () => {
    const collections = new Set(recording.captured.map((query) => query.collection));
    expect([...collections]).toEqual(
      expect.arrayContaining(["giftcards", "gift_card_entries", "gdpr_requests", "programs"]),
    );
  });

  it("has every recorded filter pushed down to SQL on an indexed key", async () => {
    expect(await queriesNotPushedDown(recording.captured)).toEqual([]);
  });
});
