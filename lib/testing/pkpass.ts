import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Checks a signed .pkpass the way Wallet would, with tools independent of the code that made it: `unzip`
// opens the archive, node:crypto recomputes every SHA-1 of manifest.json, and `openssl` verifies the detached
// PKCS#7 signature over the manifest against a root CA the test names.

export type OpenedPass = { files: Record<string, Buffer>; passJson: Record<string, unknown>; folder: string };

function listFiles(folder: string, prefix = ""): string[] {
  return readdirSync(path.join(folder, prefix)).flatMap((name) => {
    const relative = prefix ? `${prefix}/${name}` : name;
    return statSync(path.join(folder, relative)).isDirectory() ? listFiles(folder, relative) : [relative];
  });
}

/** Unzips the pass with the system's `unzip` into a temporary folder (removed by `closePass`). */
export function openPass(pkpass: Buffer): OpenedPass {
  const folder = mkdtempSync(path.join(os.tmpdir(), "pkpass-"));
  writeFileSync(path.join(folder, "pass.pkpass"), pkpass);
  execFileSync("unzip", ["-q", "pass.pkpass", "-d", "files"], { cwd: folder });
  const root = path.join(folder, "files");
  const files = Object.fromEntries(
    listFiles(root).map((name) => [name, readFileSync(path.join(root, name))]),
  );
  const passJson = JSON.parse((files["pass.json"] ?? Buffer.from("{}")).toString("utf8"));
  return { files, passJson, folder: root };
}

export const closePass = (pass: OpenedPass) =>
  rmSync(path.dirname(pass.folder), { recursive: true, force: true });

/** Problems with manifest.json: a file missing from it, listed but absent, or with another SHA-1. */
export function manifestProblems(pass: OpenedPass): string[] {
  const manifest = JSON.parse((pass.files["manifest.json"] ?? Buffer.from("{}")).toString("utf8")) as Record<
    string,
    string
  >;
  const problems: string[] = [];
  const signed = Object.keys(pass.files).filter((name) => name !== "manifest.json" && name !== "signature");
  for (const name of signed) {
    const file = pass.files[name] as Buffer;
    const sha1 = createHash("sha1").update(file).digest("hex");
    if (!(name in manifest)) problems.push(`${name} is not in the manifest`);
    else if (manifest[name] !== sha1)
      problems.push(`${name}: manifest says ${manifest[name]}, file is ${sha1}`);
  }
  for (const name of Object.keys(manifest))
    if (!(name in pass.files)) problems.push(`${name} is in the manifest but not in the pass`);
  return problems;
}

/**
 * `openssl cms -verify` of the detached signature over manifest.json, trusting only `rootPem`. Answers
 * OpenSSL's exit status and output; 0 means the signature, the chain (carried in the signature) and the
 * content all check out.
 */
export function verifySignature(pass: OpenedPass, rootPem: string): { status: number; output: string } {
  const rootFile = path.join(path.dirname(pass.folder), "root.pem");
  writeFileSync(rootFile, rootPem);
  const result = spawnSync(
    "openssl",
    [
      "cms",
      "-verify",
      "-binary",
      "-inform",
      "DER",
      "-in",
      path.join(pass.folder, "signature"),
      "-content",
      path.join(pass.folder, "manifest.json"),
      "-CAfile",
      rootFile,
      "-purpose",
      "any",
      "-out",
      os.devNull,
    ],
    { encoding: "utf8" },
  );
  return { status: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}

/** The subjects of the certificates the signature carries (`openssl pkcs7 -print_certs`). */
export function signatureCertificates(pass: OpenedPass): string {
  return execFileSync(
    "openssl",
    ["pkcs7", "-inform", "DER", "-in", path.join(pass.folder, "signature"), "-print_certs", "-noout"],
    { encoding: "utf8" },
  );
}
