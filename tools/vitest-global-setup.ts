import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedDatabase } from "../lib/db/embedded/ferretdb";

declare module "vitest" {
  export interface ProvidedContext {
    mongoServerUri: string;
  }
}

/** Without MONGODB_URI the suite runs against a fresh embedded FerretDB in a temporary directory. */
export default async function setup(project: TestProject) {
  const external = process.env.MONGODB_URI;
  if (external) {
    project.provide("mongoServerUri", external);
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "loyaltypass-test-db-"));
  const database = await startEmbeddedDatabase({ dataDir, databaseName: "" });
  project.provide("mongoServerUri", database.uri);
  return async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
