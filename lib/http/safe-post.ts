import { lookup as dnsLookup } from "node:dns/promises";
import https from "node:https";
import type { LookupFunction, Socket } from "node:net";
import tls from "node:tls";
import { ipLiteralOf, isAllowedAddress, isLocalName, isLoopbackAddress } from "@/lib/http/public-address";

export type Resolver = (hostname: string) => Promise<string[]>;

/** How an outgoing request may connect; the defaults are DNS and TLS, tests inject their own. */
export type ConnectPolicy = {
  allowLoopback: boolean;
  resolve?: Resolver;
  /** Opens the TLS socket (node's `tls.connect` by default). */
  connect?: (options: tls.ConnectionOptions) => Socket;
  timeoutMs: number;
  maxResponseBytes: number;
};

export type PostResult =
  | { ok: true; statusCode: number; durationMs: number; body: string }
  | { ok: false; statusCode: number | null; durationMs: number; error: string; isRefused?: boolean };

export class AddressRefusedError extends Error {}

const defaultResolve: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The one address a request to `url` may connect to, checked before any connection: https only, no local
 * names, and every address the name resolves to must be global unicast (a name that mixes a private address in is
 * refused as a whole, so round-robin DNS cannot smuggle one in).
 */
export async function resolvePublicAddress(url: URL, policy: ConnectPolicy): Promise<string> {
  if (url.protocol !== "https:") throw new AddressRefusedError("only https URLs are allowed");
  const literal = ipLiteralOf(url.hostname);
  if (!literal && isLocalName(url.hostname) && !policy.allowLoopback)
    throw new AddressRefusedError(`${url.hostname} is a local name`);
  const addresses = literal ? [literal] : await (policy.resolve ?? defaultResolve)(url.hostname);
  if (addresses.length === 0) throw new AddressRefusedError(`${url.hostname} does not resolve`);
  const isRefused = addresses.some(
    (address) => !isAllowedAddress(address, { allowLoopback: policy.allowLoopback }),
  );
  // The refusal is stored with the delivery and logged: it names what the merchant wrote, never the address a
  // name resolves to (which would tell a merchant how the service's own network is laid out).
  if (isRefused && literal) throw new AddressRefusedError(`${literal} is not a public address`);
  if (isRefused) throw new AddressRefusedError(`${url.hostname} resolves to a non-public address`);
  return addresses[0] as string;
}

/**
 * POSTs `body` to an https URL without ever connecting to a non-public address: the name is resolved and
 * checked first, and the socket's own lookup answers only that checked address (a DNS answer that changes
 * between check and connect cannot redirect it). Redirects are not followed (a 3xx is a failure); the
 * answer is cut off after `maxResponseBytes`, the whole exchange after `timeoutMs`.
 */
export async function safePost({
  url,
  headers,
  body,
  policy,
}: {
  url: string;
  headers: Record<string, string>;
  body: string;
  policy: ConnectPolicy;
}): Promise<PostResult> {
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  const target = new URL(url);
  let address: string;
  try {
    address = await resolvePublicAddress(target, policy);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, statusCode: null, durationMs: elapsed(), error: message, isRefused: true };
  }
  const family = address.includes(":") ? 6 : 4;
  const pinnedLookup = ((_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
  const connect = policy.connect ?? tls.connect;
  const hostname = ipLiteralOf(target.hostname) ?? target.hostname;
  return new Promise<PostResult>((resolve) => {
    const request = https.request({
      method: "POST",
      host: hostname,
      port: target.port || 443,
      path: `${target.pathname}${target.search}`,
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      // No agent: each delivery opens its own socket through createConnection (no pooled socket to reuse).
      lookup: pinnedLookup,
      servername: ipLiteralOf(target.hostname) ? undefined : hostname,
      // Development only (WEBHOOKS_ALLOW_LOCAL): a loopback receiver may use a self-signed certificate.
      rejectUnauthorized: !(policy.allowLoopback && isLoopbackAddress(address)),
      createConnection: (options: tls.ConnectionOptions) => connect({ ...options, lookup: pinnedLookup }),
    } as https.RequestOptions);
    const timer = setTimeout(
      () => request.destroy(new Error(`timed out after ${policy.timeoutMs} ms`)),
      policy.timeoutMs,
    );
    const finish = (result: PostResult) => {
      clearTimeout(timer);
      resolve(result);
    };
    request.on("error", (error) =>
      finish({ ok: false, statusCode: null, durationMs: elapsed(), error: error.message }),
    );
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= policy.maxResponseBytes) chunks.push(chunk);
        else response.destroy();
      });
      const settle = () => {
        const statusCode = response.statusCode ?? 0;
        const text = Buffer.concat(chunks).toString("utf8").slice(0, 1000);
        if (statusCode >= 200 && statusCode < 300)
          finish({ ok: true, statusCode, durationMs: elapsed(), body: text });
        else finish({ ok: false, statusCode, durationMs: elapsed(), error: `answered ${statusCode}` });
      };
      response.on("end", settle);
      response.on("close", settle);
    });
    request.end(body);
  });
}
