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

// Two lists: one BlockList holding both families matches every IPv4 address against `::ffff:0:0/96`.
const blockedV4 = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V4) blockedV4.addSubnet(network, prefix, "ipv4");
const blockedV6 = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V6) blockedV6.addSubnet(network, prefix, "ipv6");

const familyOf = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

const loopbackV4 = new BlockList();
loopbackV4.addSubnet("127.0.0.0", 8, "ipv4");

/** 127.0.0.0/8 and ::1 (not their IPv4-mapped forms, which a webhook has no reason to use). */
export const isLoopbackAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 4) return loopbackV4.check(address, "ipv4");
  return family === 6 && /^(0{0,4}:){2,7}0{0,3}1$|^::1$/.test(address);
};

/**
 * Whether a connection may go to `address`: public addresses only; loopback too when `allowLoopback`
 * (the development setting WEBHOOKS_ALLOW_LOCAL). Anything that is not an IP address is refused.
 */
export function isAllowedAddress(address: string, { allowLoopback = false } = {}): boolean {
  if (isIP(address) === 0) return false;
  if (allowLoopback && isLoopbackAddress(address)) return true;
  return familyOf(address) === "ipv4" ? !blockedV4.check(address, "ipv4") : !blockedV6.check(address, "ipv6");
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
