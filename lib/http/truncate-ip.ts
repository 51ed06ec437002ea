import { isIPv4, isIPv6 } from "node:net";
import { normalizeIp } from "@/lib/http/client-ip";

const IPV4_KEPT_OCTETS = 3; // /24
const IPV6_KEPT_GROUPS = 3; // /48

function expandIpv6(address: string): number[] {
  let text = address;
  const embeddedIpv4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (embeddedIpv4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = embeddedIpv4[1].split(".").map(Number);
    text = `${text.slice(0, -embeddedIpv4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
}

/** RFC 5952 text: lower-case, no leading zeros, the longest run of two or more zero groups as `::`. */
function compressIpv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 0;
  for (let start = 0; start < 8; ) {
    if (groups[start] !== 0) {
      start++;
      continue;
    }
    let end = start;
    while (end < 8 && groups[end] === 0) end++;
    if (end - start > bestLength && end - start >= 2) [bestStart, bestLength] = [start, end - start];
    start = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart === -1) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}

/** `203.0.113.77` → `203.0.113.0`; `2001:db8:abcd:12::1` → `2001:db8:abcd::`; null when not an address. */
export function truncateIp(address: string): string | null {
  const ip = normalizeIp(address);
  if (!ip) return null;
  if (isIPv4(ip)) return [...ip.split(".").slice(0, IPV4_KEPT_OCTETS), "0"].join(".");
  if (!isIPv6(ip)) return null;
  const groups = expandIpv6(ip).map((group, index) => (index < IPV6_KEPT_GROUPS ? group : 0));
  return compressIpv6(groups);
}
