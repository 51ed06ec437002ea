import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { startEmbeddedDatabase } from "@/lib/db/embedded/ferretdb";

/** A free loopback port, so a restarted database can listen where the old one did. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The PID of the embedded database listening on exactly this port (its command line names it). */
function pidListeningOn(port: number): number | null {
  const listen = `127.0.0.1:${port}`;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (args.includes("-listen") && args.includes(listen)) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return null;
}

/**
 * An embedded database of a test's own on a fixed port, which the test can kill (SIGKILL, as a crash
 * would) and start again on the same port and data directory.
 */
export async function killableDatabase({ dataDir, databaseName }: { dataDir: string; databaseName: string }) {
  const port = await freePort();
  let database = await startEmbeddedDatabase({ dataDir, port, databaseName });
  return {
    uri: database.uri,
    kill() {
      const pid = pidListeningOn(port);
      if (pid === null) throw new Error(`No database process listens on ${port}`);
      process.kill(pid, "SIGKILL");
    },
    async restart() {
      database = await startEmbeddedDatabase({ dataDir, port, databaseName });
    },
    stop: () => database.stop(),
  };
}
