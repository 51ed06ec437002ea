import { lookup as dnsLookup } from "node:dns";
import https from "node:https";
import net, { type AddressInfo, isIP, type LookupFunction } from "node:net";
import tls from "node:tls";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isAllowedAddress, isLoopbackAddress } from "@/lib/http/public-address";
import { type ConnectPolicy, safePost } from "@/lib/http/safe-post";
import { selfSignedCertificate } from "@/lib/testing/https-receiver";

// The socket layer is replaced for this file: any connection to an address that is not loopback fails the
// test (and is never opened), whatever asked for it. The refusals below must also happen before any
// connection is attempted at all, which the injected `connect` counts.
const violations: string[] = [];
const originalConnect = net.Socket.prototype.connect;

function guardLookup(lookup: LookupFunction | undefined): LookupFunction {
  return ((hostname, options, callback) => {
    (lookup ?? dnsLookup)(hostname, options, ((error, address, family) => {
      const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address];
      const bad = addresses.find(
        (candidate) => typeof candidate === "string" && !isLoopbackAddress(candidate),
      );
      if (!error && bad) {
        violations.push(`${hostname} → ${bad}`);
        return callback(new Error(`test guard: refused to connect to ${bad}`), "", 4);
      }
      return (callback as (...args: unknown[]) => void)(error, address, family);
    }) as Parameters<LookupFunction>[2]);
  }) as LookupFunction;
}

beforeAll(() => {
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const options = (
      typeof args[0] === "object" && args[0] !== null ? args[0] : { port: args[0], host: args[1] }
    ) as {
      host?: string;
      path?: string;
      lookup?: LookupFunction;
    };
    if (!options.path) {
      const host = options.host ?? "localhost";
      if (isIP(host) && !isLoopbackAddress(host)) {
        violations.push(host);
        throw new Error(`test guard: refused to connect to ${host}`);
      }
      if (!isIP(host) && typeof args[0] === "object") options.lookup = guardLookup(options.lookup);
    }
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
});
afterAll(() => {
  net.Socket.prototype.connect = originalConnect;
});

let connects: string[] = [];
let resolved: string[] = [];
beforeEach(() => {
  connects = [];
  resolved = [];
});

const policy = (overrides: Partial<ConnectPolicy> = {}): ConnectPolicy => ({
  allowLoopback: false,
  timeoutMs: 5_000,
  maxResponseBytes: 1024,
  resolve: async (hostname) => {
    resolved.push(hostname);
    if (hostname === "hooks.partner.example") return ["10.0.0.1"];
    if (hostname === "mixed.partner.example") return ["93.184.216.34", "10.0.0.1"];
    if (hostname === "rebind.partner.example") return ["127.0.0.1"];
    if (hostname === "siit.partner.example") return ["::ffff:0:127.0.0.1"];
    throw new Error(`no such name in this test: ${hostname}`);
  },
  connect: (options) => {
    connects.push(String(options.host));
    return tls.connect(options);
  },
  ...overrides,
});

const post = (url: string, overrides?: Partial<ConnectPolicy>) =>
  safePost({ url, headers: { "content-type": "application/json" }, body: "{}", policy: policy(overrides) });

describe("safePost refuses non-public targets before connecting", () => {
  it.each([
    ["http://127.0.0.1/hooks", "only https"],
    ["https://169.254.169.254/latest/meta-data/", "169.254.169.254"],
    ["https://[::1]/hooks", "::1"],
    ["https://hooks.partner.example/hooks", "hooks.partner.example resolves to a non-public address"],
    ["https://mixed.partner.example/hooks", "mixed.partner.example resolves to a non-public address"],
    ["https://[::ffff:169.254.169.254]/", "::ffff:a9fe:a9fe"],
    ["https://[::ffff:0:127.0.0.1]/", "::ffff:0:7f00:1 is not a public address"],
    ["https://localhost/hooks", "local name"],
    ["https://100.64.0.1/", "100.64.0.1"],
  ])("%s", async (url, reason) => {
    const result = await post(url);
    expect(result).toMatchObject({ ok: false, isRefused: true, statusCode: null });
    expect(result.ok ? "" : result.error).toContain(reason);
    expect(connects).toEqual([]);
    expect(violations).toEqual([]);
  });

  it("asks the injected resolver, not the system's DNS, and refuses a name that maps to a private address", async () => {
    await post("https://hooks.partner.example/hooks");
    expect(resolved).toEqual(["hooks.partner.example"]);
    expect(connects).toEqual([]);
  });

  it("never names the address a name resolves to (the error is stored with the delivery and logged)", async () => {
    for (const url of ["https://hooks.partner.example/hooks", "https://mixed.partner.example/hooks"]) {
      const result = await post(url);
      expect(result.ok ? "" : result.error).not.toContain("10.0.0.1");
    }
  });

  it("refuses a name that resolves to an IPv4-translated address (::ffff:0:a.b.c.d)", async () => {
    const result = await post("https://siit.partner.example/hooks");
    expect(result).toMatchObject({ ok: false, isRefused: true });
    expect(connects).toEqual([]);
  });
});

