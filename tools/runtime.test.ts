import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCTION_NODE_FLAGS, ROOT } from "./runtime";

describe("the production start command", () => {
  const scripts = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts;

  it("execs one Node process on the compiled server, with the flags the tools start it with", () => {
    expect(scripts.start).toBe(`exec node ${PRODUCTION_NODE_FLAGS.join(" ")} dist/server.js`);
    expect(scripts.start).not.toMatch(/tsx/);
  });

  it("compiles the server in the build, which needs no environment", () => {
    expect(scripts.build).toBe("next build && node tools/build-server.mjs");
  });
});
