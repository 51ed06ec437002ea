import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((match) => match[1] ?? "");
}

// The HTTP edge (lib/api) may call services and errors; services and errors never reach up into it.
describe("layering", () => {
  for (const folder of ["lib/services", "lib/errors", "lib/schemas", "lib/db"]) {
    it(`${folder} imports nothing from lib/api`, () => {
      const offending = sourceFiles(folder).flatMap((file) =>
        importsOf(file)
          .filter((specifier) => specifier.startsWith("@/lib/api/") || specifier.includes("/api/"))
          .map((specifier) => `${file} → ${specifier}`),
      );
      expect(offending).toEqual([]);
    });
  }
});
