import { spawn, type ChildProcess } from "node:child_process";
import { waitForServer } from "./load";

/** Starts the product as `npm start` would (production build), on its own port and data dir. */
export async function startProductServer(
  port: number,
  dataDir: string,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<ChildProcess> {
  const child = spawn("node", ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_ENV: "test",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  await waitForServer(port, `harbor.localhost:${port}`, 300_000);
  return child;
}

export function stopProductServer(child: ChildProcess): void {
  // The start script spawns `next start`; kill the whole process group.
  if (child.pid) process.kill(-child.pid, "SIGTERM");
}
