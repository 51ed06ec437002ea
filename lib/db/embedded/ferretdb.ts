import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

export const FERRETDB_SOURCE_DIR = path.resolve(__dirname, "../../../tools/ferretdb");
const SOURCE_FILES = ["main.go", "go.mod", "go.sum"];
const STARTUP_TIMEOUT_MS = 30_000;

export type EmbeddedDatabase = { uri: string; stop: () => Promise<void> };

function sourceHash(): string {
  const hash = createHash("sha256");
  for (const file of SOURCE_FILES) hash.update(readFileSync(path.join(FERRETDB_SOURCE_DIR, file)));
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
  /** Directory for the SQLite files; created when missing. */
  dataDir: string;
  /** 0 lets the OS choose a free port. */
  port?: number;
  databaseName: string;
};

/**
 * Starts FerretDB on SQLite and resolves once it accepts connections. The child exits on its own
 * when this process dies, because it watches its standard input (see tools/ferretdb/main.go).
 */
export async function startEmbeddedDatabase({
  dataDir,
  port = 0,
  databaseName,
}: StartOptions): Promise<EmbeddedDatabase> {
  const binary = await ensureFerretDbBinary();
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(
    binary,
    ["-listen", `127.0.0.1:${port}`, "-handler", "sqlite", "-sqlite-url", `file:${path.resolve(dataDir)}/`],
    { stdio: ["pipe", "pipe", "pipe"] },
  );
  const serverUri = await waitForReady(child);
  return {
    uri: `${serverUri.replace(/\/$/, "")}/${databaseName}`,
    stop: () => stopChild(child),
  };
}

function waitForReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = "";
    let stdout = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`FerretDB did not start within ${STARTUP_TIMEOUT_MS} ms:\n${stderr}`));
    }, STARTUP_TIMEOUT_MS);
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /^READY (\S+)$/m.exec(stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`FerretDB exited with code ${code} before it was ready:\n${stderr}`));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.stdin?.end();
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}
