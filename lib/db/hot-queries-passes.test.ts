import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as uploadCardImage } from "@/app/v2/loyalty/programs/[programId]/offers/[offerId]/card/images/[type]/route";
import { POST as publishOffer } from "@/app/v2/loyalty/programs/[programId]/offers/[offerId]/publish/route";
import { GET as getOffer } from "@/app/v2/loyalty/programs/[programId]/offers/[offerId]/route";
import { POST as createOffer, GET as listOffers } from "@/app/v2/loyalty/programs/[programId]/offers/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import {
  DELETE as deleteImage,
  GET as getImage,
  POST as uploadImage,
} from "@/app/v2/templates/[templateId]/images/[type]/[resolution]/route";
import { GET as listImages } from "@/app/v2/templates/[templateId]/images/route";
import {
  DELETE as deleteTemplate,
  GET as getTemplate,
  PUT as updateTemplate,
} from "@/app/v2/templates/[templateId]/route";
import { POST as createTemplate, GET as listTemplates } from "@/app/v2/templates/route";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { imageForm, imageOf } from "@/lib/testing/images";
import { queriesNotPushedDown, recordQueries } from "@/lib/testing/pushdown";

// The pass-template, image and offer paths held to the rules of docs/queries-that-scale.md, the same way
// lib/db/hot-queries.test.ts holds the programs and signup paths: every filter mongoose sends is explained by
// FerretDB and must push an equality on `_id` or a declared index's leading key down to PostgreSQL.

const isEmbedded = inject("postgresUrl") !== "";
let recording: ReturnType<typeof recordQueries>;

describe.skipIf(!isEmbedded)("template, image and offer queries are pushed down", () => {
  beforeAll(async () => {
    const account = await merchantWithToken();
    const auth = { token: account.token };
    const programId = (
      (await callRoute(createProgram, { ...auth, json: { passTypeIdentifier: "pass.h", name: "H" } }))
        .data as { id: string }
    ).id;
    recording = recordQueries();
    const created = await callRoute(createTemplate, {
      ...auth,
      json: { name: "Hot", passType: "eventTicket", programId },
    });
    expect(created.status).toBe(201);
    const templateId = (created.data as { id: string }).id;
    expect((await callRoute(listTemplates, auth)).status).toBe(200);
    expect((await callRoute(getTemplate, { ...auth, params: { templateId } })).status).toBe(200);
    const slot = { templateId, type: "strip", resolution: "normal" };
    for (let i = 0; i < 2; i++) {
      const stored = await callRoute(uploadImage, {
        ...auth,
        params: slot,
        formData: imageForm(await imageOf(300 + i, 90)),
      });
      expect(stored.status).toBe(200);
    }
    expect(
      (
        await getImage(new Request("http://x", { headers: { authorization: `Bearer ${account.token}` } }), {
          params: Promise.resolve(slot),
        })
      ).status,
    ).toBe(200);
    expect((await callRoute(listImages, { ...auth, params: { templateId } })).status).toBe(200);
    expect(
      (
        await callRoute(updateTemplate, {
          ...auth,
          method: "PUT",
          params: { templateId },
          json: { passType: "coupon" },
        })
      ).status,
    ).toBe(409);
    expect((await callRoute(deleteImage, { ...auth, method: "DELETE", params: slot })).status).toBe(204);
    expect(
      (await callRoute(deleteTemplate, { ...auth, method: "DELETE", params: { templateId } })).status,
    ).toBe(204);

    const offer = await callRoute(createOffer, {
      ...auth,
      params: { programId },
      json: { name: "Hot offer" },
    });
    const offerId = (offer.data as { id: string }).id;
    expect((await callRoute(listOffers, { ...auth, params: { programId } })).status).toBe(200);
    expect((await callRoute(getOffer, { ...auth, params: { programId, offerId } })).status).toBe(200);
    expect(
      (await callRoute(publishOffer, { ...auth, method: "POST", params: { programId, offerId } })).status,
    ).toBe(200);
    const card = await callRoute(uploadCardImage, {
      ...auth,
      params: { programId, offerId, type: "logo" },
      formData: imageForm(await imageOf(60, 30)),
    });
    expect(card.status).toBe(200);
    recording.stop();
  });

  afterAll(() => recording?.stop());

  it("recorded the queries of templates, images and offers", () => {
    const collections = new Set(recording.captured.map((query) => query.collection));
    expect([...collections]).toEqual(
      expect.arrayContaining(["templates", "passimages", "passimagedatas", "offers"]),
    );
  });

  it("has FerretDB push every recorded filter down to SQL on an indexed key", async () => {
    expect(await queriesNotPushedDown(recording.captured)).toEqual([]);
  });
});
