import { describe, expect, it } from "vitest";
import { resolveImport, sourceFiles, specifiersOf } from "@/lib/testing/source-walk";

type Graph = Map<string, string[]>;

/** The strongly connected groups of more than one file (or a file importing itself): each is a circle. */
function circlesOf(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];

  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) circles.push(group.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe("import circles", () => {
  it("are found by the walk (two files, three files, a file importing itself)", () => {
    const graph: Graph = new Map([
      ["a", ["b"]],
      ["b", ["a", "c"]],
      ["c", ["d"]],
      ["d", ["e"]],
      ["e", ["c"]],
      ["f", ["f"]],
      ["g", ["a"]],
    ]);
    expect(circlesOf(graph).sort()).toEqual([["a", "b"], ["c", "d", "e"], ["f"]]);
  });

  // lib never imports app or components, so a circle touching them lies wholly in these two folders.
  it("none in app or components (type-only imports count: they tie the files together all the same)", () => {
    const files = sourceFiles("app", "components");
    const inScope = new Set(files);
    const graph: Graph = new Map(
      files.map((file) => [
        file,
        specifiersOf(file)
          .map((specifier) => resolveImport(file, specifier))
          .filter((target): target is string => target !== null && inScope.has(target)),
      ]),
    );
    expect(graph.size).toBeGreaterThan(300);
    expect(circlesOf(graph)).toEqual([]);
  });
});
