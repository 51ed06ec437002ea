import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser the e2e run drives: Chromium's headless shell, the headless build Playwright itself runs by default
 * (the same Blink; no browser UI to draw). It needs about a third less CPU than the full browser in headless mode
 * (measured on this suite), which is most of what the e2e run spends. CHROMIUM_PATH chooses another.
 */
export const E2E_BROWSER_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** Installs a Debian browser package when its binary is missing and we may (root with apt-get). */
export function ensureChromium(
  binary = CHROMIUM_PATH,
  debianPackage = binary === E2E_BROWSER_PATH ? "chromium-headless-shell" : "chromium",
): string {
  if (existsSync(binary)) return binary;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    throw new Error(
      `${binary} not found. Install it (Debian: apt-get install -y ${debianPackage}) or set CHROMIUM_PATH.`,
    );
  }
  console.log(`[e2e] installing Debian's ${debianPackage}…`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env: aptEnv });
  execFileSync("apt-get", ["install", "-y", "-qq", debianPackage], { stdio: "inherit", env: aptEnv });
  return binary;
}
