import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCircles, REPO_ROOT } from "@/lib/testing/import-graph";

const FOLDERS = ["lib/api", "lib/openapi"];

// The HTTP edge and the operations it serves import downward only (type imports included, as madge counts
// them): e.g. read-body and read-multipart share lib/api/read-limited.ts instead of importing each other.
describe("import circles", () => {
  it.each(FOLDERS)("none runs through %s", (folder) => {
    const files = readdirSync(path.join(REPO_ROOT, folder))
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => path.join(REPO_ROOT, folder, name));
    expect(files.length).toBeGreaterThan(5);
    const throughFolder = importCircles(files).filter((circle) =>
      circle.some((file) => file.startsWith(`${folder}/`)),
    );
    expect(throughFolder).toEqual([]);
  });
});
