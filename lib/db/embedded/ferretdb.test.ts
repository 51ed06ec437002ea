import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { afterEach, describe, expect, it } from "vitest";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "./ferretdb";

const ROOT = path.resolve(__dirname, "../../..");
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "loyaltypass-launcher-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** PIDs of the processes (launcher, postmaster, backends) whose command line names this directory. */
function processesUsing(dir: string): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(dir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Durable, as `npm run dev` and `npm start` run it: what is committed survives a killed launcher. */
async function start(dataDir: string): Promise<EmbeddedDatabase> {
  const database = await startEmbeddedDatabase({
    dataDir,
    databaseName: "launcher",
    onFatal: (error) => {
      throw error;
    },
  });
  cleanups.push(() => database.stop());
  return database;
}

async function connect(uri: string) {
  const client = new mongoose.mongo.MongoClient(uri, { serverSelectionTimeoutMS: 15_000 });
  cleanups.push(() => client.close());
  return client;
}

describe("embedded database launcher", () => {
  it("keeps the data of a cluster across a stop and a start, and leaves no process behind", async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    const client = await connect(first.uri);
    await client.db().collection("things").insertOne({ name: "kept" });
    await client.close();
    await first.stop();
    expect(processesUsing(dataDir)).toEqual([]);

    const second = await start(dataDir);
    const again = await connect(second.uri);
    expect(await again.db().collection("things").findOne({ name: "kept" })).toMatchObject({ name: "kept" });
  }, 60_000);

  it("restarts a killed database on the same address, and clients recover by themselves", async () => {
    const database = await start(tempDir());
    const client = await connect(database.uri);
    const things = client.db().collection("things");
    await things.insertOne({ name: "before" });
    const killedPid = database.pid();
    if (!killedPid) throw new Error("no launcher pid");
    process.kill(killedPid, "SIGKILL");

    const found = await waitFor(async () => {
      try {
        return (await things.findOne({ name: "before" })) ?? undefined;
      } catch {
        return undefined;
      }
    }, 45_000);
    expect(found).toMatchObject({ name: "before" });
    expect(database.pid()).not.toBe(killedPid);
    await things.insertOne({ name: "after" });
    expect(await things.countDocuments({})).toBe(2);
  }, 60_000);

  it("takes FerretDB and PostgreSQL down with a parent that is killed", async () => {
    const dataDir = tempDir();
    const script = `
      const { startEmbeddedDatabase } = require(${JSON.stringify(path.join(ROOT, "lib/db/embedded/ferretdb.ts"))});
      startEmbeddedDatabase({ dataDir: ${JSON.stringify(dataDir)}, databaseName: "x", durable: false })
        .then((db) => console.log("UP " + db.uri));`;
    const parent = spawn(process.execPath, ["--import", "tsx", "-e", script], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    });
    cleanups.push(() => {
      parent.kill("SIGKILL");
    });
    let output = "";
    parent.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitFor(() => (output.includes("UP ") ? true : undefined), 45_000);
    expect(processesUsing(dataDir).length).toBeGreaterThanOrEqual(2); // launcher and postmaster at least

    parent.kill("SIGKILL");
    await waitFor(() => (processesUsing(dataDir).length === 0 ? true : undefined), 15_000);
    expect(processesUsing(dataDir)).toEqual([]);
  }, 90_000);
});
