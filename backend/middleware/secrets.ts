import "server-only";
import { hkdfSync, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

/**
 * The deployment's one secret (SESSION_SECRET), from which each use derives its own key with
 * HKDF, so a key leaked from one use never opens another. Outside production a random secret
 * is generated once into DATA_DIR and reused, so sessions survive restarts.
 */
function rootSecret(): string {
  const configured = env().SESSION_SECRET;
  if (configured) return configured;
  const dir = path.resolve(env().DATA_DIR, "secrets");
  const file = path.join(dir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const generated = randomBytes(36).toString("base64url");
  writeFileSync(file, generated, { mode: 0o600 });
  chmodSync(file, 0o600);
  return generated;
}

const cache = new Map<string, Buffer>();

/** A 32-byte key for one purpose ("session", "csrf", ...). */
export function derivedKey(purpose: string): Buffer {
  let key = cache.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", rootSecret(), "dining-rewards", purpose, 32));
    cache.set(purpose, key);
  }
  return key;
}
