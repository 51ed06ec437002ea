import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ["@node-rs/argon2", "mongoose", "nodemailer"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
