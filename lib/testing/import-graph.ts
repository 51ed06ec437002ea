import { resolveImport, specifiersOf } from "@/lib/testing/source-walk";

/**
 * Who imports whom among the project's own files: static imports and re-exports, and dynamic `import()`s. With
 * `typeImports` (the default) type-only imports count too — a type import is a dependency of the design, if not of
 * the running code; without, only what loads when the file runs.
 */
export function importGraph(files: string[], { typeImports = true } = {}): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const specifiers = specifiersOf(file, { runtimeOnly: !typeImports });
    const targets = specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every file `start` loads, directly or through others. */
export function reachableFrom(graph: Map<string, string[]>, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    for (const next of graph.get(file) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
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
