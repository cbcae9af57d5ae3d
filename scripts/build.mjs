// Builds the production bundle and records the settings baked into static pages (public
// origins, environment). `npm start` serves a build made for its own settings: the build in
// `.next` when it matches, otherwise a folder of its own per settings (.next-<hash>), so a start
// with another port never rebuilds a folder another server is serving.
import "./ensure-node.mjs";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { partnerFolders, writePartnerRegistry } from "./partner-registry.mjs";

const defaultDistDir = ".next";

/**
 * The settings static pages depend on, with the defaults platform/env.ts applies, and the
 * partner folders the bundle holds: a partner added since the build (`npm run partner:new`) makes
 * the next `npm start` build again, so it answers after a restart (docs/decisions/0055).
 */
export function buildSettings(env = process.env) {
  return {
    APP_ENV: env.APP_ENV || "local",
    PORT: env.PORT || "3000",
    PUBLIC_ORIGIN_TEMPLATE: env.PUBLIC_ORIGIN_TEMPLATE || "http://{code}.localhost:{port}",
    PARTNERS: partnerFolders().join(","),
    // Baked into the browser bundle at build time, so a change needs a build.
    ...Object.fromEntries(
      Object.entries(env)
        .filter(([name]) => name.startsWith("NEXT_PUBLIC_"))
        .sort(),
    ),
  };
}

const stampFile = (distDir) => `${distDir}/build-settings.json`;

export function buildIsCurrent(env = process.env, distDir = env.NEXT_DIST_DIR || defaultDistDir) {
  if (!existsSync(`${distDir}/BUILD_ID`) || !existsSync(stampFile(distDir))) return false;
  return readFileSync(stampFile(distDir), "utf8") === JSON.stringify(buildSettings(env));
}

/**
 * Where a start with these settings finds (or makes) its build: NEXT_DIST_DIR when set; `.next`
 * when it is missing or was built for these settings; else `.next-<hash of the settings>`.
 */
export function distDirFor(env = process.env) {
  if (env.NEXT_DIST_DIR) return env.NEXT_DIST_DIR;
  if (!existsSync(`${defaultDistDir}/BUILD_ID`) || buildIsCurrent(env, defaultDistDir)) return defaultDistDir;
  const hash = createHash("sha256")
    .update(JSON.stringify(buildSettings(env)))
    .digest("hex")
    .slice(0, 12);
  return `${defaultDistDir}-${hash}`;
}

/**
 * Runs `next build` for these settings. `quiet` keeps its report (the route table, Next's notes)
 * to itself unless the build fails, when all of it is printed: `npm start` shows a newcomer one
 * line instead (decision 0066).
 */
export function build(env = process.env, { quiet = false } = {}) {
  const distDir = env.NEXT_DIST_DIR || defaultDistDir;
  // next build points next-env.d.ts and tsconfig.json at its folder's route types; the editor and
  // the typecheck keep reading `.next`'s, so a build into a folder of its own puts both back.
  const kept = ["next-env.d.ts", "tsconfig.json"]
    .filter((file) => existsSync(file))
    .map((file) => [file, readFileSync(file, "utf8")]);
  // The bundle's partners are the folders as they are now, whoever added one.
  writePartnerRegistry();
  const result = spawnSync("npx", ["next", "build"], {
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (quiet && result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    if (result.error) process.stderr.write(`${String(result.error)}\n`);
  }
  if (distDir !== defaultDistDir) for (const [file, content] of kept) writeFileSync(file, content);
  if (result.status === 0) writeFileSync(stampFile(distDir), JSON.stringify(buildSettings(env)));
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(build());
