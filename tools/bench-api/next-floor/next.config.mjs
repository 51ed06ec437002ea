import path from "node:path";
import { fileURLToPath } from "node:url";

// The Next floor of `npm run bench:api` (built by it into tools/bench-api/next-floor/.next).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export default {
  serverExternalPackages: ["mongoose"],
  poweredByHeader: false,
  turbopack: { root },
  outputFileTracingRoot: root,
};
