import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

// Allowed, not blocked: an address may be reached only when it is global unicast — IPv4 outside every special
// range ipaddr.js knows (RFC 6890 and successors: private, loopback, CGNAT, link-local with the cloud metadata
// service, documentation, benchmarking, multicast, reserved…), IPv6 inside 2000::/3 and outside its special
// ranges (documentation, 2001::/23 with Teredo, 6to4, NAT64…). Everything else, including every form that embeds
// an IPv4 address below ::/8 (::ffff:a.b.c.d, ::ffff:0:a.b.c.d, ::a.b.c.d), is refused without listing it:
// a range nobody thought of is closed by default (docs/decisions/034-audit-hardening.md).
const GLOBAL_UNICAST_V6: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse("2000::"), 3];

function parsed(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  // node's isIP accepts only the canonical notations (ipaddr.js would also take 0x7f.1 or 017.0.0.1).
  if (isIP(address) === 0 || address.includes("%")) return null;
  try {
    return ipaddr.parse(address);
  } catch {
    return null;
  }
}

/** 127.0.0.0/8 and ::1 (not their IPv4-mapped forms, which a webhook has no reason to use). */
export const isLoopbackAddress = (address: string): boolean => parsed(address)?.range() === "loopback";

/** Global unicast: the only addresses a request on a merchant's behalf may reach. */
export function isGlobalUnicastAddress(address: string): boolean {
  const ip = parsed(address);
  if (!ip) return false;
  if (ip.kind() === "ipv4") return ip.range() === "unicast";
  return ip.range() === "unicast" && (ip as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/**
 * Whether a connection may go to `address`: global unicast only; loopback too when `allowLoopback`
 * (the development setting WEBHOOKS_ALLOW_LOCAL). Anything that is not an IP address is refused.
 */
export function isAllowedAddress(address: string, { allowLoopback = false } = {}): boolean {
  if (allowLoopback && isLoopbackAddress(address)) return true;
  return isGlobalUnicastAddress(address);
}

/** The host of a URL as an IP literal (brackets removed), or null for a name. */
export function ipLiteralOf(hostname: string): string | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

/** Names that always mean this machine or a private network, refused without asking DNS. */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name.endsWith(".local") ||
    name.endsWith(".internal") ||
    name.endsWith(".home.arpa")
  );
}
