import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..", "..");

/** Dashboard code: its route group and the dashboard's own component areas. */
const DASHBOARD = [
  "app/(dashboard)/",
  "components/dashboard/",
  "components/members/",
  "components/programs/",
  "components/offers/",
  "components/templates/",
  "components/giftcards/",
  "components/gdpr/",
  "components/scanner/",
  "components/webhooks/",
  "components/api-keys/",
  "components/account/",
];

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? path.join(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    const full = path.join(ROOT, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

const importsOf = (file: string) =>
  [...readFileSync(path.join(ROOT, file), "utf8").matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );

const sourcesIn = (folder: string) =>
  readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));

// The customer's pages live in their own route group and must not pull in the dashboard (its session-bound
// fetch, its copy, its components), not even through a shared helper: every import is followed.
describe("the public pages never import dashboard code", () => {
  it("reaches no dashboard file from app/(public) or components/public", () => {
    const seen = new Set<string>();
    const offending: string[] = [];
    const queue = [...sourcesIn("app/(public)"), ...sourcesIn("components/public")];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of importsOf(file)) {
        const target = resolveImport(file, specifier);
        if (!target) continue;
        if (DASHBOARD.some((prefix) => target.startsWith(prefix))) offending.push(`${file} → ${target}`);
        else queue.push(target);
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(offending).toEqual([]);
  });
});
