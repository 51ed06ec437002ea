import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCardPass } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/pass/route";
import { GET as getMemberPass } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/pass/route";
import { POST as uploadImage } from "@/app/v2/templates/[templateId]/images/[type]/[resolution]/route";
import { POST as createTemplate } from "@/app/v2/templates/route";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { pointsAdjustmentSchema } from "@/lib/schemas/member";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { cancelOffer } from "@/lib/services/offers/change-offer-status";
import { updateProgram } from "@/lib/services/programs/update-program";
import { buildApplePass } from "@/lib/services/wallet/apple/build-pass";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { imageForm, imageOf } from "@/lib/testing/images";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";
import { passContentProblems, passPackageProblems } from "@/lib/testing/pass-json-validator";
import { closePass, type OpenedPass, openPass } from "@/lib/testing/pkpass";

// The content of the Apple passes of issue 27: icon.png always there, the program's texts on template passes,
// the member's offers, expiry dates read in the program's zone, and three real passes (a stamp card, a points
// program with tiers, a gift card) through the package validator.

process.env.PUBLIC_BASE_URL = "https://passes.example.com";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Field = { key: string; label?: string; value: unknown; ignoresTimeZone?: boolean };
type Style = Record<string, Field[]>;
let owner: Account;
const opened: OpenedPass[] = [];

beforeAll(async () => {
  owner = await merchantWithToken("Content Café");
});
afterAll(() => {
  for (const pass of opened) closePass(pass);
});

function open(bytes: Buffer): OpenedPass {
  const pass = openPass(bytes);
  opened.push(pass);
  return pass;
}

async function download(route: typeof getMemberPass, params: Record<string, string>): Promise<OpenedPass> {
  const request = new Request("http://localhost/v2/pass", {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const response = await route(request, { params: Promise.resolve(params) });
  expect(response.status).toBe(200);
  return open(Buffer.from(await response.arrayBuffer()));
}

async function template(json: Record<string, unknown>): Promise<string> {
  const created = await callRoute(createTemplate, {
    token: owner.token,
    json: { name: "Design", passType: "storeCard", ...json },
  });
  expect(created.status).toBe(201);
  return (created.data as { id: string }).id;
}

async function upload(
  templateId: string,
  type: string,
  resolution: string,
  width: number,
  height: number,
  query = "",
) {
  const answer = await callRoute(uploadImage, {
    token: owner.token,
    path: `/v2/templates/${templateId}/images/${type}/${resolution}${query}`,
    params: { templateId, type, resolution },
    formData: imageForm(await imageOf(width, height)),
  });
  expect(answer.status).toBe(200);
}

const styleOf = (pass: OpenedPass) => pass.passJson.storeCard as Style;
const backOf = (pass: OpenedPass) => styleOf(pass).backFields ?? [];

describe("icon.png", () => {
  it.each([
    ["high", 2],
    ["ultra", 3],
  ] as const)(
    "an icon uploaded at %s only with ?derive=false: the pass carries icon.png scaled down from it",
    async (resolution, scale) => {
      const program = await loyaltyProgram(owner.merchantId);
      const templateId = await template({
        primaryFields: [{ key: "p", label: "Points", value: "{points}" }],
      });
      await upload(templateId, "logo", "normal", 160, 50);
      await upload(templateId, "icon", resolution, 29 * scale, 29 * scale, "?derive=false");
      await updateProgram({ merchantId: owner.merchantId, programId: program.id, input: { templateId } });
      const member = await joinedMember(owner.merchantId, program.id, {});
      const pass = await download(getMemberPass, { programId: program.id, memberId: member.id });
      expect(passPackageProblems(pass.files)).toEqual([]);
      const icon = pass.files["icon.png"] as Buffer;
      // PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
      expect([icon.readUInt32BE(16), icon.readUInt32BE(20)]).toEqual([29, 29]);
    },
  );

  it("an icon uploaded at @3x only (deriving by default): the pass carries the derived icon@2x.png and icon.png", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const templateId = await template({ primaryFields: [{ key: "p", label: "Points", value: "{points}" }] });
    await upload(templateId, "icon", "ultra", 87, 87);
    await updateProgram({ merchantId: owner.merchantId, programId: program.id, input: { templateId } });
    const member = await joinedMember(owner.merchantId, program.id, {});
    const pass = await download(getMemberPass, { programId: program.id, memberId: member.id });
    expect(passPackageProblems(pass.files)).toEqual([]);
    const size = (name: string) => {
      const png = pass.files[name] as Buffer;
      return [png.readUInt32BE(16), png.readUInt32BE(20)];
    };
    expect(size("icon@3x.png")).toEqual([87, 87]);
    expect(size("icon@2x.png")).toEqual([58, 58]);
    expect(size("icon.png")).toEqual([29, 29]);
  });
});

describe("a template's pass keeps the program's back", () => {
  it("the gift card still says 'No cash value', with the program's contacts", async () => {
    const program = await giftCardProgram(owner.merchantId, {
      terms: "No cash value. Not refundable.",
      website: "https://cafe.example.com",
      email: "hello@example.com",
      phone: "+49 30 1234567",
    });
    const templateId = await template({
      primaryFields: [{ key: "balance", label: "Balance", value: "{balance}" }],
      backFields: [{ key: "howTo", label: "How to use", value: "Show the code at the till." }],
    });
    await updateProgram({ merchantId: owner.merchantId, programId: program.id, input: { templateId } });
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: program.id,
      input: issueGiftCardSchema.parse({ initialValue: "20", currency: "EUR" }),
    });
    const pass = await download(getCardPass, { programId: program.id, cardId: card.id });
    expect(backOf(pass).map((field) => field.key)).toEqual(
      expect.arrayContaining(["howTo", "terms", "website", "email", "phone"]),
    );
    expect(
      passContentProblems(pass.passJson, {
        backTexts: [
          "Show the code at the till.",
          "No cash value. Not refundable.",
          "https://cafe.example.com/",
          "hello@example.com",
          "+49 30 1234567",
        ],
      }),
    ).toEqual([]);
  });
});

