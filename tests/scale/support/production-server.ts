import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { partnerCodes } from "@/partners/registry";

/**
 * What production requires (platform/env.ts), with fresh secrets: every instance started with the same
 * object shares them, as instances of one deployment do.
 */
export function productionEnv(options: {
  databaseUrl: string;
  publicPort: number;
  extra?: Record<string, string>;
}): NodeJS.ProcessEnv {
  const cardKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
    type: "pkcs8",
    format: "pem",
  });
  return {
    ...process.env,
    APP_ENV: "production",
    DATABASE_URL: options.databaseUrl,
    SESSION_SECRET: "production-test-secret-0123456789-abcdef",
    DIGEST_SECRET: "production-test-digest-secret-0123456789",
    CARD_PRIVATE_KEY_PEM: cardKey.toString(),
    SMTP_URL: "smtp://127.0.0.1:2525",
    LOG_LEVEL: "warn",
    ...Object.fromEntries(
      partnerCodes.map((code) => [
        `PUBLIC_ORIGIN_${code.toUpperCase()}`,
        `http://${code}.localhost:${String(options.publicPort)}`,
      ]),
    ),
    ...options.extra,
  };
}

/** The release step (`npm run db:migrate`), started now; resolves with its exit status and output. */
export function runMigrate(env: NodeJS.ProcessEnv): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["scripts/with-node.mjs", "tsx", "--conditions=react-server", "backend/db/setup.ts", "--migrate-only"],
      { env, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (status) => {
      resolve({ status, output });
    });
  });
}

/** What `npm start` runs before serving: in production, the schema check (it seeds nothing). */
export function checkSchema(env: NodeJS.ProcessEnv): {
  status: number | null;
  stdout: string;
  stderr: string;
} {
  const result = spawnSync(
    process.execPath,
    ["scripts/with-node.mjs", "tsx", "--conditions=react-server", "backend/db/setup.ts"],
    {
      env,
      encoding: "utf8",
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The image's server (scripts/serve.mjs) from an assembled standalone folder, on `port`. */
export function startServer(folder: string, env: NodeJS.ProcessEnv, port: number): ChildProcess {
  return spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: folder,
    env: { ...env, PORT: String(port) },
    // SCALE_LOG=1 shows the servers' own output when a run needs explaining.
    stdio: process.env.SCALE_LOG ? "inherit" : "ignore",
  });
}
