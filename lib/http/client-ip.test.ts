import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, clientIpOf, clientKeyOf, normalizeIp, resolveClientIp } from "./client-ip";

describe("resolveClientIp", () => {
  it("uses the socket peer and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(
      resolveClientIp({ socketAddress: "::ffff:198.51.100.7", forwardedFor: "1.2.3.4", trustedHops: 0 }),
    ).toBe("198.51.100.7");
  });

  it("behind one trusted proxy takes the entry that proxy appended, not what the client prepended", () => {
    expect(
      resolveClientIp({ socketAddress: "10.0.0.2", forwardedFor: "6.6.6.6, 198.51.100.9", trustedHops: 1 }),
    ).toBe("198.51.100.9");
    expect(
      resolveClientIp({
        socketAddress: "10.0.0.2",
        forwardedFor: ["6.6.6.6", "198.51.100.9, 10.0.0.1"],
        trustedHops: 2,
      }),
    ).toBe("198.51.100.9");
  });

  it("falls back to the peer when the header is absent or garbage", () => {
    expect(resolveClientIp({ socketAddress: "::1", forwardedFor: undefined, trustedHops: 1 })).toBe("::1");
    expect(resolveClientIp({ socketAddress: "::1", forwardedFor: "not-an-ip", trustedHops: 1 })).toBe("::1");
  });
});

describe("normalizeIp and clientIpOf", () => {
  it("normalizes mapped, bracketed and upper-case addresses and rejects junk", () => {
    expect(normalizeIp("[2001:DB8::1]")).toBe("2001:db8::1");
    expect(normalizeIp("::ffff:127.0.0.2")).toBe("127.0.0.2");
    expect(normalizeIp("localhost")).toBeNull();
  });

  it("reads only the server-stamped header", () => {
    const request = new Request("http://localhost/", {
      headers: { [CLIENT_IP_HEADER]: "203.0.113.5", "x-forwarded-for": "1.1.1.1" },
    });
    expect(clientIpOf(request)).toBe("203.0.113.5");
    expect(
      clientIpOf(new Request("http://localhost/", { headers: { "x-forwarded-for": "1.1.1.1" } })),
    ).toBeNull();
  });
});

describe("clientKeyOf (what a rate limit counts)", () => {
  it("counts an IPv6 client by its /64, so rotating addresses within it escapes nothing", () => {
    const key = clientKeyOf("2001:db8:abcd:12::1");
    expect(key).toBe("2001:db8:abcd:12::/64");
    for (const sibling of [
      "2001:db8:abcd:12:ffff:ffff:ffff:ffff",
      "2001:DB8:ABCD:0012:1:2:3:4",
      "[2001:db8:abcd:12::9]",
    ])
      expect(clientKeyOf(sibling)).toBe(key);
    expect(clientKeyOf("2001:db8:abcd:13::1")).not.toBe(key);
  });

  it("counts IPv4 by the address (also when it arrives IPv4-mapped) and an unknown client in one bucket", () => {
    expect(clientKeyOf("198.51.100.7")).toBe("198.51.100.7");
    expect(clientKeyOf("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientKeyOf("198.51.100.8")).not.toBe(clientKeyOf("198.51.100.7"));
    expect(clientKeyOf(null)).toBe("unknown");
    expect(clientKeyOf("not an address")).toBe("unknown");
  });
});