describe("offers on a member's pass", () => {
  it("a pass built after publishing an offer shows it; after it ends, or is cancelled, it is gone", async () => {
    const program = await loyaltyProgram(owner.merchantId, { name: "Offer Club" });
    const member = await joinedMember(owner.merchantId, program.id, { firstName: "Olga" });
    const subject = { kind: "member", id: member.id } as const;
    const build = async (at: Date) =>
      open(
        (
          await buildApplePass({
            merchantId: owner.merchantId,
            programId: program.id,
            subject,
            now: () => at,
          })
        ).pkpass,
      );
    const now = new Date();
    expect(passContentProblems((await build(now)).passJson, { offerNames: [] })).toEqual([]);

    const endsAt = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
    const cake = await liveOffer(owner.merchantId, program.id, {
      name: "Free cake",
      description: "Any slice",
      pointsCost: 500,
      endDate: endsAt.toISOString(),
    });
    const coffee = await liveOffer(owner.merchantId, program.id, { name: "Free coffee", pointsCost: 50 });
    // Affordable or not: the member has no points, and both are shown.
    const withOffers = await build(now);
    expect(passPackageProblems(withOffers.files)).toEqual([]);
    expect(passContentProblems(withOffers.passJson, { offerNames: ["Free cake", "Free coffee"] })).toEqual(
      [],
    );
    const cakeField = backOf(withOffers).find((field) => field.key === `offer-${cake.id}`);
    expect(String(cakeField?.value)).toContain("Any slice");
    expect(String(cakeField?.value)).toContain("500 Points");
    // The default design leaves room up front (member, number): the names are there too.
    expect(styleOf(withOffers).auxiliaryFields).toContainEqual({
      key: "offers",
      label: "Offers",
      value: "Free cake, Free coffee",
    });

    const afterTheEnd = await build(new Date(endsAt.getTime() + 1000));
    expect(passContentProblems(afterTheEnd.passJson, { offerNames: ["Free coffee"] })).toEqual([]);

    await cancelOffer({ merchantId: owner.merchantId, programId: program.id, offerId: coffee.id });
    const afterCancel = await build(new Date(endsAt.getTime() + 1000));
    expect(passContentProblems(afterCancel.passJson, { offerNames: [] })).toEqual([]);
    expect(JSON.stringify(afterCancel.passJson)).not.toContain("Free coffee");
  });

  it("a template with its front full shows them on the back only", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const templateId = await template({
      secondaryFields: [
        { key: "a", value: "{memberName}" },
        { key: "b", value: "{tier}" },
      ],
      auxiliaryFields: [
        { key: "c", value: "{memberNumber}" },
        { key: "d", value: "{points}" },
      ],
    });
    await updateProgram({ merchantId: owner.merchantId, programId: program.id, input: { templateId } });
    await liveOffer(owner.merchantId, program.id, { name: "Free tea" });
    const member = await joinedMember(owner.merchantId, program.id, {});
    const pass = await download(getMemberPass, { programId: program.id, memberId: member.id });
    expect(passPackageProblems(pass.files)).toEqual([]);
    expect(passContentProblems(pass.passJson, { offerNames: ["Free tea"] })).toEqual([]);
    expect(JSON.stringify([styleOf(pass).secondaryFields, styleOf(pass).auxiliaryFields])).not.toContain(
      "Free tea",
    );
  });
});

