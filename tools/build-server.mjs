// The second half of `npm run build`: compiles tools/server.ts (and the lib code it imports) into one plain
// JavaScript file, dist/server.js, so production runs `node dist/server.js` with no TypeScript loader.
// Packages stay in node_modules (external), so the server and Next's route handlers share one mongoose.
// Plain .mjs on purpose: it runs with bare Node, before anything is compiled. Needs no environment.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();
await build({
  entryPoints: [path.join(root, "tools/server.ts")],
  outfile: path.join(root, "dist/server.js"),
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  packages: "external",
  tsconfig: path.join(root, "tsconfig.json"),
  sourcemap: "linked",
  logLevel: "warning",
});
console.log(`[build] dist/server.js in ${Date.now() - started} ms`);
