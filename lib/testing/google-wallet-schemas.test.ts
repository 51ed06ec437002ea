import { importPKCS8, SignJWT } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { googleBodyProblems, googleSaveJwtProblems } from "@/lib/testing/google-wallet-schemas";
import { startGoogleWalletStandIn } from "@/lib/testing/google-wallet-stand-in";

const issuer = "3388000000012345678";
const giftCardObject = {
  id: `${issuer}.giftcard-1`,
  classId: `${issuer}.program-1`,
  state: "ACTIVE",
  cardNumber: "4000123412341234",
  balance: { micros: "25500000", currencyCode: "EUR" },
  barcode: { type: "QR_CODE", value: "4000123412341234", alternateText: "4000123412341234" },
};
const loyaltyClass = {
  id: `${issuer}.program-1`,
  issuerName: "Café",
  programName: "Coffee Club",
  reviewStatus: "UNDER_REVIEW",
  programLogo: { sourceUri: { uri: "https://passes.example.com/icons/icon-512.png" } },
};

describe("the Google Wallet body table", () => {
  it("takes what the reference allows", () => {
    expect(googleBodyProblems("giftCardObject", giftCardObject, "insert")).toEqual([]);
    expect(googleBodyProblems("loyaltyClass", loyaltyClass, "update")).toEqual([]);
  });

  it("refuses a missing required field, in a whole body (insert and update) but not in a patch", () => {
    const { cardNumber: _, ...husk } = giftCardObject;
    expect(googleBodyProblems("giftCardObject", husk, "update")).toEqual([
      expect.stringMatching(/^cardNumber:/),
    ]);
    expect(googleBodyProblems("giftCardObject", husk, "insert")).toHaveLength(1);
    expect(googleBodyProblems("giftCardObject", { state: "INACTIVE" }, "patch")).toEqual([]);
    const { programLogo: __, ...noLogo } = loyaltyClass;
    expect(googleBodyProblems("loyaltyClass", noLogo, "insert")).toEqual([
      expect.stringMatching(/^programLogo:/),
    ]);
    expect(
      googleBodyProblems("giftCardObject", { ...giftCardObject, cardNumber: "" }, "insert"),
    ).toHaveLength(1);
  });

  it("refuses a wrong type, an unknown enum value and an unknown field, in a patch too", () => {
    expect(
      googleBodyProblems("giftCardObject", { balance: { micros: 25.5, currencyCode: "EUR" } }, "patch"),
    ).toEqual([expect.stringMatching(/^balance\.micros:/)]);
    expect(googleBodyProblems("loyaltyObject", { state: "SUSPENDED" }, "patch")).toEqual([
      expect.stringMatching(/^state:/),
    ]);
    expect(googleBodyProblems("loyaltyClass", { ...loyaltyClass, programName: 7 }, "update")).toEqual([
      expect.stringMatching(/^programName:/),
    ]);
    expect(
      googleBodyProblems("giftCardObject", { ...giftCardObject, securityCode: "123" }, "insert"),
    ).toEqual([expect.stringMatching(/securityCode/)]);
    expect(
      googleBodyProblems(
        "offerObject",
        { id: "no-issuer", classId: loyaltyClass.id, state: "ACTIVE" },
        "insert",
      ),
    ).toHaveLength(1);
  });

  it("checks a save link's claims: audience, type, origins and at least one pass", () => {
    const claims = {
      iss: "wallet@example.iam.gserviceaccount.com",
      aud: "google",
      typ: "savetowallet",
      iat: 1_700_000_000,
      origins: ["https://passes.example.com"],
      payload: { giftCardObjects: [{ id: giftCardObject.id }] },
    };
    expect(googleSaveJwtProblems(claims)).toEqual([]);
    expect(googleSaveJwtProblems({ ...claims, aud: "https://oauth2.googleapis.com/token" })).toHaveLength(1);
    expect(googleSaveJwtProblems({ ...claims, typ: "jwt" })).toHaveLength(1);
    expect(googleSaveJwtProblems({ ...claims, origins: undefined })).toHaveLength(1);
    expect(googleSaveJwtProblems({ ...claims, origins: ["passes.example.com"] })).toHaveLength(1);
    expect(googleSaveJwtProblems({ ...claims, origins: [] })).toEqual([]);
    expect(googleSaveJwtProblems({ ...claims, payload: {} })).toHaveLength(1);
    expect(googleSaveJwtProblems({ ...claims, payload: { giftCardObjects: [{ id: 5 }] } })).not.toEqual([]);
  });
});

describe("the stand-in answers 400 for what Google would refuse", () => {
  const standIn = startGoogleWalletStandIn();
  afterAll(async () => (await standIn).close());

  it("refuses the whole-object PUT of a gift card without its card number", async () => {
    const google = await standIn;
    // A token the way the service gets one: an assertion signed with the service account's key.
    const { private_key: pem } = JSON.parse(google.env.GOOGLE_WALLET_SERVICE_ACCOUNT) as {
      private_key: string;
    };
    const assertion = await new SignJWT({ scope: "https://www.googleapis.com/auth/wallet_object.issuer" })
      .setProtectedHeader({ alg: "RS256" })
      .setIssuer(google.clientEmail)
      .setAudience(google.tokenUrl)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(await importPKCS8(pem, "RS256"));
    const tokenAnswer = await fetch(google.tokenUrl, {
      method: "POST",
      body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
    });
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
    const api = (method: string, path: string, body: unknown) =>
      fetch(`${google.env.GOOGLE_WALLET_API_URL}/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    // An object needs its class, of its own kind, at Google first.
    expect((await api("POST", "giftCardObject", giftCardObject)).status).toBe(400);
    const giftCardClass = { id: giftCardObject.classId, issuerName: "Café", reviewStatus: "UNDER_REVIEW" };
    expect((await api("POST", "giftCardClass", giftCardClass)).status).toBe(200);
    expect((await api("POST", "giftCardObject", giftCardObject)).status).toBe(200);
    const { cardNumber: _, barcode: __, balance: ___, ...husk } = { ...giftCardObject, state: "INACTIVE" };
    const refused = await api("PUT", `giftCardObject/${encodeURIComponent(husk.id)}`, husk);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: 400, status: "INVALID_ARGUMENT", message: expect.stringContaining("cardNumber") },
    });
    expect(google.resources.get(husk.id)?.body).toMatchObject({ state: "ACTIVE" });
    const patched = await api("PATCH", `giftCardObject/${encodeURIComponent(husk.id)}`, {
      state: "INACTIVE",
    });
    expect(patched.status).toBe(200);
  });
});