describe("address ranges", () => {
  it.each([
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "127.0.0.1",
    "0.0.0.0",
    "100.64.0.1",
    "169.254.169.254",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fd00::1",
    "fd00:ec2::254",
    "fe80::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
    "2002:a00:1::1",
    // Outside every list that blocked ranges by name: only global unicast is allowed now.
    "::ffff:0:127.0.0.1",
    "::ffff:0:a00:1",
    "::127.0.0.1",
    "2001:db8::1",
    "2001::1",
    "2001:2::1",
    "3fff::1",
    "5f00::1",
    "4000::1",
    "100::1",
    "192.0.2.1",
    "198.18.0.1",
    "240.0.0.1",
    "0x7f.1",
    "fe80::1%eth0",
    "not an address",
  ])("%s is refused", (address) => {
    expect(isAllowedAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "2a00:1450:4001::1", "2001:4860:4860::8888"])(
    "%s is public",
    (address) => {
      expect(isAllowedAddress(address)).toBe(true);
    },
  );

  it("the development setting admits loopback only", () => {
    expect(isAllowedAddress("127.0.0.1", { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress("::1", { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress("10.0.0.1", { allowLoopback: true })).toBe(false);
    expect(isAllowedAddress("169.254.169.254", { allowLoopback: true })).toBe(false);
  });
});

describe("talking to a loopback receiver (development setting)", () => {
  let server: https.Server;
  let port = 0;
  const seen: string[] = [];
  beforeAll(async () => {
    server = https.createServer(selfSignedCertificate(), (request, response) => {
      seen.push(request.url ?? "");
      request.resume();
      if (request.url === "/redirect")
        return response.writeHead(302, { location: "https://169.254.169.254/latest/meta-data/" }).end();
      if (request.url === "/big") return response.writeHead(200).end("x".repeat(1024 * 1024));
      if (request.url === "/hang") return; // never answers
      return response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("connects to the address it checked, whatever the name resolves to later", async () => {
    const result = await post(`https://rebind.partner.example:${port}/ok`, { allowLoopback: true });
    expect(result).toMatchObject({ ok: true, statusCode: 204 });
    expect(resolved).toEqual(["rebind.partner.example"]);
    expect(violations).toEqual([]);
  });

  it("does not follow a redirect", async () => {
    const before = seen.length;
    const result = await post(`https://127.0.0.1:${port}/redirect`, { allowLoopback: true });
    expect(result).toMatchObject({ ok: false, statusCode: 302 });
    expect(seen.slice(before)).toEqual(["/redirect"]);
    expect(connects).toEqual(["127.0.0.1"]);
    expect(violations).toEqual([]);
  });

  it("reads no more of the answer than the cap", async () => {
    const result = await post(`https://127.0.0.1:${port}/big`, { allowLoopback: true });
    expect(result.ok ? result.body.length : -1).toBeLessThanOrEqual(1024);
  });

  it("gives up on a receiver that never answers", async () => {
    const result = await post(`https://127.0.0.1:${port}/hang`, { allowLoopback: true, timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.ok ? "" : result.error).toContain("timed out");
  });

  it("without the development setting, loopback is refused before connecting", async () => {
    const result = await post(`https://127.0.0.1:${port}/ok`);
    expect(result).toMatchObject({ ok: false, isRefused: true });
    expect(connects).toEqual([]);
  });
});
