import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { withNativeForgeCrypto } from "@/lib/services/wallet/apple/native-forge";
import { zipStored } from "@/lib/services/wallet/apple/stored-zip";

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const keyPem = privateKey.export({ type: "pkcs1", format: "pem" }).toString();
const message = "manifest bytes \u00e9\u0000\u00ff".repeat(1000);

function forgeSignature(): string {
  const md = forge.md.sha1.create();
  md.update(message);
  return forge.pki.privateKeyFromPem(keyPem).sign(md);
}

describe("forge with OpenSSL's SHA-1 and RSA", () => {
  it("gives the very bytes forge gives (deterministic SHA-1 and RSASSA-PKCS1-v1_5)", () => {
    const pure = forgeSignature();
    const native = withNativeForgeCrypto(forgeSignature);
    expect(Buffer.from(native, "latin1").equals(Buffer.from(pure, "latin1"))).toBe(true);
    const digestOf = () => {
      const md = forge.md.sha1.create();
      md.update("a");
      md.update(message);
      const first = md.digest().toHex();
      md.update("more"); // forge's digest() leaves the state open
      return [first, md.digest().toHex()];
    };
    expect(withNativeForgeCrypto(digestOf)).toEqual(digestOf());
  });

  it("puts forge back afterwards, also when the build throws", () => {
    const create = forge.md.sha1.create;
    expect(() =>
      withNativeForgeCrypto(() => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(forge.md.sha1.create).toBe(create);
  });
});

describe("the stored ZIP", () => {
  it("is an archive `unzip -t` accepts, with every file byte for byte", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "zip-"));
    try {
      const files = {
        "pass.json": Buffer.from('{"a":1}'),
        "de.lproj/pass.strings": Buffer.from('"Points" = "Punkte";'),
        "strip@2x.png": Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 251)),
      };
      writeFileSync(path.join(folder, "p.zip"), zipStored(files));
      expect(execFileSync("unzip", ["-t", "p.zip"], { cwd: folder, encoding: "utf8" })).toContain(
        "No errors detected",
      );
      execFileSync("unzip", ["-q", "p.zip", "-d", "out"], { cwd: folder });
      for (const [name, bytes] of Object.entries(files))
        expect(readFileSync(path.join(folder, "out", name)).equals(bytes)).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
