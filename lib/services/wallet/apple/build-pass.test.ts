import { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCardPass } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/pass/route";
import { GET as getMemberPass } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/pass/route";
import { GET as getSamplePass } from "@/app/v2/loyalty/programs/[programId]/pass/sample/route";
import { POST as uploadImage } from "@/app/v2/templates/[templateId]/images/[type]/[resolution]/route";
import { POST as createTemplate } from "@/app/v2/templates/route";
import { GiftCard } from "@/lib/db/models/gift-card";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { pointsAdjustmentSchema } from "@/lib/schemas/member";
import { eraseCard } from "@/lib/services/gdpr/erase-card";
import { eraseMember } from "@/lib/services/gdpr/erase-member";
import { securityCodeOf } from "@/lib/services/giftcards/card-secrets";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { passAuthenticationTokenOf } from "@/lib/services/pass-updates/pass-identity";
import { updateProgram } from "@/lib/services/programs/update-program";
import { resolvePassSigner } from "@/lib/services/wallet/apple/pass-signer";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { imageForm, imageOf } from "@/lib/testing/images";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { passJsonProblems, passPackageProblems } from "@/lib/testing/pass-json-validator";
import {
  closePass,
  manifestProblems,
  type OpenedPass,
  openPass,
  signatureCertificates,
  verifySignature,
} from "@/lib/testing/pkpass";

process.env.PUBLIC_BASE_URL = "https://passes.example.com";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Account;
const opened: OpenedPass[] = [];

beforeAll(async () => {
  owner = await merchantWithToken("Pass Café");
});
afterAll(() => {
  for (const pass of opened) closePass(pass);
});

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

