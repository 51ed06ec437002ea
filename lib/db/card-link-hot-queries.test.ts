import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as replaceLink } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/card-link/route";
import { POST as publicJoin } from "@/app/v2/public/programs/[programId]/members/route";
import { POST as uploadImage } from "@/app/v2/templates/[templateId]/images/[type]/[resolution]/route";
import { POST as createTemplate } from "@/app/v2/templates/route";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { resolveCardLink } from "@/lib/services/card-link-store/card-links";
import { getMemberCard } from "@/lib/services/card-links/member-card";
import { findPublicProgram } from "@/lib/services/public-join/joinable-program";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { deliverCardLinks, latestCardLinkToken } from "@/lib/testing/card-links";
import { imageForm, imageOf } from "@/lib/testing/images";
import { liveOffer, loyaltyProgram } from "@/lib/testing/members";
import { queriesNotPushedDown, recordQueries } from "@/lib/testing/pushdown";
import { uniqueClientIp } from "@/lib/testing/signup";

// The customer's side (issue 17) held to docs/queries-that-scale.md: the join page's program and logo, a public
// join (new and repeat), the card-link e-mail, the look-up of a presented token (an equality on its hash) and
// the card page, and the merchant's replacement of a link.
const isEmbedded = inject("postgresUrl") !== "";
let recording: ReturnType<typeof recordQueries>;

describe.skipIf(!isEmbedded)("card-link and public join queries are pushed down", () => {
  let logoFound = false;
  let cardFound = false;

  beforeAll(async () => {
    const owner = await merchantWithToken();
    const program = await loyaltyProgram(owner.merchantId, { name: "Hot join" });
    await liveOffer(owner.merchantId, program.id, { pointsCost: 0 });
    const template = await callRoute(createTemplate, {
      token: owner.token,
      json: { name: "Hot look", passType: "storeCard", programId: program.id },
    });
    const templateId = (template.data as { id: string }).id;
    const uploaded = await callRoute(uploadImage, {
      token: owner.token,
      params: { templateId, type: "logo", resolution: "high" },
      formData: imageForm(await imageOf(200, 60)),
    });
    expect(uploaded.status).toBe(200);
    const email = `hot-join-${Date.now()}@example.com`;
    const join = () =>
      callRoute(publicJoin, {
        params: { programId: program.id },
        json: { email, consent: { privacyAt: new Date().toISOString() } },
        headers: { [CLIENT_IP_HEADER]: uniqueClientIp() },
      });

    recording = recordQueries();
    expect(await findPublicProgram(program.id)).not.toBeNull();
    expect((await join()).status).toBe(202);
    await deliverCardLinks();
    expect((await join()).status).toBe(202);
    await deliverCardLinks();
    const token = (await latestCardLinkToken(email)) ?? "";
    const link = await resolveCardLink(token);
    const card = await getMemberCard({ token });
    cardFound = card !== null;
    logoFound = card?.logo !== null && card?.logo !== undefined;
    const replaced = await callRoute(replaceLink, {
      token: owner.token,
      params: { programId: program.id, memberId: link?.subject.id ?? "" },
    });
    expect(replaced.status).toBe(202);
    recording.stop();
  });

  afterAll(() => recording?.stop());

  it("ran every path: the card opened with the program's logo", () => {
    expect(cardFound).toBe(true);
    expect(logoFound).toBe(true);
    const collections = new Set(recording.captured.map((query) => query.collection));
    expect([...collections]).toEqual(expect.arrayContaining(["card_links", "templates", "passimages"]));
  });

  it("has every recorded filter pushed down to SQL on an indexed key", async () => {
    // The worker's pass reads the pending outbox whole by design (decision 013); everything else must narrow.
    const ours = recording.captured.filter(
      (query) => !(query.collection === "outbox_messages" && Object.keys(query.filter).length === 0),
    );
    expect(await queriesNotPushedDown(ours)).toEqual([]);
  });
});
