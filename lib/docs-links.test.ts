import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");

function markdownFiles(): string[] {
  const inDocs = readdirSync(path.join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file));
  return ["README.md", "CONTRIBUTING.md", ...inDocs];
}

/** The text as rendered, without fenced code blocks (a link in an example is no link). */
function withoutCode(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "``");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2… */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const text = readFileSync(path.join(ROOT, file), "utf8").replace(/^```[\s\S]*?^```/gm, "");
  for (const [, heading = ""] of text.matchAll(/^#{1,6}\s+(.*)$/gm)) {
    const plain = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*_]/g, "");
    const slug = plain
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** Every relative link target in a file: `[text](target)` and `<img src="target">`. */
function linksOf(file: string): string[] {
  const text = withoutCode(readFileSync(path.join(ROOT, file), "utf8"));
  const markdown = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? "");
  const images = [...text.matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? "");
  return [...markdown, ...images].filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

function problemOf(file: string, target: string): string | null {
  const [pathPart = "", anchor] = target.split("#");
  const resolved = pathPart ? path.normalize(path.join(path.dirname(file), decodeURI(pathPart))) : file;
  if (!existsSync(path.join(ROOT, resolved))) return `${file} → ${target}: no such file`;
  if (anchor === undefined) return null;
  if (statSync(path.join(ROOT, resolved)).isDirectory() || !resolved.endsWith(".md"))
    return `${file} → ${target}: an anchor into something that is not a Markdown file`;
  return anchorsOf(resolved).has(anchor) ? null : `${file} → ${target}: no heading makes that anchor`;
}

/** The files of CONTRIBUTING.md's worked example, which shows an endpoint that is not in the code. */
const EXAMPLE_FILES = new Set([
  "app/v2/loyalty/programs/[programId]/offer-counts/route.ts",
  "lib/services/offers/count-offers.ts",
]);

/** Repository paths named in `code` (`lib/outbox/worker.ts`, `e2e/`), leaving out patterns (`<area>`, `{en,de}`, `*`). */
function namedPathsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(/`((?:app|components|lib|tools|e2e|docs|public|\.ci)\/[^`\s]*)`/g)]
    .map((match) => (match[1] ?? "").replace(/\/$/, ""))
    .filter((named) => !/[<{*…|(]/.test(named) && !EXAMPLE_FILES.has(named));
}

describe("docs links and named paths", () => {
  it("every relative link and #anchor in the README, CONTRIBUTING.md and docs/ resolves", () => {
    const problems = markdownFiles().flatMap((file) =>
      linksOf(file).flatMap((target) => problemOf(file, target) ?? []),
    );
    expect(problems).toEqual([]);
  });

  it("every file or folder the docs name in `code` exists", () => {
    const missing = markdownFiles().flatMap((file) =>
      namedPathsOf(file)
        .filter((named) => !existsSync(path.join(ROOT, named)))
        .map((named) => `${file} names ${named}`),
    );
    expect(missing).toEqual([]);
  });

  it("finds the links and paths it checks", () => {
    expect(linksOf("README.md")).toContain("docs/README.md");
    expect(namedPathsOf("docs/architecture.md")).toContain("lib/services/changes/record-change.ts");
  });
});
