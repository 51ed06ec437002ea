import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** Set by tools/server.ts from the socket (never from the client); the app reads the client address only here. */
export const CLIENT_IP_HEADER = "x-loyaltypass-client-ip";

/** `::ffff:203.0.113.7` (IPv4 on a dual-stack socket) → `203.0.113.7`. */
export function normalizeIp(address: string): string | null {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  const candidate = mapped?.[1] ?? trimmed;
  return isIP(candidate) ? candidate.toLowerCase() : null;
}

/**
 * The client's address: the socket peer, or — only behind `trustedHops` proxies that each append the
 * address they saw — the X-Forwarded-For entry the outermost trusted proxy wrote. A client can prepend
 * anything it likes to X-Forwarded-For, so entries left of that one are never used.
 */
export function resolveClientIp({
  socketAddress,
  forwardedFor,
  trustedHops,
}: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedHops: number;
}): string | null {
  const peer = socketAddress ? normalizeIp(socketAddress) : null;
  if (trustedHops === 0 || !forwardedFor) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor).split(",");
  const entry = hops[hops.length - trustedHops];
  return (entry && normalizeIp(entry)) ?? peer;
}

export function clientIpOf(request: Request): string | null {
  const value = request.headers.get(CLIENT_IP_HEADER);
  return value ? normalizeIp(value) : null;
}

/** How much of an IPv6 address one subscriber holds: a /64 is the smallest prefix a network hands out (RFC 6177). */
const IPV6_SUBSCRIBER_PREFIX = 64;

/**
 * The client a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one home or phone
 * connection has all of it, so counting single addresses would let a client rotate past every limit), and
 * "unknown" — one shared, strict bucket — when the address is not known.
 */
export function clientKeyOf(address: string | null): string {
  const ip = address ? normalizeIp(address) : null;
  if (!ip) return "unknown";
  if (isIP(ip) === 4) return ip;
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${ip}/${IPV6_SUBSCRIBER_PREFIX}`);
  return `${network.toRFC5952String()}/${IPV6_SUBSCRIBER_PREFIX}`;
}
