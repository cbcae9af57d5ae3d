// Used by the server and by `npm start`'s setup step (under tsx), so no "server-only" guard.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const sessionSecretFile = "session-secret";
const digestSecretFile = "digest-secret";

function secretPath(dataDir: string, name: string): string {
  return path.join(path.resolve(dataDir, "secrets"), name);
}

function readSecret(dataDir: string, name: string): string | undefined {
  const file = secretPath(dataDir, name);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

/** Writes a new secret, unless another process wrote one first: then that one is everybody's. */
function writeSecret(dataDir: string, name: string, value: string): string {
  const file = secretPath(dataDir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, value, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8").trim();
  }
  chmodSync(file, 0o600);
  return value;
}

const randomSecret = () => randomBytes(36).toString("base64url");

/**
 * The deployment's root secret: SESSION_SECRET when configured, otherwise (outside production)
 * a random one generated once into DATA_DIR/secrets and reused, so sessions survive restarts.
 * A new folder gets its digest secret at the same moment, a random one of its own.
 */
export function loadOrCreateRootSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const stored = readSecret(dataDir, sessionSecretFile);
  if (stored) return stored;
  if (!readSecret(dataDir, digestSecretFile)) writeSecret(dataDir, digestSecretFile, randomSecret());
  return writeSecret(dataDir, sessionSecretFile, randomSecret());
}

/**
 * The secret the keys of stored digests derive from (card numbers, emails of failed sign-ins,
 * rate-limit keys), which never rotates with the session secret (docs/decisions/0053):
 * DIGEST_SECRET when configured; else SESSION_SECRET when configured, exactly as before the
 * digest secret had a setting of its own, so nothing a deployment stored stops matching; else
 * DATA_DIR/secrets/digest-secret. A folder from before that file existed made its digests with
 * its generated session secret, so the file starts as a copy of it; a new folder's is random.
 */
export function loadOrCreateDigestSecret(
  dataDir: string,
  configured: { readonly digestSecret: string | undefined; readonly sessionSecret: string | undefined },
): string {
  if (configured.digestSecret) return configured.digestSecret;
  if (configured.sessionSecret) return configured.sessionSecret;
  const stored = readSecret(dataDir, digestSecretFile);
  if (stored) return stored;
  return writeSecret(dataDir, digestSecretFile, readSecret(dataDir, sessionSecretFile) ?? randomSecret());
}
