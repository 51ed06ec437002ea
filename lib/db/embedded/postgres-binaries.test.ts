import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findPostgresBinDir, hydrateSymlinks, POSTGRES_PACKAGE } from "./postgres-binaries";

const scratch = mkdtempSync(path.join(os.tmpdir(), "loyaltypass-pgbin-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("PostgreSQL binaries for the embedded database", () => {
  it("come from the npm package installed for this platform, and run", () => {
    const binDir = findPostgresBinDir();
    expect(binDir).toBe(path.join(path.dirname(require.resolve(`${POSTGRES_PACKAGE}`)), "..", "native/bin"));
    expect(execFileSync(path.join(binDir, "postgres"), ["--version"], { encoding: "utf8" })).toMatch(
      /PostgreSQL\) 17\./,
    );
  });

  it("get their library links back when install scripts did not run", () => {
    mkdirSync(path.join(scratch, "native/lib"), { recursive: true });
    writeFileSync(path.join(scratch, "native/lib/libz.so.1.2.11"), "");
    writeFileSync(
      path.join(scratch, "native/pg-symlinks.json"),
      JSON.stringify([{ source: "native/lib/libz.so.1.2.11", target: "native/lib/libz.so.1" }]),
    );
    hydrateSymlinks(scratch);
    hydrateSymlinks(scratch); // idempotent
    expect(readlinkSync(path.join(scratch, "native/lib/libz.so.1"))).toBe("libz.so.1.2.11");
  });
});
