import http from "node:http";
import path from "node:path";
import next from "next";
import { answerOutsideNext, isOutsideNext } from "../lib/api/outside-next";
import { CLIENT_IP_HEADER, resolveClientIp } from "../lib/http/client-ip";
import { startBackgroundJobs } from "../lib/services/retention/background-jobs";

/**
 * The HTTP server in front of Next (`tsx tools/server.ts dev|start`). Route handlers cannot see the socket,
 * and Next keeps a client-sent X-Forwarded-For, so this stamps the real client address into a header of
 * our own, after deleting any copy the client sent. It also answers /v2 requests with methods Next rejects
 * before a handler runs (Next's answer would be a plain-text 500).
 */
async function main() {
  const mode = process.argv[2] === "dev" ? "dev" : "start";
  const port = Number(process.env.PORT ?? 3000);
  const trustedHops = Number(process.env.TRUST_PROXY_HOPS ?? 0);
  const app = next({ dev: mode === "dev", dir: path.resolve(__dirname, ".."), hostname: "localhost", port });
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
  server.listen(port, () => console.log(`> LoyaltyPass ready on http://localhost:${port} (${mode})`));
  const stopBackgroundJobs = startBackgroundJobs(); // erasure resume, retention purge (issue 9), outbox (issue 19)
  const shutdown = () => {
    server.close();
    // The outbox pass in flight records its outcome first (at most a 5 s webhook timeout).
    void stopBackgroundJobs()
      .then(() => app.close())
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 8_000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
