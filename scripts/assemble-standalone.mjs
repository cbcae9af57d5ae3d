// Puts together what the Dockerfile's final image holds, in a folder: Next's standalone output,
// the static files and public/, the server script with the modules it imports, and the
// migrations the start-up schema check reads. Used by the Dockerfile's logic's test (the
// deploy journey) where Docker itself cannot run. Usage: node scripts/assemble-standalone.mjs <dir>
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The files besides Next's standalone output that the image needs; the Dockerfile copies the same. */
export const extraFiles = [
  "scripts/serve.mjs",
  "scripts/ensure-node.mjs",
  "scripts/node-runtime.mjs",
  "lib/server/page-cache.mjs",
  "lib/server/page-request-log.mjs",
  "lib/server/page-sharing.mjs",
  "platform/page-metrics-observer.mjs",
  "platform/peer-address-header.mjs",
  // Imported by next-cache-handler.mjs, which Next loads from outside its traced bundles.
  "platform/redis-connection.mjs",
  "platform/request-id.mjs",
  "lib/server/security-headers.mjs",
  "backend/db/migrations",
  "public",
];

export function assembleStandalone(target, distDir = process.env.NEXT_DIST_DIR || ".next") {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(join(root, distDir, "standalone"), target, { recursive: true });
  cpSync(join(root, distDir, "static"), join(target, ".next", "static"), { recursive: true });
  for (const path of extraFiles) cpSync(join(root, path), join(target, path), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2];
  if (!target) {
    console.error("usage: node scripts/assemble-standalone.mjs <dir>");
    process.exit(2);
  }
  assembleStandalone(target);
}
