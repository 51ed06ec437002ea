import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCardPass } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/pass/route";
import { GET as getMemberPass } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/pass/route";
import { PUT as updateProgram } from "@/app/v2/loyalty/programs/[programId]/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { BARCODE_FORMATS, type BarcodeFormat } from "@/lib/schemas/program";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { googleSaveLinkFor } from "@/lib/services/wallet/google/save-link";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { startGoogleWalletStandIn } from "@/lib/testing/google-wallet-stand-in";
import { joinedMember, liveOffer } from "@/lib/testing/members";
import { passJsonProblems } from "@/lib/testing/pass-json-validator";
import { closePass, type OpenedPass, openPass } from "@/lib/testing/pkpass";

// Issue 27: a program chooses its passes' barcode (QR, PDF417, Aztec or Code 128). The Apple pass, the Google
// objects (the member's, a gift card's and a member's offers) carry it with the number printed under it.
const google = await startGoogleWalletStandIn();
Object.assign(process.env, google.env, { PUBLIC_BASE_URL: "https://passes.example.com" });

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
const opened: OpenedPass[] = [];
beforeAll(async () => {
  await connectToDatabase();
  owner = await merchantWithToken("Barcode Café");
});
afterAll(() => {
  for (const pass of opened) closePass(pass);
  google.close();
});

const APPLE: Record<BarcodeFormat, string> = {
  QR: "PKBarcodeFormatQR",
  PDF417: "PKBarcodeFormatPDF417",
  Aztec: "PKBarcodeFormatAztec",
  Code128: "PKBarcodeFormatCode128",
};
const GOOGLE: Record<BarcodeFormat, string> = {
  QR: "QR_CODE",
  PDF417: "PDF_417",
  Aztec: "AZTEC",
  Code128: "CODE_128",
};

const minimal = { passTypeIdentifier: "pass.com.example.barcodes", name: "Barcodes" };
const create = (json: Record<string, unknown>) =>
  callRoute(createProgram, { path: "/v2/programs", json: { ...minimal, ...json }, token: owner.token });

async function programOf(json: Record<string, unknown>): Promise<{ id: string; barcodeFormat: string }> {
  const answer = await create(json);
  expect(answer.status, answer.text).toBe(201);
  return answer.data as { id: string; barcodeFormat: string };
}

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

async function passJsonFrom(handler: Handler, params: Record<string, string>) {
  const request = new Request("http://localhost/v2/pass", {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  expect(response.status).toBe(200);
  const pass = openPass(Buffer.from(await response.arrayBuffer()));
  opened.push(pass);
  expect(passJsonProblems(pass.passJson)).toEqual([]);
  return pass.passJson;
}

/** What pass.json should carry: the format, and after Code 128 a QR code for Apple Watch. */
function expectedAppleBarcodes(format: BarcodeFormat, number: string) {
  const barcode = (apple: string) => ({
    format: apple,
    message: number,
    messageEncoding: "iso-8859-1",
    altText: number,
  });
  return format === "Code128" ? [barcode(APPLE.Code128), barcode(APPLE.QR)] : [barcode(APPLE[format])];
}

describe("a program's barcode format", () => {
  it("is QR unless chosen, is answered and stored, and changes with a PUT", async () => {
    const plain = await programOf({});
    expect(plain.barcodeFormat).toBe("QR");
    const aztec = await programOf({ barcodeFormat: "Aztec" });
    expect(aztec.barcodeFormat).toBe("Aztec");
    expect((await Program.findById(aztec.id).lean())?.barcodeFormat).toBe("Aztec");

    const changed = await callRoute(updateProgram, {
      method: "PUT",
      json: { barcodeFormat: "Code128" },
      token: owner.token,
      params: { programId: aztec.id },
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({ barcodeFormat: "Code128" });
  });

  it("refuses a format outside Apple's four with a 422 at the field, and stores nothing", async () => {
    const expected = "'QR', 'PDF417', 'Aztec' or 'Code128'";
    for (const barcodeFormat of ["EAN13", "qr", "", null, 128]) {
      const answer = await create({ name: "Refused", barcodeFormat });
      expect(answer.status).toBe(422);
      expect((answer.data as { detail: unknown[] }).detail).toEqual([
        {
          type: "enum",
          loc: ["body", "barcodeFormat"],
          msg: `Input should be ${expected}`,
          input: barcodeFormat,
          ctx: { expected },
        },
      ]);
    }
    expect(await Program.countDocuments({ merchantId: owner.merchantId, name: "Refused" })).toBe(0);

    const program = await programOf({ barcodeFormat: "PDF417" });
    const refused = await callRoute(updateProgram, {
      method: "PUT",
      json: { barcodeFormat: "DataMatrix" },
      token: owner.token,
      params: { programId: program.id },
    });
    expect(refused.status).toBe(422);
    expect((await Program.findById(program.id).lean())?.barcodeFormat).toBe("PDF417");
  });

  it.each(BARCODE_FORMATS)("%s: the member's Apple pass and Google objects carry it", async (format) => {
    const program = await programOf({ barcodeFormat: format });
    const offer = await liveOffer(owner.merchantId, program.id, { pointsCost: 10 });
    const member = await joinedMember(owner.merchantId, program.id, { firstName: "Ada" });

    const passJson = await passJsonFrom(getMemberPass, { programId: program.id, memberId: member.id });
    expect(passJson.barcodes).toEqual(expectedAppleBarcodes(format, member.memberNumber));

    await googleSaveLinkFor({ subject: { kind: "member", id: member.id } });
    const barcode = { type: GOOGLE[format], value: member.memberNumber, alternateText: member.memberNumber };
    expect(google.resources.get(`${google.issuerId}.member-${member.id}`)?.body).toMatchObject({ barcode });
    const offerObject = google.resources.get(`${google.issuerId}.offer-${offer.id}-member-${member.id}`);
    expect(offerObject?.body).toMatchObject({ barcode });
  });

  it.each(BARCODE_FORMATS)("%s: a gift card's Apple pass and Google object carry it", async (format) => {
    const program = await programOf({ programType: "giftcard", barcodeFormat: format });
    const card = await issueGiftCard({
      merchantId: owner.merchantId,
      programId: program.id,
      input: issueGiftCardSchema.parse({ initialValue: "10.00", currency: "EUR" }),
    });

    const passJson = await passJsonFrom(getCardPass, { programId: program.id, cardId: card.id });
    expect(passJson.barcodes).toEqual(expectedAppleBarcodes(format, card.cardNumber));

    await googleSaveLinkFor({ subject: { kind: "giftcard", id: card.id } });
    expect(google.resources.get(`${google.issuerId}.giftcard-${card.id}`)?.body).toMatchObject({
      barcode: { type: GOOGLE[format], value: card.cardNumber, alternateText: card.cardNumber },
    });
  });

  it("a program stored before the choice existed (no field) still gets QR codes", async () => {
    const program = await programOf({ barcodeFormat: "Aztec" });
    await Program.updateOne({ _id: program.id }, { $unset: { barcodeFormat: 1 } });
    const member = await joinedMember(owner.merchantId, program.id, {});
    const passJson = await passJsonFrom(getMemberPass, { programId: program.id, memberId: member.id });
    expect(passJson.barcodes).toEqual(expectedAppleBarcodes("QR", member.memberNumber));
  });
});
