// Builds the production bundle and records the settings baked into static pages (public
// origins, environment), so `npm start` rebuilds when they change instead of serving pages
// with another port's canonical URLs.
import "./ensure-node.mjs";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const stampFile = `${distDir}/build-settings.json`;

/** The settings static pages depend on, with the defaults lib/env.ts applies. */
export function buildSettings(env = process.env) {
  return {
    APP_ENV: env.APP_ENV || "local",
    PORT: env.PORT || "3000",
    PUBLIC_ORIGIN_TEMPLATE: env.PUBLIC_ORIGIN_TEMPLATE || "http://{code}.localhost:{port}",
    // Baked into the browser bundle at build time, so a change needs a build.
    ...Object.fromEntries(
      Object.entries(env)
        .filter(([name]) => name.startsWith("NEXT_PUBLIC_"))
        .sort(),
    ),
  };
}

export function buildIsCurrent(env = process.env) {
  if (!existsSync(`${distDir}/BUILD_ID`) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, "utf8") === JSON.stringify(buildSettings(env));
}

export function build(env = process.env) {
  const result = spawnSync("npx", ["next", "build"], { stdio: "inherit", env });
  if (result.status === 0) writeFileSync(stampFile, JSON.stringify(buildSettings(env)));
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(build());
