import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Installs Debian's chromium when it is missing and we may (root with apt-get). */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log("[e2e] installing Debian's chromium…");
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env: aptEnv });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: aptEnv });
  return CHROMIUM_PATH;
}
