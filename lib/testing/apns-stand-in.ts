import { createHash, X509Certificate } from "node:crypto";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import { type CertificateAuthority, makeCertificateAuthority } from "@/lib/testing/test-certificates";

export type ReceivedPush = {
  path: string;
  pushToken: string;
  headers: Record<string, string>;
  body: string;
  /** SHA-256 fingerprint of the TLS client certificate the sender presented (colon-separated hex), or null. */
  clientCertificateFingerprint: string | null;
  status: number;
  /** `performance.now()` when the push arrived (benchmarks in the same process measure against it). */
  receivedAt: number;
};

/** SHA-256 fingerprint of a PEM certificate, as `X509Certificate.fingerprint256` spells it. */
export const fingerprintOf = (certPem: string) => new X509Certificate(certPem).fingerprint256;

/**
 * A local stand-in of APNs' HTTP/2 provider API on 127.0.0.1: TLS with a server certificate issued by `ca`
 * (made here unless given; `caPem` is what the client must trust), asking for a client certificate and recording it with every push. It
 * answers each push with the next status of `answerNext` (0: never answers, as a host that hangs), else the one
 * set for the push token, else 200; 410 comes with `{"reason":"Unregistered"}` like Apple's.
 */
export async function startApnsStandIn({
  ca = makeCertificateAuthority("APNs stand-in CA (test)"),
  port = 0,
}: {
  /** The CA its server certificate is issued by (default: one made here). */
  ca?: CertificateAuthority;
  port?: number;
} = {}) {
  const server = ca.serverCertificate();
  const pushes: ReceivedPush[] = [];
  const queued: number[] = [];
  const byToken = new Map<string, number>();
  const hanging = new Set<http2.ServerHttp2Stream>();

  const secure = http2.createSecureServer({
    key: server.keyPem,
    cert: server.certPem,
    requestCert: true,
    // Any client certificate is accepted and recorded: the test checks it is the pass certificate.
    rejectUnauthorized: false,
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  let sessionsOpened = 0;
  secure.on("session", (session) => {
    sessionsOpened++;
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
    // A sender killed mid-push resets its connection: that is what some tests do on purpose.
    session.on("error", () => sessions.delete(session));
  });
  secure.on("stream", (stream, headers) => {
    stream.on("error", () => hanging.delete(stream));
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const path = String(headers[":path"] ?? "");
      const pushToken = path.replace(/^\/3\/device\//, "");
      const peer = (stream.session?.socket as TLSSocket | undefined)?.getPeerCertificate();
      const status = queued.length > 0 ? (queued.shift() as number) : (byToken.get(pushToken) ?? 200);
      pushes.push({
        path,
        pushToken,
        headers: Object.fromEntries(
          Object.entries(headers)
            .filter(([name]) => !name.startsWith(":"))
            .map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString("utf8"),
        clientCertificateFingerprint: peer?.raw
          ? (new X509Certificate(peer.raw).fingerprint256 ?? null)
          : null,
        status,
        receivedAt: performance.now(),
      });
      if (status === 0) {
        hanging.add(stream);
        return;
      }
      const body = status === 200 ? "" : JSON.stringify({ reason: reasonOf(status) });
      stream.respond({ ":status": status, "apns-id": createHash("sha1").update(path).digest("hex") });
      stream.end(body);
    });
  });
  await new Promise<void>((resolve) => secure.listen(port, "127.0.0.1", resolve));
  const url = `https://127.0.0.1:${(secure.address() as AddressInfo).port}`;

  return {
    url,
    caPem: ca.certPem,
    pushes,
    /** How many HTTP/2 connections senders opened so far. */
    sessionsOpened: () => sessionsOpened,
    /** The environment that points the service at this stand-in. */
    env: { APNS_URL: url, APNS_CA_CERTIFICATE: ca.certPem },
    answerNext: (...statuses: number[]) => queued.push(...statuses),
    answerToken: (pushToken: string, status: number) => byToken.set(pushToken, status),
    pushesTo: (pushToken: string) => pushes.filter((push) => push.pushToken === pushToken),
    async close() {
      for (const stream of hanging) stream.close();
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => secure.close(() => resolve()));
    },
  };
}

function reasonOf(status: number): string {
  if (status === 410) return "Unregistered";
  if (status === 429) return "TooManyRequests";
  if (status === 400) return "BadDeviceToken";
  return "InternalServerError";
}

export type ApnsStandIn = Awaited<ReturnType<typeof startApnsStandIn>>;
