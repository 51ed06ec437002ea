import { describe, expect, it } from "vitest";
import { findUnused } from "@/tools/unused-exports";

// What nothing uses goes. Next's conventional files and exports (pages, routes, `metadata`…), tests, e2e specs and
// the command-line tools are the entry points; tools/unused-exports.ts lists them. `npx tsx tools/unused-exports.ts`
// prints the same findings, and also the exports used only in their own file (which need no `export`).
describe("dead code", () => {
  const { files, exports } = findUnused();
  const named = (kind: string) =>
    exports
      .filter((finding) => finding.kind === kind)
      .map(({ file, line, name }) => `${file}:${line} ${name}`);

  it("every source file is reached from an entry point", () => {
    expect(files).toEqual([]);
  });

  it("every export is used by another file or its own", () => {
    expect(named("unused")).toEqual([]);
  });

  it("no export lives only for its test", () => {
    expect(named("tests-only")).toEqual([]);
  });
});