/** Calls a pass route and answers its status, headers and bytes (callRoute reads text). */
async function download(handler: Handler, params: Record<string, string>, token = owner.token) {
  const request = new Request("http://localhost/v2/pass", { headers: { authorization: `Bearer ${token}` } });
  const response = await handler(request, { params: Promise.resolve(params) });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

function open(bytes: Buffer): OpenedPass {
  const pass = openPass(bytes);
  opened.push(pass);
  return pass;
}

async function rootOf(passTypeIdentifier: string): Promise<string> {
  const signer = await resolvePassSigner({ merchantId: owner.merchantId, passTypeIdentifier });
  expect(signer.isDevelopment).toBe(true);
  return signer.developmentRootPem ?? "";
}

/** Every check a signed pass must pass: manifest hashes, the signature against the chain, Apple's keys. */
async function expectValidSignedPass(pass: OpenedPass) {
  expect(manifestProblems(pass)).toEqual([]);
  const verified = verifySignature(pass, await rootOf(String(pass.passJson.passTypeIdentifier)));
  expect(verified.output).toContain("Verification successful");
  expect(verified.status).toBe(0);
  expect(passJsonProblems(pass.passJson)).toEqual([]);
  expect(passPackageProblems(pass.files)).toEqual([]);
}

async function templateWithSixImages(fields: Record<string, unknown>) {
  const created = await callRoute(createTemplate, {
    token: owner.token,
    json: {
      name: "Coffee card",
      passType: "storeCard",
      logoText: "Coffee Club",
      backgroundColor: "#1f2937",
      foregroundColor: "rgb(255,255,255)",
      labelColor: "#cbd5e1",
      ...fields,
    },
  });
  expect(created.status).toBe(201);
  const templateId = (created.data as { id: string }).id;
  const sizes = { logo: [160, 50], icon: [29, 29], strip: [375, 144] } as const;
  for (const [type, [width, height]] of Object.entries(sizes)) {
    for (const [resolution, scale] of [
      ["normal", 1],
      ["high", 2],
    ] as const) {
      const uploaded = await callRoute(uploadImage, {
        token: owner.token,
        params: { templateId, type, resolution },
        formData: imageForm(await imageOf(width * scale, height * scale)),
      });
      expect(uploaded.status).toBe(200);
    }
  }
  return templateId;
}

describe("a member's pass", () => {
  it("wears the program's template with live values, carries every image and both languages, and verifies", async () => {
    const program = await loyaltyProgram(owner.merchantId, {
      name: "Coffee Club",
      passTypeIdentifier: "pass.com.example.coffee",
      customPointsChangeMessage: "You have {points} beans now",
      schema: "tieredMembership",
      tiers: [
        { name: "Bronze", minLifetimePoints: 0 },
        { name: "Gold", minLifetimePoints: 100 },
      ],
    });
    const templateId = await templateWithSixImages({
      headerFields: [{ key: "tier", label: "Tier", value: "{tier}" }],
      primaryFields: [{ key: "beans", label: "Beans", value: "{points}" }],
      secondaryFields: [{ key: "name", label: "Member", value: "Hello {memberName}" }],
      auxiliaryFields: [{ key: "number", label: "No.", value: "{memberNumber}" }],
      backFields: [{ key: "note", label: "Note", value: "100% arabica, {stamps} stamps" }],
    });
    await updateProgram({ merchantId: owner.merchantId, programId: program.id, input: { templateId } });
    const member = await joinedMember(owner.merchantId, program.id, {
      firstName: "Ada",
      lastName: "Lovelace",
    });
    await adjustPoints({
      merchantId: owner.merchantId,
      programId: program.id,
      memberId: member.id,
      userId: owner.userId,
      input: pointsAdjustmentSchema.parse({ points: 130, reason: "welcome" }),
    });

    const answer = await download(getMemberPass, { programId: program.id, memberId: member.id });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/vnd.apple.pkpass");
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="member-${member.id}.pkpass"`,
    );
    const pass = open(answer.bytes);
    await expectValidSignedPass(pass);

    const serial = `member-${member.id}`;
    expect(pass.passJson).toMatchObject({
      serialNumber: serial,
      passTypeIdentifier: "pass.com.example.coffee",
      webServiceURL: "https://passes.example.com/v2/passkit",
      authenticationToken: passAuthenticationTokenOf(serial),
      logoText: "Coffee Club",
      organizationName: "Pass Café",
      backgroundColor: "rgb(31, 41, 55)",
      foregroundColor: "rgb(255, 255, 255)",
      barcodes: [
        { format: "PKBarcodeFormatQR", message: member.memberNumber, messageEncoding: "iso-8859-1" },
      ],
    });
    expect(pass.passJson).not.toHaveProperty("voided");
    const card = pass.passJson.storeCard as Record<
      string,
      { key: string; value: unknown; changeMessage?: string }[]
    >;
    expect(card.headerFields?.[0]).toMatchObject({ key: "tier", value: "Gold" });
    expect(card.primaryFields?.[0]).toEqual({
      key: "beans",
      label: "Beans",
      value: 130,
      changeMessage: "You have %@ beans now",
    });
    expect(card.secondaryFields?.[0]?.value).toBe("Hello Ada Lovelace");
    expect(card.auxiliaryFields?.[0]?.value).toBe(member.memberNumber);
    // A literal % in the merchant's text stays; placeholders in back fields are filled too. Only the points
    // field notifies (Wallet would notify once per field with a change message).
    expect(card.backFields?.[0]).toEqual({ key: "note", label: "Note", value: "100% arabica, 130 stamps" });
    for (const name of ["logo.png", "logo@2x.png", "icon.png", "icon@2x.png", "strip.png", "strip@2x.png"])
      expect(Object.keys(pass.files)).toContain(name);
    expect(pass.files["de.lproj/pass.strings"]?.toString("utf8")).toContain('"Points" = "Punkte";');
    expect(pass.files["en.lproj/pass.strings"]?.toString("utf8")).toContain('"Points" = "Points";');
    expect(signatureCertificates(pass)).toContain("LoyaltyPass Development WWDR");
  });

  it("without a template wears the default design: program name, points, name, tier, member number", async () => {
    const program = await loyaltyProgram(owner.merchantId, {
      name: "Bakery Points",
      customPointsName: "Crumbs",
    });
    const member = await joinedMember(owner.merchantId, program.id, { firstName: "Grace" });
    const pass = open((await download(getMemberPass, { programId: program.id, memberId: member.id })).bytes);
    await expectValidSignedPass(pass);
    expect(pass.passJson).toMatchObject({ logoText: "Bakery Points", backgroundColor: "rgb(31, 41, 55)" });
    expect(pass.passJson.storeCard).toMatchObject({
      primaryFields: [{ key: "points", label: "Crumbs", value: 0, changeMessage: "You now have %@ Crumbs." }],
      secondaryFields: [{ key: "member", value: "Grace" }],
      auxiliaryFields: [{ key: "memberNumber", value: member.memberNumber }],
    });
    // The change message names the program's points, and a German phone reads it in German (issue 28).
    expect(pass.files["de.lproj/pass.strings"]?.toString("utf8")).toContain(
      '"You now have %@ Crumbs." = "Sie haben jetzt %@ Crumbs.";',
    );
    // The development signature is said on the back, in both languages.
    const back = (pass.passJson.storeCard as { backFields: { key: string }[] }).backFields;
    expect(back.map((field) => field.key)).toContain("signature");
    expect(Object.keys(pass.files)).toEqual(
      expect.arrayContaining(["icon.png", "icon@2x.png", "icon@3x.png"]),
    );
  });

  it("disableCustomPointsChangeMessage: the points change silently (no changeMessage)", async () => {
    const program = await loyaltyProgram(owner.merchantId, {
      customPointsChangeMessage: "ignored {points}",
      disableCustomPointsChangeMessage: true,
    });
    const member = await joinedMember(owner.merchantId, program.id, {});
    const pass = open((await download(getMemberPass, { programId: program.id, memberId: member.id })).bytes);
    const [points] = (pass.passJson.storeCard as { primaryFields: Record<string, unknown>[] }).primaryFields;
    expect(points).not.toHaveProperty("changeMessage");
  });

  it("after an erasure: voided, and nothing personal anywhere in the pass", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const member = await joinedMember(owner.merchantId, program.id, {
      firstName: "Erika",
      lastName: "Mustermann",
      email: `erika-${new Types.ObjectId().toHexString()}@example.com`,
    });
    await eraseMember({
      memberId: new Types.ObjectId(member.id),
      requestId: new Types.ObjectId(),
      at: new Date(),
    });
    const pass = open((await download(getMemberPass, { programId: program.id, memberId: member.id })).bytes);
    await expectValidSignedPass(pass);
    expect(pass.passJson.voided).toBe(true);
    expect(pass.passJson).not.toHaveProperty("barcodes");
    const everything = Object.values(pass.files)
      .map((file) => file.toString("latin1"))
      .join("\n");
    for (const personal of ["Erika", "Mustermann", "erika-", member.memberNumber])
      expect(everything).not.toContain(personal);
  });

  it("another merchant's member, a deleted one and a gift-card program answer like the other member endpoints", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const member = await joinedMember(owner.merchantId, program.id, {});
    const stranger = await merchantWithToken("Stranger");
    expect(
      (await download(getMemberPass, { programId: program.id, memberId: member.id }, stranger.token)).status,
    ).toBe(404);
    const other = await loyaltyProgram(owner.merchantId);
    expect((await download(getMemberPass, { programId: other.id, memberId: member.id })).status).toBe(404);
    const cards = await giftCardProgram(owner.merchantId);
    expect((await download(getMemberPass, { programId: cards.id, memberId: member.id })).status).toBe(409);
  });
});

describe("a gift card's pass", () => {
  it("shows the balance and expiry, its barcode is the card number, and it verifies", async () => {
    const program = await giftCardProgram(owner.merchantId, {
      name: "Gift Cards",
      passTypeIdentifier: "pass.com.example.gift",
    });
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: program.id,
      input: issueGiftCardSchema.parse({ initialValue: "25.50", currency: "EUR", expiresAt: "2030-01-31" }),
    });
    const answer = await download(getCardPass, { programId: program.id, cardId: card.id });
    expect(answer.status).toBe(200);
    const pass = open(answer.bytes);
    await expectValidSignedPass(pass);
    expect(pass.passJson).toMatchObject({
      serialNumber: `giftcard-${card.id}`,
      expirationDate: "2030-01-31T00:00:00.000Z",
      barcodes: [{ message: card.cardNumber, altText: card.cardNumber }],
    });
    expect(pass.passJson.storeCard).toMatchObject({
      primaryFields: [
        { key: "balance", value: 25.5, currencyCode: "EUR", changeMessage: "Your balance is now %@." },
      ],
      secondaryFields: [{ key: "cardNumber", value: card.cardNumber }, { key: "expires" }],
    });
    // The holder learns the security code from the pass's back (decision 046), never from its barcode.
    const code = securityCodeOf((await GiftCard.findById(card.id).lean()) ?? { _id: card.id });
    expect(code).toMatch(/^\d{6}$/);
    expect((pass.passJson.storeCard as { backFields: unknown[] }).backFields).toContainEqual({
      key: "securityCode",
      label: "Security code",
      value: code,
    });
    expect(JSON.stringify(pass.passJson.barcodes)).not.toContain(String(code));
  });

  it("an erased card's pass is voided without its number", async () => {
    const program = await giftCardProgram(owner.merchantId);
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: program.id,
      input: issueGiftCardSchema.parse({ initialValue: "10", currency: "EUR", customerName: "Max Muster" }),
    });
    await eraseCard({ cardId: new Types.ObjectId(card.id), requestId: new Types.ObjectId(), at: new Date() });
    const pass = open((await download(getCardPass, { programId: program.id, cardId: card.id })).bytes);
    await expectValidSignedPass(pass);
    expect(pass.passJson.voided).toBe(true);
    const everything = Object.values(pass.files)
      .map((file) => file.toString("latin1"))
      .join("\n");
    for (const personal of ["Max Muster", card.cardNumber]) expect(everything).not.toContain(personal);
  });
});

describe("the sample pass", () => {
  it("is the program's design for a made-up member, with no web service", async () => {
    const program = await loyaltyProgram(owner.merchantId, { name: "Sample Club" });
    const answer = await download(getSamplePass, { programId: program.id });
    expect(answer.status).toBe(200);
    const pass = open(answer.bytes);
    await expectValidSignedPass(pass);
    expect(pass.passJson).toMatchObject({ serialNumber: `sample-${program.id}`, logoText: "Sample Club" });
    expect(pass.passJson).not.toHaveProperty("webServiceURL");
    expect(pass.passJson).not.toHaveProperty("authenticationToken");
    expect(pass.passJson.storeCard).toMatchObject({
      secondaryFields: [{ key: "member", value: "Alex Example" }],
    });
  });

  it("another merchant's program is a 404", async () => {
    const program = await loyaltyProgram(owner.merchantId);
    const stranger = await merchantWithToken("Sample Stranger");
    expect((await download(getSamplePass, { programId: program.id }, stranger.token)).status).toBe(404);
  });
});
