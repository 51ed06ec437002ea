import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http2 from "node:http2";
import tls from "node:tls";
import { getEnv } from "@/lib/env";
import type { PassSigner } from "@/lib/services/wallet/apple/pass-signer";

/** One push is part of one outbox attempt, which takes at most 5 s (decision 013). */
export const APNS_TIMEOUT_MS = 5_000;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);
const APPLE_HOSTS = new Set(["api.push.apple.com", "api.sandbox.push.apple.com"]);

/** APNs' answer: its status and `reason` (e.g. `Unregistered`); status 0 when none came (network, timeout). */
export type ApnsAnswer = { status: number; reason: string | null };

export type ApnsPush = { signer: PassSigner; pushToken: string; topic: string };

export type ApnsClientOptions = {
  /** `https://api.push.apple.com`, or a stand-in's URL. */
  url: string;
  /** PEM of a CA trusted besides the system's roots (a test stand-in's). */
  extraCaPem?: string | null;
  timeoutMs?: number;
};

export const isAppleApnsUrl = (url: string) => APPLE_HOSTS.has(new URL(url).hostname);

/** The headers of a Wallet pass push: the pass type as topic, a background push (which APNs wants at 5). */
export const passPushHeaders = (pushToken: string, topic: string) => ({
  ":method": "POST",
  ":path": `/3/device/${pushToken}`,
  "apns-topic": topic,
  "apns-push-type": "background",
  "apns-priority": "5",
  "content-type": "application/json",
});

/**
 * An HTTP/2 client of APNs' provider API for Wallet pass pushes: `POST /3/device/<pushToken>` with an empty
 * JSON body, authenticated by the pass certificate as the TLS client certificate. One session per signing
 * certificate, reused by every push it sends (APNs wants long-lived connections), opened again when it closed.
 */
export function createApnsClient({ url, extraCaPem = null, timeoutMs = APNS_TIMEOUT_MS }: ApnsClientOptions) {
  const sessions = new Map<string, http2.ClientHttp2Session>();
  const ca = extraCaPem ? [...tls.rootCertificates, extraCaPem] : undefined;

  function sessionFor(signer: PassSigner): http2.ClientHttp2Session {
    const key = createHash("sha256").update(signer.signerCertPem).digest("hex");
    const open = sessions.get(key);
    if (open && !open.closed && !open.destroyed) return open;
    const session = http2.connect(url, { cert: signer.signerCertPem, key: signer.signerKeyPem, ca });
    const forget = () => {
      if (sessions.get(key) === session) sessions.delete(key);
    };
    session.on("error", forget);
    session.on("close", forget);
    session.on("goaway", forget);
    // An idle session must not keep a process from exiting.
    session.unref();
    sessions.set(key, session);
    return session;
  }

  function send({ signer, pushToken, topic }: ApnsPush): Promise<ApnsAnswer> {
    if (getEnv().NODE_ENV === "test" && !LOOPBACK_HOSTS.has(new URL(url).hostname))
      throw new Error(`tests may not call ${new URL(url).origin}; point APNS_URL at a local stand-in`);
    return new Promise((resolve) => {
      let isSettled = false;
      const settle = (answer: ApnsAnswer) => {
        if (isSettled) return;
        isSettled = true;
        resolve(answer);
      };
      let stream: http2.ClientHttp2Stream;
      try {
        stream = sessionFor(signer).request(passPushHeaders(pushToken, topic));
      } catch (error) {
        settle({ status: 0, reason: (error as Error).message });
        return;
      }
      let status = 0;
      const chunks: Buffer[] = [];
      stream.setTimeout(timeoutMs, () => {
        stream.close(http2.constants.NGHTTP2_CANCEL);
        settle({ status: 0, reason: `no answer within ${timeoutMs} ms` });
      });
      stream.on("response", (headers) => {
        status = Number(headers[":status"] ?? 0);
      });
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => settle({ status, reason: reasonOf(Buffer.concat(chunks).toString("utf8")) }));
      stream.on("error", (error) => settle({ status: 0, reason: error.message }));
      stream.on("close", () => settle({ status, reason: status ? null : "stream closed without an answer" }));
      stream.end("{}");
    });
  }

  return {
    send,
    /** Closes every session (tests, shutdown). */
    close() {
      for (const session of sessions.values()) session.close();
      sessions.clear();
    },
  };
}

export type ApnsClient = ReturnType<typeof createApnsClient>;

function reasonOf(body: string): string | null {
  if (!body) return null;
  try {
    const reason = (JSON.parse(body) as { reason?: unknown }).reason;
    return typeof reason === "string" ? reason.slice(0, 100) : null;
  } catch {
    return body.slice(0, 100);
  }
}

/** `APNS_CA_CERTIFICATE`: the PEM itself, or the path of a file holding it. */
export function readExtraCa(source: string | undefined): string | null {
  if (!source) return null;
  return source.includes("-----BEGIN") ? source : readFileSync(source, "utf8");
}

const CLIENT_KEY = Symbol.for("loyaltypass.apns.client");
type ClientHolder = { [CLIENT_KEY]?: ApnsClient };

/** The process's client for the configured APNs (`APNS_URL`, `APNS_CA_CERTIFICATE`). */
export function apnsClient(): ApnsClient {
  const holder = globalThis as ClientHolder;
  const env = getEnv();
  holder[CLIENT_KEY] ??= createApnsClient({
    url: env.APNS_URL,
    extraCaPem: readExtraCa(env.APNS_CA_CERTIFICATE),
  });
  return holder[CLIENT_KEY];
}
