import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "../lib/db/embedded/ferretdb";
import { ensurePushdownIndexes, type IndexedModel } from "../lib/db/embedded/pushdown-indexes";

export const ROOT = path.resolve(__dirname, "..");

type RuntimeOptions = {
  dataDir: string;
  port: number;
  seed: boolean;
  /** false for throw-away data (e2e): the embedded database skips fsync. */
  durable?: boolean;
};

export type Runtime = { env: NodeJS.ProcessEnv; database?: EmbeddedDatabase; stop: () => Promise<void> };

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The app cannot serve without its database: stop it (runUntilExit stops the server) rather than fail every request. */
function stopAppOnDatabaseFailure(error: Error): void {
  console.error(`[db] ${error.message}\n[db] stopping the app: the embedded database is gone.`);
  process.exitCode = 1;
  process.kill(process.pid, "SIGTERM");
}

/** Every mongoose model of the app, so their collections and indexes exist before the first request. */
async function loadAllModels(): Promise<IndexedModel[]> {
  const modelsDir = path.join(ROOT, "lib/db/models");
  const files = readdirSync(modelsDir).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  await Promise.all(files.map((file) => import(path.join(modelsDir, file))));
  const { default: mongoose } = await import("mongoose");
  return Object.values(mongoose.models) as IndexedModel[];
}

/** Collections and their indexes, then the embedded database's pushdown indexes (docs/queries-that-scale.md). */
export async function prepareCollections(database: EmbeddedDatabase | undefined): Promise<void> {
  const models = await loadAllModels();
  const { connectToDatabase, disconnectFromDatabase } = await import("../lib/db/connect");
  const connection = await connectToDatabase();
  if (database) {
    const created = await ensurePushdownIndexes({
      postgresUrl: database.postgresUrl(),
      databaseName: connection.connection.name,
      models,
    });
    if (created.length > 0) console.log(`[db] created ${created.length} pushdown indexes`);
  }
  await disconnectFromDatabase();
}

/**
 * Everything the app needs before Next starts: the database (embedded unless MONGODB_URI is set), a stable
 * development AUTH_SECRET, NEXTAUTH_URL, and the demo accounts on an empty database.
 */
export async function prepareRuntime({
  dataDir,
  port,
  seed,
  durable = true,
}: RuntimeOptions): Promise<Runtime> {
  let database: EmbeddedDatabase | undefined;
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (!env.MONGODB_URI) {
    database = await startEmbeddedDatabase({
      dataDir: path.join(dataDir, "postgres"),
      databaseName: "loyaltypass",
      durable,
      onFatal: stopAppOnDatabaseFailure,
    });
    env.MONGODB_URI = database.uri;
    console.log(
      `[db] embedded FerretDB on ${database.uri}, PostgreSQL data in ${path.relative(ROOT, dataDir)}/postgres`,
    );
  }
  if (!env.AUTH_SECRET) {
    if (env.NODE_ENV === "production") throw new Error("AUTH_SECRET must be set in production.");
    env.AUTH_SECRET = persistentSecret(dataDir);
  }
  env.NEXTAUTH_URL ??= `http://localhost:${port}`;
  env.PUBLIC_BASE_URL ??= env.NEXTAUTH_URL;
  Object.assign(process.env, env);
  await prepareCollections(database);
  if (seed) {
    const { seedDemoAccounts, seedSettingsFromEnv } = await import("../lib/services/accounts/seed-demo");
    const { disconnectFromDatabase } = await import("../lib/db/connect");
    const settings = seedSettingsFromEnv(env);
    const result = await seedDemoAccounts(settings);
    if (result.created) console.log(`[seed] demo merchant owner ${settings.ownerEmail} created`);
    await disconnectFromDatabase();
  }
  return { env, database, stop: async () => database?.stop() };
}

/** Starts tools/server.ts (Next behind our client-address stamping) as a child we can stop by PID. */
export function spawnAppServer(mode: "dev" | "start", port: number, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "tools/server.ts"), mode], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: "inherit",
  });
}

/** Runs a command to its end with inherited output; resolves with its exit code. */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: "inherit" });
    child.once("exit", (code) => resolve(code ?? 1));
  });
}

export const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");

/** Runs until Next exits or we are interrupted, then stops the database too. */
export async function runUntilExit(child: ChildProcess, runtime: Runtime): Promise<never> {
  const shutdown = () => child.kill("SIGTERM");
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  const code = await new Promise<number>((resolve) =>
    child.once("exit", (exitCode) => resolve(exitCode ?? 0)),
  );
  await runtime.stop();
  process.exit(process.exitCode || code);
}
