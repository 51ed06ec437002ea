import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("lib/db/all-models.ts", () => {
  it("imports every model file, so the server prepares every collection and index", () => {
    const modelsDir = path.join(__dirname, "models");
    const modelFiles = readdirSync(modelsDir)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => file.replace(/\.ts$/, ""));
    const source = readFileSync(path.join(__dirname, "all-models.ts"), "utf8");
    const missing = modelFiles.filter((name) => !source.includes(`import "@/lib/db/models/${name}";`));
    expect(missing).toEqual([]);
  });
});