describe("dates in the program's time zone", () => {
  async function cardPass(timeZone: string | null) {
    const program = await giftCardProgram(owner.merchantId, { timeZone });
    const templateId = await template({
      primaryFields: [{ key: "balance", value: "{balance}" }],
      secondaryFields: [{ key: "until", label: "Valid until", value: "{expiresAt}" }],
      backFields: [{ key: "validity", label: "Validity", value: "Valid until {expiresAt}" }],
    });
    await updateProgram({ merchantId: owner.merchantId, programId: program.id, input: { templateId } });
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: program.id,
      input: issueGiftCardSchema.parse({
        initialValue: "10",
        currency: "EUR",
        expiresAt: "2030-12-31T23:00:00Z",
      }),
    });
    const pass = await download(getCardPass, { programId: program.id, cardId: card.id });
    const front = styleOf(pass).secondaryFields?.find((field) => field.key === "until");
    const back = backOf(pass).find((field) => field.key === "validity");
    return { pass, front, back };
  }

  it("Europe/Berlin: the front's calendar date and the back's text both read 1 Jan", async () => {
    const { pass, front, back } = await cardPass("Europe/Berlin");
    expect(front).toMatchObject({ value: "2031-01-01T00:00:00+01:00", ignoresTimeZone: true });
    expect(back?.value).toBe("Valid until 1 Jan 2031");
    expect(pass.passJson.expirationDate).toBe("2030-12-31T23:00:00.000Z");
    expect(passContentProblems(pass.passJson, { timeZone: "Europe/Berlin" })).toEqual([]);
    expect(passPackageProblems(pass.files)).toEqual([]);
  });

  it("no zone (UTC): both read 31 Dec, on a phone in any zone", async () => {
    const { pass, front, back } = await cardPass(null);
    expect(front).toMatchObject({ value: "2030-12-31T23:00:00Z", ignoresTimeZone: true });
    expect(back?.value).toBe("Valid until 31 Dec 2030");
    expect(passContentProblems(pass.passJson, { timeZone: "UTC" })).toEqual([]);
    expect(passPackageProblems(pass.files)).toEqual([]);
  });
});

