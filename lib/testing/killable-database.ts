import { startEmbeddedDatabase } from "@/lib/db/embedded/ferretdb";

/**
 * An embedded database of a test's own, to take away under a running app: `takeDown()` stops it until
 * `restart()` (on the same port and data), `kill()` crashes it (SIGKILL) and leaves the launcher to start
 * it again by itself, as it does for `npm run dev` and `npm start`.
 */
export async function killableDatabase({ dataDir, databaseName }: { dataDir: string; databaseName: string }) {
  const start = (port: number) =>
    startEmbeddedDatabase({
      dataDir,
      port,
      databaseName,
      durable: false,
      onFatal: (error) => console.error(`[test db] ${error.message}`),
    });
  let database = await start(0);
  const port = Number(new URL(database.uri).port);
  return {
    uri: database.uri,
    kill() {
      const pid = database.pid();
      if (pid === undefined) throw new Error("The test database is not running");
      process.kill(pid, "SIGKILL");
    },
    takeDown: () => database.stop(),
    async restart() {
      database = await start(port);
    },
    stop: () => database.stop(),
  };
}
