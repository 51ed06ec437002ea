import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "../lib/db/embedded/ferretdb";
import { ensurePushdownIndexes } from "../lib/db/embedded/pushdown-indexes";

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

/**
 * The service's own Apple certificate (decision 028), read and checked now: a wrong one stops the start with a
 * message naming the variable, instead of failing the first pass a customer adds.
 */
async function checkWalletConfiguration(): Promise<void> {
  const { servicePassCertificate } = await import("../lib/services/wallet/apple/service-certificate");
  const service = servicePassCertificate();
  if (service)
    console.log(
      `[wallet] passes without a merchant's own certificate are signed as ${service.passTypeIdentifier}`,
    );
}

/** Collections and their indexes, then the embedded database's pushdown indexes (docs/queries-that-scale.md). */
export async function prepareCollections(database: EmbeddedDatabase | undefined): Promise<void> {
  const { allModels } = await import("../lib/db/all-models");
  const models = allModels();
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
  // Outside production the wallet key is derived from AUTH_SECRET (lib/services/wallet/certificates/sealed-secret.ts).
  if (!env.WALLET_ENCRYPTION_KEY && env.NODE_ENV === "production")
    throw new Error("WALLET_ENCRYPTION_KEY must be set in production (it seals merchants' wallet keys).");
  env.NEXTAUTH_URL ??= `http://localhost:${port}`;
  env.PUBLIC_BASE_URL ??= env.NEXTAUTH_URL;
  // Passes name `<PUBLIC_BASE_URL>/v2/passkit` as their web service; devices ignore one over http (decision 028).
  if (env.NODE_ENV === "production" && !/^https:\/\/[^/]/i.test(env.PUBLIC_BASE_URL))
    throw new Error(
      `PUBLIC_BASE_URL must be an https:// address in production (it is ${env.PUBLIC_BASE_URL}): Wallet passes name it as their web service, and devices ignore one over http, so no pass would ever update.`,
    );
  Object.assign(process.env, env);
  await checkWalletConfiguration();
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

/** The compiled production server (`npm run build` writes it; `npm start` runs it). */
export const SERVER_BUNDLE = path.join(ROOT, "dist/server.js");

/**
 * Node flags of the production server, also in package.json's `start` (runtime.test.ts keeps them alike):
 * V8 otherwise lets the heap grow toward 4 GB before it collects in earnest; the live set is about 60 MB
 * (npm run bench:api prints the heap after each load).
 */
export const PRODUCTION_NODE_FLAGS = ["--max-old-space-size=256"];

/**
 * Starts the app server as a child we can stop by PID: in production the compiled `dist/server.js` (plain
 * Node, no TypeScript loader), in development tools/server.ts through tsx. With MONGODB_URI in `env` it uses
 * that database; without, it starts the embedded one itself.
 */
export function spawnAppServer(mode: "dev" | "start", port: number, env: NodeJS.ProcessEnv): ChildProcess {
  const args =
    mode === "start" ? [SERVER_BUNDLE] : ["--import", "tsx", path.join(ROOT, "tools/server.ts"), "dev"];
  return spawn(process.execPath, args, {
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

/** `npm run build`: Next's production build, then the compiled server (tools/build-server.mjs). */
export async function buildProduction(env: NodeJS.ProcessEnv): Promise<number> {
  const built = await runCommand(process.execPath, [NEXT_BIN, "build"], env);
  if (built !== 0) return built;
  return runCommand(process.execPath, [path.join(ROOT, "tools/build-server.mjs")], env);
}
