import type { NextConfig } from "next";
import { API_CONTENT_SECURITY_POLICY } from "./lib/http/content-security-policy";
import { permissionsPolicy, SECURITY_HEADERS } from "./lib/http/security-headers";

/** The one page that uses the camera (the counter's scanner); every other page forbids it. */
const CAMERA_PAGE = "/scan";

/** The one page that uses the device's position ("Use my position" for a shop's coordinates, issue 30). */
const GEOLOCATION_PAGE = "/settings/locations";

/** A member's or gift card's page (and its wallet routes): the address is the card's key, so nothing may keep it or pass it on. */
const CARD_PAGE_HEADERS = [
  { key: "Cache-Control", value: "no-store" },
  { key: "Referrer-Policy", value: "no-referrer" },
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
];

const nextConfig: NextConfig = {
  // Native and server-only packages stay out of the bundle. passkit-generator and node-forge: one forge for the
  // library and for the pass signer's OpenSSL swap (lib/services/wallet/apple/native-forge.ts).
  serverExternalPackages: ["@node-rs/argon2", "mongoose", "nodemailer", "passkit-generator", "node-forge"],
  poweredByHeader: false,
  // Each route's module is loaded when it is first asked for, not all of them at start: a process serving the API
  // holds only the routes it serves (issue 31's memory bound). The first request to a route pays its load once.
  experimental: { preloadEntriesOnStart: false },
  // `npm test` runs tsc over the whole project before it builds; its build need not check the same types again.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === "1" },
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      // Matched after the catch-all, so this value replaces its Permissions-Policy (Next: the last rule that sets
      // a key wins) on the scanner page alone. Only our own origin may use the camera, and no frame of another.
      { source: CAMERA_PAGE, headers: [{ key: "Permissions-Policy", value: permissionsPolicy("(self)") }] },
      // Likewise the Locations page alone may ask for the device's position, from our own origin only.
      {
        source: GEOLOCATION_PAGE,
        headers: [{ key: "Permissions-Policy", value: permissionsPolicy("()", "(self)") }],
      },
      // Pages get theirs, with a nonce, from proxy.ts; the API answers JSON, which needs nothing to run.
      {
        source: "/v2/:path*",
        headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }],
      },
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }],
      },
      { source: "/m/:path*", headers: CARD_PAGE_HEADERS },
      { source: "/g/:path*", headers: CARD_PAGE_HEADERS },
      // The double opt-in link (decision 042) holds a secret too.
      { source: "/marketing/:path*", headers: CARD_PAGE_HEADERS },
    ];
  },
};

export default nextConfig;
