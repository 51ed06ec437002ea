import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getMember } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/route";
import { GET as getProgram, PUT as putProgram } from "@/app/v2/loyalty/programs/[programId]/route";
import { PUBLIC_MESSAGES } from "@/components/public/i18n/messages";
import { MemberCard } from "@/components/public/member-card";
import { DAY_MS } from "@/lib/clock";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { pointsAdjustmentSchema } from "@/lib/schemas/member";
import { issueCardLink } from "@/lib/services/card-link-store/card-links";
import { getMemberCard } from "@/lib/services/card-links/member-card";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { buildApplePass } from "@/lib/services/wallet/apple/build-pass";
import { googlePassResources } from "@/lib/services/wallet/google/pass-resources";
import { loadPassSource } from "@/lib/services/wallet/pass-source";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { closePass, openPass } from "@/lib/testing/pkpass";

// Issue 29 (decision 049): the program's `pointsExpiryDays` is set through the API the builder uses, and points
// expiring within 60 days show on the member API, the card page, the Apple pass and the Google object.
process.env.PUBLIC_BASE_URL = "https://passes.example.com";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Account;

beforeAll(async () => {
  owner = await merchantWithToken("Expiring Café");
});

const put = (programId: string, json: unknown) =>
  callRoute(putProgram, { method: "PUT", token: owner.token, params: { programId }, json });

/** A member with 40 points earned just now, of a program whose points expire after `days`. */
async function memberWithPoints(days: number | null) {
  const program = await loyaltyProgram(owner.merchantId, { name: "Expiring", pointsExpiryDays: days });
  const member = await joinedMember(owner.merchantId, program.id, { firstName: "Eve" });
  await adjustPoints({
    merchantId: owner.merchantId,
    programId: program.id,
    memberId: member.id,
    userId: owner.userId,
    input: pointsAdjustmentSchema.parse({ points: 40, reason: "welcome" }),
  });
  const entry = await MemberPointsEntry.findOne({ memberId: member.id, sequence: 1 }).lean();
  const earnedAt = entry?.createdAt ?? new Date(Number.NaN);
  const expiresAt = new Date(earnedAt.getTime() + (days ?? 0) * DAY_MS);
  return { program, member, expiresAt };
}

describe("the program's pointsExpiryDays (the builder's Points tab)", () => {
  it("is stored and answered, 1–3650 or null, and a value out of bounds is a 422 that changes nothing", async () => {
    const program = await loyaltyProgram(owner.merchantId, { name: "Setting" });
    expect(program.pointsExpiryDays ?? null).toBeNull();
    const saved = await put(program.id, { pointsExpiryDays: 365 });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ pointsExpiryDays: 365 });
    for (const value of [0, 3651, 1.5]) {
      const refused = await put(program.id, { pointsExpiryDays: value });
      expect(refused.status).toBe(422);
      expect((refused.data as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual([
        "body",
        "pointsExpiryDays",
      ]);
    }
    const read = await callRoute(getProgram, { token: owner.token, params: { programId: program.id } });
    expect(read.data).toMatchObject({ pointsExpiryDays: 365 });
    expect((await put(program.id, { pointsExpiryDays: null })).data).toMatchObject({
      pointsExpiryDays: null,
    });
  });
});

describe("pointsExpiring", () => {
  it("the member API answers the points expiring within 60 days; null when they never expire or expire later", async () => {
    const soon = await memberWithPoints(30);
    const answer = await callRoute(getMember, {
      token: owner.token,
      params: { programId: soon.program.id, memberId: soon.member.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      points: 40,
      pointsExpiring: { points: 40, at: soon.expiresAt.toISOString() },
    });
    for (const days of [null, 61]) {
      const later = await memberWithPoints(days);
      const read = await callRoute(getMember, {
        token: owner.token,
        params: { programId: later.program.id, memberId: later.member.id },
      });
      expect(read.data).toMatchObject({ points: 40, pointsExpiring: null });
    }
  });

  it("the card page shows them, in English and German", async () => {
    const { program, member } = await memberWithPoints(30);
    const token = await issueCardLink({
      subject: { kind: "member", id: member.id },
      merchantId: owner.merchantId,
      programId: program.id,
      language: "en",
      linkId: `expiring-${member.id}`,
      reason: "join",
    });
    const card = await getMemberCard({ token });
    expect(card?.pointsExpiring?.points).toBe(40);
    const code = { src: "data:image/png;base64,", format: "QR", width: 1, height: 1 } as const;
    for (const [language, text] of [
      ["en", "40 points, the first on"],
      ["de", "40 Punkte, die ersten am"],
    ] as const) {
      const html = renderToStaticMarkup(
        createElement(MemberCard, {
          card: card as NonNullable<typeof card>,
          code,
          t: PUBLIC_MESSAGES[language].card,
          language,
        }),
      );
      expect(html).toContain(PUBLIC_MESSAGES[language].card.expiringLabel);
      expect(html).toContain(text);
    }
    const never = await memberWithPoints(null);
    const neverToken = await issueCardLink({
      subject: { kind: "member", id: never.member.id },
      merchantId: owner.merchantId,
      programId: never.program.id,
      language: "en",
      linkId: `expiring-${never.member.id}`,
      reason: "join",
    });
    expect((await getMemberCard({ token: neverToken }))?.pointsExpiring).toBeNull();
  });

  it("the Apple pass carries them in a back field, the Google object in a text module", async () => {
    const { program, member, expiresAt } = await memberWithPoints(30);
    const subject = { kind: "member", id: member.id } as const;
    const built = await buildApplePass({ merchantId: owner.merchantId, programId: program.id, subject });
    const pass = openPass(built.pkpass);
    try {
      const back = (pass.passJson.storeCard as { backFields: { key: string; value: unknown }[] }).backFields;
      const field = back.find((candidate) => candidate.key === "pointsExpiring");
      expect(String(field?.value)).toMatch(/^40 Points · /);
    } finally {
      closePass(pass);
    }
    const source = await loadPassSource({ subject, withOffers: false });
    expect(source?.kind === "member" && source.pointsExpiring).toEqual({ points: 40, at: expiresAt });
    const google = googlePassResources({
      source: source as NonNullable<typeof source>,
      issuerId: "3388000000000000000",
      logoUrl: "https://passes.example.com/logo.png",
      withOffers: false,
    });
    const modules = google.objectResource.textModulesData as { id: string; localizedBody: unknown }[];
    expect(modules.find((module) => module.id === "pointsExpiring")?.localizedBody).toMatchObject({
      defaultValue: { language: "en", value: expect.stringMatching(/^40 · /) },
    });
  });
});
