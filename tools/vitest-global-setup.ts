import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedDatabase } from "../lib/db/embedded/ferretdb";

declare module "vitest" {
  export interface ProvidedContext {
    mongoServerUri: string;
    /** The embedded database's PostgreSQL, or "" when the tests run against MONGODB_URI. */
    postgresUrl: string;
  }
}

/** Without MONGODB_URI the suite runs against a fresh embedded FerretDB in a temporary directory. */
export default async function setup(project: TestProject) {
  const external = process.env.MONGODB_URI;
  if (external) {
    project.provide("mongoServerUri", external);
    project.provide("postgresUrl", "");
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "loyaltypass-test-db-"));
  const database = await startEmbeddedDatabase({ dataDir, databaseName: "", durable: false });
  project.provide("mongoServerUri", database.uri);
  project.provide("postgresUrl", database.postgresUrl());
  return async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
