import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["{app,lib,components,tools}/**/*.test.ts"],
    globalSetup: ["./tools/vitest-global-setup.ts"],
    setupFiles: ["./tools/vitest-setup.ts"],
    environment: "node",
    // Files share one database server; each file uses its own database name.
    fileParallelism: true,
    pool: "forks",
    // Vitest's default is one fork less than the cores: a single fork on a 2-core machine. The files wait on
    // the database more than they compute, so two forks take the suite from 7 minutes to 5 there.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
