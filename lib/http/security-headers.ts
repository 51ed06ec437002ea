// Relative: next.config.ts loads this file, outside the "@/" alias.
import { API_CONTENT_SECURITY_POLICY } from "./content-security-policy";

export const permissionsPolicy = (camera: string, geolocation = "()") =>
  `camera=${camera}, microphone=(), geolocation=${geolocation}`;

/** On every answer (next.config.ts's rule for every path, and the front server's own /v2 answers). */
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: permissionsPolicy("()") },
];

/** What next.config.ts puts on every /v2 answer, as headers the front server (tools/server.ts) can write itself. */
export const API_RESPONSE_HEADERS: Record<string, string> = {
  ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
  "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
};
