import { BlockList, isIP } from "node:net";

// Everything a webhook must never reach: RFC 6890 special-purpose ranges, loopback, private, CGNAT, link-local
// (169.254.169.254 and the other cloud metadata addresses live there or in ULA), multicast, reserved, and the
// IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo), whose target would dodge the v4 list.
const NON_PUBLIC_V4: [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];
const NON_PUBLIC_V6: [string, number][] = [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96],
  ["::", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 32],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
];

const blocked = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V4) blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of NON_PUBLIC_V6) blocked.addSubnet(network, prefix, "ipv6");

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

const familyOf = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

export const isLoopbackAddress = (address: string): boolean =>
  isIP(address) !== 0 && loopback.check(address, familyOf(address));

/**
 * Whether a connection may go to `address`: public addresses only; loopback too when `allowLoopback`
 * (the development setting WEBHOOKS_ALLOW_LOCAL). Anything that is not an IP address is refused.
 */
export function isAllowedAddress(address: string, { allowLoopback = false } = {}): boolean {
  if (isIP(address) === 0) return false;
  if (allowLoopback && isLoopbackAddress(address)) return true;
  return !blocked.check(address, familyOf(address));
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
