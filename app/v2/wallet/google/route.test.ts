import { generateKeyPairSync } from "node:crypto";
import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteGoogle, PUT as putGoogle } from "@/app/v2/wallet/google/route";
import { GET as getWallet } from "@/app/v2/wallet/route";
import { resolveGoogleWalletCredentials } from "@/lib/services/pass-updates/google-credentials";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";

const pkcs8 = (type: "rsa" | "ec") =>
  (type === "rsa"
    ? generateKeyPairSync("rsa", { modulusLength: 2048 })
    : generateKeyPairSync("ec", { namedCurve: "P-256" })
  ).privateKey
    .export({ type: "pkcs8", format: "pem" })
    .toString();

// The service has its own Google configuration; a merchant's own wins over it.
const serviceKey = pkcs8("rsa");
process.env.GOOGLE_WALLET_ISSUER_ID = "3388000000000000001";
process.env.GOOGLE_WALLET_SERVICE_ACCOUNT = JSON.stringify({
  client_email: "service@loyaltypass.iam.gserviceaccount.com",
  private_key: serviceKey,
});

const merchantKey = pkcs8("rsa");
const config = {
  issuerId: "3388000000000000002",
  serviceAccount: {
    type: "service_account",
    client_email: "wallet@merchant.iam.gserviceaccount.com",
    private_key: merchantKey,
    private_key_id: "ignored",
  },
};

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let other: Awaited<ReturnType<typeof merchantWithToken>>;

const put = (json: unknown, token = owner.token) => callRoute(putGoogle, { method: "PUT", token, json });
const googleState = async (token = owner.token) =>
  ((await callRoute(getWallet, { token })).data as { google: { state: string; issuerId: string | null } })
    .google;

beforeAll(async () => {
  owner = await merchantWithToken();
  other = await merchantWithToken();
});

describe("PUT /v2/wallet/google", () => {
  it("without its own configuration a merchant uses the service's", async () => {
    expect(await googleState()).toMatchObject({ state: "service", issuerId: "3388000000000000001" });
    expect(await resolveGoogleWalletCredentials({ merchantId: owner.merchantId })).toMatchObject({
      issuerId: "3388000000000000001",
      privateKeyPem: serviceKey,
    });
  });

  it("saves the merchant's own issuer and key, answers it without the key, and it wins over the service's", async () => {
    const answer = await put(config);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.data).toMatchObject({
      state: "configured",
      issuerId: config.issuerId,
      clientEmail: config.serviceAccount.client_email,
    });
    expect(answer.text).not.toContain("PRIVATE KEY");
    expect(await googleState()).toMatchObject({ state: "configured", issuerId: config.issuerId });
    expect(await resolveGoogleWalletCredentials({ merchantId: owner.merchantId })).toEqual({
      issuerId: config.issuerId,
      clientEmail: config.serviceAccount.client_email,
      privateKeyPem: merchantKey,
    });
    // Another merchant still gets the service's.
    expect((await resolveGoogleWalletCredentials({ merchantId: other.merchantId }))?.issuerId).toBe(
      "3388000000000000001",
    );
  });

  it("keeps the key sealed: the raw document holds no key", async () => {
    const raw = await mongoose.connection
      .collection("google_wallet_credentials")
      .findOne({ _id: new mongoose.Types.ObjectId(owner.merchantId) });
    const text = JSON.stringify(raw);
    expect(text).not.toContain("PRIVATE KEY");
    expect(text).not.toContain(merchantKey.split("\n")[1]);
    expect(text).not.toContain("ignored");
  });

  it("refuses a key that is not RSA in PKCS#8 (400) and a body without one (422), keeping what was saved", async () => {
    const pkcs1 = generateKeyPairSync("rsa", { modulusLength: 2048 })
      .privateKey.export({ type: "pkcs1", format: "pem" })
      .toString();
    for (const private_key of [
      pkcs8("ec"),
      pkcs1,
      "-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----",
    ]) {
      const answer = await put({
        ...config,
        issuerId: "1",
        serviceAccount: { ...config.serviceAccount, private_key },
      });
      expect(answer.status).toBe(400);
      expect((answer.data as { detail: { code: string } }).detail.code).toBe(
        "GOOGLE_SERVICE_ACCOUNT_KEY_INVALID",
      );
    }
    const missing = await put({ issuerId: "1", serviceAccount: { private_key: merchantKey } });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.data)).toContain("client_email");
    const badIssuer = await put({ ...config, issuerId: "abc" });
    expect(badIssuer.status).toBe(422);
    expect(await googleState()).toMatchObject({ state: "configured", issuerId: config.issuerId });
  });

  it("DELETE removes it: the service's applies again", async () => {
    const answer = await callRoute(deleteGoogle, { method: "DELETE", token: owner.token });
    expect(answer.status).toBe(204);
    expect(await googleState()).toMatchObject({ state: "service" });
    expect((await resolveGoogleWalletCredentials({ merchantId: owner.merchantId }))?.issuerId).toBe(
      "3388000000000000001",
    );
    expect((await callRoute(deleteGoogle, { method: "DELETE", token: owner.token })).status).toBe(204);
  });
});
