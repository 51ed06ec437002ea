import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readServiceAccount } from "@/lib/services/pass-updates/google-credentials";
import { googleIdOf } from "@/lib/services/pass-updates/pass-identity";
import { googleFetch } from "@/lib/services/wallet/google/google-fetch";

const privateKeyPem = generateKeyPairSync("rsa", { modulusLength: 2048 })
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString();
const key = {
  type: "service_account",
  client_email: "a@b.iam.gserviceaccount.com",
  private_key: privateKeyPem,
};

describe("GOOGLE_WALLET_SERVICE_ACCOUNT", () => {
  it("is the key JSON itself, or the path of a file holding it", () => {
    const expected = { clientEmail: key.client_email, privateKeyPem };
    expect(readServiceAccount(JSON.stringify(key))).toEqual(expected);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "google-key-")), "key.json");
    writeFileSync(file, JSON.stringify(key));
    expect(readServiceAccount(file)).toEqual(expected);
  });

  it("anything else is refused with a message naming the variable", () => {
    expect(() => readServiceAccount('{"client_email": "a@b"}')).toThrow(
      /GOOGLE_WALLET_SERVICE_ACCOUNT lacks/,
    );
    expect(() => readServiceAccount("{not json")).toThrow(/GOOGLE_WALLET_SERVICE_ACCOUNT is not/);
  });
});

it("object ids keep only the characters Google allows", () => {
  expect(googleIdOf("338800", "member-abc")).toBe("338800.member-abc");
  expect(googleIdOf("338800", "a b/c:d")).toBe("338800.a_b_c_d");
});

it("under the test runner, a Google call to anything but loopback fails before connecting", async () => {
  await expect(googleFetch("https://oauth2.googleapis.com/token", { method: "POST" })).rejects.toThrow(
    /tests may not call https:\/\/oauth2\.googleapis\.com/,
  );
});
