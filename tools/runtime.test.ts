import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCTION_NODE_FLAGS, prepareRuntime, ROOT } from "./runtime";

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

describe("the production runtime", () => {
  it("refuses to start without WALLET_ENCRYPTION_KEY (it seals merchants' wallet keys)", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      NODE_ENV: "production",
      AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
      MONGODB_URI: "mongodb://127.0.0.1:9/unused",
    });
    delete process.env.WALLET_ENCRYPTION_KEY;
    try {
      await expect(prepareRuntime({ dataDir: "/nonexistent", port: 3000, seed: false })).rejects.toThrow(
        /WALLET_ENCRYPTION_KEY must be set in production/,
      );
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });

  it("refuses to start unless PUBLIC_BASE_URL is https (devices ignore a pass's web service over http)", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      NODE_ENV: "production",
      AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
      WALLET_ENCRYPTION_KEY: "a-production-wallet-key-of-at-least-32-characters",
      MONGODB_URI: "mongodb://127.0.0.1:9/unused",
      PUBLIC_BASE_URL: "http://passes.example.com",
    });
    try {
      await expect(prepareRuntime({ dataDir: "/nonexistent", port: 3000, seed: false })).rejects.toThrow(
        /PUBLIC_BASE_URL must be an https:\/\/ address in production \(it is http:\/\/passes\.example\.com\)/,
      );
      delete process.env.PUBLIC_BASE_URL;
      delete process.env.NEXTAUTH_URL;
      await expect(prepareRuntime({ dataDir: "/nonexistent", port: 3000, seed: false })).rejects.toThrow(
        /PUBLIC_BASE_URL must be an https:\/\/ address in production \(it is http:\/\/localhost:3000\)/,
      );
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });
});
