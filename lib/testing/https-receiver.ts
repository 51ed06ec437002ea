import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Webhook as StandardWebhook } from "standardwebhooks";

export type ReceivedDelivery = {
  headers: Record<string, string>;
  body: string;
  /** The secrets (of those the receiver knows) whose signature verified. */
  verifiedWith: string[];
};

/** A throw-away self-signed certificate for 127.0.0.1 and localhost, made with openssl; never committed. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "lp-cert-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(path.join(dir, "key.pem"), "utf8"),
      cert: readFileSync(path.join(dir, "cert.pem"), "utf8"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A partner's webhook receiver on 127.0.0.1 over HTTPS. It verifies each delivery with the `standardwebhooks`
 * package against `secrets()` and answers the next status of `statuses` (then 200); a status of 0 never
 * answers (a receiver that hangs, e.g. while its sender is killed).
 */
export async function startHttpsReceiver({
  secrets = () => [],
  statuses = [],
}: {
  secrets?: () => string[];
  statuses?: number[];
} = {}) {
  const received: ReceivedDelivery[] = [];
  const queue = [...statuses];
  const server = https.createServer(selfSignedCertificate(), (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const verifiedWith = secrets().filter((secret) => {
        try {
          new StandardWebhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      received.push({ headers, body, verifiedWith });
      const status = queue.shift() ?? 200;
      if (status === 0) return;
      response.writeHead(status, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/hooks`,
    received,
    answerNext: (...codes: number[]) => queue.push(...codes),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
