import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { findPostgresBinDir } from "./postgres-binaries";

const execFileAsync = promisify(execFile);

/** The project's root: the nearest folder up from this file (or the compiled server bundling it) with a package.json. */
function projectRoot(): string {
  let dir = __dirname;
  while (!existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

export const FERRETDB_SOURCE_DIR = path.join(projectRoot(), "tools/ferretdb");
const STARTUP_TIMEOUT_MS = 60_000;
const RESTART_ATTEMPTS = 5;

export type EmbeddedDatabase = {
  /** Stays the same across restarts: FerretDB comes back on the same port. */
  uri: string;
  /** The private PostgreSQL cluster behind FerretDB (its port changes when it restarts). */
  postgresUrl: () => string;
  /** PID of the running launcher process (FerretDB; PostgreSQL is its child). */
  pid: () => number | undefined;
  stop: () => Promise<void>;
};

function sourceHash(): string {
  const hash = createHash("sha256");
  const files = readdirSync(FERRETDB_SOURCE_DIR)
    .filter((file) => file.endsWith(".go") || file === "go.mod" || file === "go.sum")
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(FERRETDB_SOURCE_DIR, file)));
  return hash.digest("hex").slice(0, 16);
}

/** Builds the FerretDB launcher once per source version; later calls reuse the cached binary. */
export async function ensureFerretDbBinary(): Promise<string> {
  const binary = path.join(FERRETDB_SOURCE_DIR, "bin", `ferretdb-${sourceHash()}`);
  if (existsSync(binary)) return binary;
  try {
    await execFileAsync("go", ["version"]);
  } catch {
    throw new Error(
      "Go is required to build the embedded database (tools/ferretdb). Install Go 1.24+ or set MONGODB_URI to a MongoDB server.",
    );
  }
  mkdirSync(path.dirname(binary), { recursive: true });
  const started = Date.now();
  console.log("[db] building embedded FerretDB (first run downloads Go modules, about 2 minutes)…");
  await execFileAsync("go", ["build", "-o", binary, "."], {
    cwd: FERRETDB_SOURCE_DIR,
    env: { ...process.env, CGO_ENABLED: "0" },
    maxBuffer: 16 * 1024 * 1024,
  });
  console.log(
    `[db] built ${path.relative(process.cwd(), binary)} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return binary;
}

type StartOptions = {
  /** Directory of the PostgreSQL cluster (created on first start, reused afterwards). */
  dataDir: string;
  /** 0 lets the OS choose a free port. */
  port?: number;
  databaseName: string;
  /** false skips fsync: for throw-away test and benchmark data only. */
  durable?: boolean;
  /** Called when the database died and could not be restarted. Default: log and exit the process. */
  onFatal?: (error: Error) => void;
};

type Launched = { child: ChildProcess; mongoUri: string; postgresUrl: string };

type LaunchOptions = {
  binary: string;
  postgresBin: string;
  clusterDir: string;
  port: number;
  durable: boolean;
};

function launch({ binary, postgresBin, clusterDir, port, durable }: LaunchOptions): Promise<Launched> {
  const child = spawn(
    binary,
    [
      "-listen",
      `127.0.0.1:${port}`,
      "-postgres-bin",
      postgresBin,
      "-postgres-dir",
      clusterDir,
      `-durable=${durable}`,
    ],
    { stdio: ["pipe", "pipe", "pipe"] },
  );
  return waitForReady(child);
}

function defaultOnFatal(error: Error): void {
  console.error(`[db] ${error.message}`);
  process.exit(1);
}

/**
 * Starts FerretDB on a private PostgreSQL cluster and resolves once it accepts connections. The launcher exits
 * when this process dies (it watches its standard input) and takes PostgreSQL with it. When it dies on its own,
 * it is started again on the same port, so connections recover by themselves.
 */
export async function startEmbeddedDatabase({
  dataDir,
  port = 0,
  databaseName,
  durable = true,
  onFatal = defaultOnFatal,
}: StartOptions): Promise<EmbeddedDatabase> {
  const options = {
    binary: await ensureFerretDbBinary(),
    postgresBin: findPostgresBinDir(),
    clusterDir: path.resolve(dataDir),
    durable,
  };
  mkdirSync(options.clusterDir, { recursive: true, mode: 0o700 });
  let current = await launch({ ...options, port });
  const fixedPort = Number(new URL(current.mongoUri).port);
  let isStopping = false;

  const restart = async (reason: string) => {
    console.error(`[db] embedded database exited (${reason}); restarting on port ${fixedPort}`);
    let lastError: unknown;
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS && !isStopping; attempt++) {
      try {
        const restarted = await launch({ ...options, port: fixedPort });
        if (isStopping) return stopChild(restarted.child);
        current = restarted;
        watch(restarted.child);
        console.error("[db] embedded database is back");
        return;
      } catch (error) {
        lastError = error;
        await new Promise((resolve) => setTimeout(resolve, attempt * 500));
      }
    }
    if (!isStopping) {
      const message = lastError instanceof Error ? lastError.message : String(lastError);
      onFatal(new Error(`The embedded database died and could not be restarted: ${message}`));
    }
  };
  const watch = (child: ChildProcess) =>
    child.once("exit", (code, signal) => {
      if (!isStopping) void restart(signal ?? `exit code ${code}`);
    });
  watch(current.child);

  return {
    uri: `${current.mongoUri.replace(/\/$/, "")}/${databaseName}`,
    postgresUrl: () => current.postgresUrl,
    pid: () => current.child.pid,
    stop: async () => {
      isStopping = true;
      await stopChild(current.child);
    },
  };
}

function waitForReady(child: ChildProcess): Promise<Launched> {
  return new Promise((resolve, reject) => {
    let stderr = "";
    let stdout = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The embedded database did not start within ${STARTUP_TIMEOUT_MS} ms:\n${stderr}`));
    }, STARTUP_TIMEOUT_MS);
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /^READY (\S+) (\S+)$/m.exec(stdout);
      if (match?.[1] && match[2]) {
        clearTimeout(timer);
        resolve({ child, mongoUri: match[1], postgresUrl: match[2] });
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The embedded database exited with code ${code} before it was ready:\n${stderr}`));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.stdin?.end();
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}
