import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PASS_COLORS } from "@/lib/passes/card-colors";
import { createTemplateSchema, updateTemplateSchema } from "@/lib/schemas/template";
import { issueCardLink } from "@/lib/services/card-link-store/card-links";
import { getMemberCard } from "@/lib/services/card-links/member-card";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { scanMember } from "@/lib/services/members/scan-member";
import { updateProgram } from "@/lib/services/programs/update-program";
import { redeemOffer } from "@/lib/services/redemptions/redeem-offer";
import { createTemplate } from "@/lib/services/templates/create-template";
import { updateTemplate } from "@/lib/services/templates/update-template";
import { merchantWithToken } from "@/lib/testing/accounts";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";

// Issue 28, the card page: progress toward the next reward, recent visits, the shop, the pass's colours.
type Account = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Account;

beforeAll(async () => {
  owner = await merchantWithToken("Progress Café");
});

async function linkOf(programId: string, memberId: string) {
  return issueCardLink({
    subject: { kind: "member", id: memberId },
    merchantId: owner.merchantId,
    programId,
    language: "en",
    linkId: `test-${memberId}`,
    reason: "join",
  });
}

const adjust = (programId: string, memberId: string, points: number, reason: string) =>
  adjustPoints({
    merchantId: owner.merchantId,
    programId,
    memberId,
    userId: owner.userId,
    input: { points, reason },
  });

describe("the member's card page", () => {
  it("says how many more stamps the next reward takes, lists the newest visits worded and the shop's details", async () => {
    const program = await loyaltyProgram(owner.merchantId, {
      name: "Stamps",
      schema: "stampCard",
      timeZone: "Europe/Berlin",
      pointsScanPass: 1,
      address: "Hauptstraße 1\n10115 Berlin",
      openingHours: "Mon–Fri 8–18",
      privacyUrl: "https://cafe.example/privacy",
    });
    const coffee = await liveOffer(owner.merchantId, program.id, { name: "Free coffee", pointsCost: 10 });
    await liveOffer(owner.merchantId, program.id, { name: "Free cake", pointsCost: 25 });
    const member = await joinedMember(owner.merchantId, program.id, {
      email: "stamps@example.com",
      firstName: "Ada",
    });
    await adjust(program.id, member.id, 1, "first");
    await adjust(program.id, member.id, 1, "second");
    await adjust(program.id, member.id, 10, "Tom said sorry for the wait");
    await redeemOffer({
      merchantId: owner.merchantId,
      programId: program.id,
      offerId: coffee.id,
      input: { memberId: member.id },
    });
    await scanMember({
      merchantId: owner.merchantId,
      programId: program.id,
      userId: owner.userId,
      input: { memberNumber: member.memberNumber },
    });
    await adjust(program.id, member.id, 1, "last");

    const card = await getMemberCard({ token: await linkOf(program.id, member.id) });
    expect(card?.points).toBe(4);
    expect(card?.progress).toEqual({
      nextOffer: { name: "Free coffee", pointsNeeded: 6, threshold: 10 },
      nextTier: null,
    });
    const entries = card?.recentVisits.entries ?? [];
    expect(entries.map((entry) => [entry.source, entry.points])).toEqual([
      ["manual", 1],
      ["scan", 1],
      ["redemption", -10],
      ["manual", 10],
      ["manual", 1],
    ]);
    // The redemption names its offer; the merchant's own notes are not the customer's to read.
    expect(entries[2]?.reason).toBe(`offer:${coffee.id}`);
    expect(card?.recentVisits.offerNames.get(coffee.id)).toBe("Free coffee");
    expect(JSON.stringify(entries)).not.toContain("Tom said sorry");
    expect(card).toMatchObject({
      timeZone: "Europe/Berlin",
      address: "Hauptstraße 1\n10115 Berlin",
      openingHours: "Mon–Fri 8–18",
      privacyUrl: "https://cafe.example/privacy",
    });
  });

  it("names the next tier by lifetime points on tiered programs and shows no progress while suspended", async () => {
    const program = await loyaltyProgram(owner.merchantId, {
      name: "Tiers",
      schema: "tieredMembership",
      tiers: [
        { name: "Silver", minLifetimePoints: 100 },
        { name: "Gold", minLifetimePoints: 500 },
      ],
    });
    const member = await joinedMember(owner.merchantId, program.id, { email: "tiers@example.com" });
    await adjust(program.id, member.id, 120, "welcome");
    const token = await linkOf(program.id, member.id);
    const card = await getMemberCard({ token });
    expect(card?.tier).toBe("Silver");
    expect(card?.progress?.nextTier).toEqual({ name: "Gold", pointsNeeded: 380 });
    expect(card?.recentVisits.entries).toHaveLength(1);
    expect(card).toMatchObject({ address: null, openingHours: null, privacyUrl: null });
  });

  it("wears the pass's colours: the plain design's without a template, the template's, readable", async () => {
    const program = await loyaltyProgram(owner.merchantId, { name: "Colours", schema: "stampCard" });
    const member = await joinedMember(owner.merchantId, program.id, { email: "colours@example.com" });
    const token = await linkOf(program.id, member.id);
    expect((await getMemberCard({ token }))?.colors).toEqual({
      background: DEFAULT_PASS_COLORS.backgroundColor,
      foreground: DEFAULT_PASS_COLORS.foregroundColor,
      label: DEFAULT_PASS_COLORS.labelColor,
    });

    const template = await createTemplate({
      merchantId: owner.merchantId,
      input: createTemplateSchema.parse({
        name: "Green",
        passType: "storeCard",
        programId: program.id,
        backgroundColor: "#0b3d2e",
        foregroundColor: "rgb(255, 255, 255)",
        labelColor: "#d1fae5",
      }),
    });
    await updateProgram({
      merchantId: owner.merchantId,
      programId: program.id,
      input: { templateId: template.id },
    });
    expect((await getMemberCard({ token }))?.colors).toEqual({
      background: "rgb(11, 61, 46)",
      foreground: "rgb(255, 255, 255)",
      label: "rgb(209, 250, 229)",
    });

    // White on pale yellow fails 4.5:1: the page writes black instead.
    await updateTemplate({
      merchantId: owner.merchantId,
      templateId: template.id,
      input: updateTemplateSchema.parse({ backgroundColor: "#fde68a", labelColor: "#fef3c7" }),
    });
    expect((await getMemberCard({ token }))?.colors).toEqual({
      background: "rgb(253, 230, 138)",
      foreground: "rgb(0, 0, 0)",
      label: "rgb(0, 0, 0)",
    });
  });

  it("names the points in the page's language, so the progress and the balance say the same words", async () => {
    const program = await loyaltyProgram(owner.merchantId, { name: "Beans" });
    await updateProgram({
      merchantId: owner.merchantId,
      programId: program.id,
      input: {
        customPointName: "bean",
        customPointsName: "beans",
        translations: { de: { customPointName: "Bohne", customPointsName: "Bohnen" } },
      },
    });
    const member = await joinedMember(owner.merchantId, program.id, { email: "beans@example.com" });
    const token = await linkOf(program.id, member.id);
    expect((await getMemberCard({ token, language: "de" }))?.pointName).toEqual({
      one: "Bohne",
      other: "Bohnen",
    });
    expect((await getMemberCard({ token, language: "en" }))?.pointName).toEqual({
      one: "bean",
      other: "beans",
    });
  });
});
