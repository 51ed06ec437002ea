import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../..");
const SOURCE = /\.(ts|tsx)$/;
const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Every TypeScript file of these folders (repository-relative, `/`-separated), generated declarations aside. */
export function sourceFilesOf(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => SOURCE.test(file) && !file.endsWith(".d.ts") && !file.includes("node_modules"))
      .map((file) => path.posix.join(folder, file.split(path.sep).join("/"))),
  );
}

function resolveSpecifier(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? path.posix.join(path.posix.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const suffix of CANDIDATES)
    if (existsSync(path.join(ROOT, base + suffix)) && SOURCE.test(base + suffix)) return base + suffix;
  return null;
}

/**
 * Who imports whom among the project's own files: static imports and re-exports, type-only ones too (a type
 * import is a dependency of the design, if not of the running code), and dynamic `import()`s.
 */
export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), "utf8"), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => resolveSpecifier(file, fileName) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components of more than one node, or a node importing itself. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The graph between groups of files (e.g. `lib/services/<folder>`), each edge with the imports behind it. */
export function groupGraph(graph: Map<string, string[]>, groupOf: (file: string) => string | null) {
  const groups = new Map<string, string[]>();
  const because = new Map<string, string[]>();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = groupOf(target);
      if (!to || to === from) continue;
      groups.set(from, [...new Set([...(groups.get(from) ?? []), to])]);
      because.set(`${from} → ${to}`, [...(because.get(`${from} → ${to}`) ?? []), `${file} → ${target}`]);
    }
  }
  return { groups, because };
}