describe("three real passes pass Apple's package rules", () => {
  it("a stamp card with offers, a points program with tiers and a gift card", async () => {
    const stamps = await loyaltyProgram(owner.merchantId, {
      name: "Stamp Card",
      schema: "stampCard",
      terms: "One stamp per coffee.",
    });
    const stampsTemplate = await template({
      headerFields: [{ key: "stamps", label: "Stamps", value: "{stamps}" }],
      secondaryFields: [{ key: "name", label: "Member", value: "{memberName}" }],
      auxiliaryFields: [{ key: "number", label: "No.", value: "{memberNumber}" }],
    });
    await upload(stampsTemplate, "icon", "high", 58, 58);
    await updateProgram({
      merchantId: owner.merchantId,
      programId: stamps.id,
      input: { templateId: stampsTemplate },
    });
    await liveOffer(owner.merchantId, stamps.id, { name: "Tenth coffee free", pointsCost: 10 });
    const stamper = await joinedMember(owner.merchantId, stamps.id, { firstName: "Sam" });

    const tiered = await loyaltyProgram(owner.merchantId, {
      name: "Points Club",
      schema: "tieredMembership",
      tiers: [
        { name: "Silver", minLifetimePoints: 0 },
        { name: "Gold", minLifetimePoints: 100 },
      ],
      description: "Collect points on every visit.",
      email: "club@example.com",
    });
    await liveOffer(owner.merchantId, tiered.id, { name: "Gold lounge", pointsCost: 1000 });
    const collector = await joinedMember(owner.merchantId, tiered.id, { firstName: "Tia" });
    await adjustPoints({
      merchantId: owner.merchantId,
      programId: tiered.id,
      memberId: collector.id,
      userId: owner.userId,
      input: pointsAdjustmentSchema.parse({ points: 150, reason: "welcome" }),
    });

    const gifts = await giftCardProgram(owner.merchantId, {
      terms: "No cash value.",
      timeZone: "Europe/Berlin",
    });
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: gifts.id,
      input: issueGiftCardSchema.parse({ initialValue: "30", currency: "EUR", expiresAt: "2027-06-30" }),
    });

    const passes = [
      {
        pass: await download(getMemberPass, { programId: stamps.id, memberId: stamper.id }),
        expected: { backTexts: ["One stamp per coffee."], offerNames: ["Tenth coffee free"] },
      },
      {
        pass: await download(getMemberPass, { programId: tiered.id, memberId: collector.id }),
        expected: {
          backTexts: ["Collect points on every visit.", "club@example.com"],
          offerNames: ["Gold lounge"],
        },
      },
      {
        pass: await download(getCardPass, { programId: gifts.id, cardId: card.id }),
        expected: { backTexts: ["No cash value."], offerNames: [], timeZone: "Europe/Berlin" },
      },
    ];
    for (const { pass, expected } of passes) {
      expect(passPackageProblems(pass.files)).toEqual([]);
      expect(passContentProblems(pass.passJson, expected)).toEqual([]);
    }
    expect(styleOf(passes[1]?.pass as OpenedPass).secondaryFields).toContainEqual(
      expect.objectContaining({ key: "tier", value: "Gold" }),
    );
  });
});

describe("the program's texts per language (issue 28)", () => {
  it("pass.json carries the base texts as keys; de.lproj/pass.strings gives the German point name, description and terms", async () => {
    const program = await loyaltyProgram(owner.merchantId, {
      customPointsName: "beans",
      description: "Collect beans for coffee.",
      terms: "No cash value.",
      translations: {
        de: {
          customPointsName: "Bohnen",
          description: "Sammeln Sie Bohnen für Kaffee.",
          terms: "Kein Barwert.",
        },
      },
    });
    const member = await joinedMember(owner.merchantId, program.id, {});
    const pass = await download(getMemberPass, { programId: program.id, memberId: member.id });
    expect(passPackageProblems(pass.files)).toEqual([]);
    const points = styleOf(pass).primaryFields?.find((field) => field.key === "points");
    expect(points?.label).toBe("beans");
    expect(backOf(pass).find((field) => field.key === "about")?.value).toBe("Collect beans for coffee.");
    const german = (pass.files["de.lproj/pass.strings"] as Buffer).toString("utf8");
    expect(german).toContain('"beans" = "Bohnen";');
    expect(german).toContain('"Collect beans for coffee." = "Sammeln Sie Bohnen für Kaffee.";');
    expect(german).toContain('"No cash value." = "Kein Barwert.";');
    expect(german).toContain('"You now have %@ beans." = "Sie haben jetzt %@ Bohnen.";');
    // English phones read the base texts: nothing of the German in en.lproj.
    const english = (pass.files["en.lproj/pass.strings"] as Buffer).toString("utf8");
    expect(english).not.toContain("Bohnen");
  });
});
