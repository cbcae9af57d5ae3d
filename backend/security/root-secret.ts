// Used by the server and by `npm start`'s setup step (under tsx), so no "server-only" guard.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The deployment's root secret: SESSION_SECRET when configured, otherwise (outside production)
 * a random one generated once into DATA_DIR/secrets and reused, so sessions survive restarts.
 */
export function loadOrCreateRootSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const dir = path.resolve(dataDir, "secrets");
  const file = path.join(dir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const generated = randomBytes(36).toString("base64url");
  writeFileSync(file, generated, { mode: 0o600 });
  chmodSync(file, 0o600);
  return generated;
}
