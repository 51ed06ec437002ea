import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const REPO_ROOT = path.resolve(__dirname, "../..");

const STATEMENT = /^(import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"|^import\s+"([^"]+)"/gm;

/**
 * The repository files a module imports (`@/…` and relative specifiers; packages are left out). With
 * `runtimeOnly`, whole-statement `import type`/`export type` are skipped: the compiler erases them.
 */
export function importsOf(file: string, { runtimeOnly = false } = {}): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(STATEMENT)].flatMap((match) => {
    if (runtimeOnly && match[2]) return [];
    const specifier = match[3] ?? match[4] ?? "";
    const base = specifier.startsWith("@/")
      ? path.join(REPO_ROOT, specifier.slice(2))
      : specifier.startsWith(".")
        ? path.resolve(path.dirname(file), specifier)
        : null;
    if (!base) return [];
    const resolved = [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) =>
      existsSync(candidate),
    );
    return resolved ? [resolved] : [];
  });
}

/** Every file `entry` loads, itself included, following imports transitively. */
export function reachableFrom(entry: string, options: { runtimeOnly?: boolean } = {}): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...importsOf(file, options));
  }
  return seen;
}

/** The import circles among the files reachable from `entries` (Tarjan's strongly connected components). */
export function importCircles(entries: string[]): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of importsOf(file)) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(file, Math.min(lowLink.get(file) as number, lowLink.get(next) as number));
      } else if (onStack.has(next)) {
        lowLink.set(file, Math.min(lowLink.get(file) as number, index.get(next) as number));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member; member = stack.pop()) {
      onStack.delete(member);
      component.push(path.relative(REPO_ROOT, member));
      if (member === file) break;
    }
    if (component.length > 1) circles.push(component.sort());
  };
  for (const entry of entries) if (!index.has(entry)) visit(entry);
  return circles;
}
