import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import v8 from "node:v8";
import next from "next";
import { answerOutsideNext, isOutsideNext } from "../lib/api/outside-next";
import { disconnectFromDatabase } from "../lib/db/connect";
import { CLIENT_IP_HEADER, resolveClientIp } from "../lib/http/client-ip";
import { startOutboxWorker } from "../lib/outbox/start-outbox-worker";
import { startBackgroundJobs } from "../lib/services/background-jobs/background-jobs";
import { outboxHandlers } from "../lib/services/outbox-handlers/outbox-handlers";
import { prepareRuntime, ROOT } from "./runtime";

const mb = (bytes: number) => Math.round(bytes / 1_048_576);

/** `kill -USR2 <pid>`: one line saying where this process's memory is (npm run bench:api asks after each load). */
function reportMemory(): void {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, mb(space.space_used_size)]),
  );
  const report = {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    heapLimit: mb(v8.getHeapStatistics().heap_size_limit),
    spaces,
  };
  console.log(`[memory] ${JSON.stringify(report)}`);
}

/**
 * In production, Next takes the configuration `next build` resolved and stored (`.next/required-server-files.json`)
 * from this variable, as the server Next generates for `output: "standalone"` hands it over. Otherwise it would
 * load next.config.ts again, transpiling it with its SWC binding, which then stays mapped: 25 MB of the process's
 * memory for nothing (headers and redirects were compiled into the build's routes manifest either way). Should a
 * later Next ignore the variable, it loads next.config.ts as before: only the memory is lost.
 */
function adoptBuiltConfig(): void {
  const stored = JSON.parse(readFileSync(path.join(ROOT, ".next/required-server-files.json"), "utf8"));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(stored.config);
}

/** In-flight requests get this long to finish after SIGTERM; then their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * The app's one process: `node dist/server.js` (compiled by `npm run build`, run by `npm start`) or
 * `tsx tools/server.ts dev` (`npm run dev`). It starts the embedded database when MONGODB_URI is unset
 * (FerretDB and PostgreSQL as its children, restarted when they die), serves HTTP through Next, runs the
 * background jobs, and on SIGTERM/SIGINT drains and stops everything in order.
 *
 * Route handlers cannot see the socket, and Next keeps a client-sent X-Forwarded-For, so this stamps the
 * real client address into a header of our own, after deleting any copy the client sent. It also answers
 * /v2 requests with methods Next rejects before a handler runs (Next's answer would be a plain-text 500).
 */
async function main() {
  const mode = process.argv[2] === "dev" ? "dev" : "start";
  const port = Number(process.env.PORT ?? 3000);
  const trustedHops = Number(process.env.TRUST_PROXY_HOPS ?? 0);
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? ".data");
  const runtime = await prepareRuntime({ dataDir, port, seed: true });
  if (mode === "start") adoptBuiltConfig();
  const app = next({ dev: mode === "dev", dir: ROOT, hostname: "localhost", port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    if (isOutsideNext(request.method ?? "", pathname)) {
      const answer = answerOutsideNext({
        method: request.method ?? "",
        pathname,
        clientRequestId: request.headers["x-request-id"]?.toString(),
      });
      response.writeHead(answer.status, answer.headers).end(answer.body);
      return;
    }
    delete request.headers[CLIENT_IP_HEADER];
    const clientIp = resolveClientIp({
      socketAddress: request.socket.remoteAddress,
      forwardedFor: request.headers["x-forwarded-for"],
      trustedHops,
    });
    if (clientIp) request.headers[CLIENT_IP_HEADER] = clientIp;
    void handle(request, response);
  });
  server.listen(port, () =>
    console.log(`> LoyaltyPass ready on http://localhost:${port} (${mode}, pid ${process.pid})`),
  );
  const backgroundJobs = startBackgroundJobs(); // erasure resume, retention purge
  const outbox = startOutboxWorker(outboxHandlers()); // webhooks, e-mails, Wallet pushes and Google patches

  let isStopping = false;
  const shutdown = async (signal: string) => {
    if (isStopping) {
      // A second Ctrl-C: stop waiting.
      await runtime.stop();
      process.exit(1);
    }
    isStopping = true;
    console.log(`[server] ${signal}: no new connections; finishing requests in flight (up to 10 s)`);
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections between requests would hold close() open: cut them as soon as they are idle.
    const idleCutter = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    const deadline = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
    await Promise.all([drained, backgroundJobs.stop(), outbox.stop()]);
    clearInterval(idleCutter);
    clearTimeout(deadline);
    await app.close().catch(() => undefined);
    await disconnectFromDatabase().catch(() => undefined);
    await runtime.stop();
    console.log("[server] stopped");
    process.exit(process.exitCode ?? 0);
  };
  process.on("SIGUSR2", reportMemory);
  // `kill -HUP <pid>`: run the background jobs now (the multi-process test makes two servers run them at once).
  process.on("SIGHUP", () => void backgroundJobs.runNow());
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
