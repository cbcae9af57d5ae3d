/**
 * First-load JavaScript per page against the framework's floor, from the production build's own
 * manifests: for each app page, the gzip size of the modern chunks its HTML loads (the root main
 * files every page shares, plus the entry chunks of its layouts, page and boundaries; polyfills,
 * which only old browsers run, excluded) divided by the framework-only chunks of the same build
 * (the root main files plus Next's built-in client components). Chunks loaded later by dynamic
 * import (the map, lazy overlays) are not first-load and do not count.
 *
 * `npm run bench:bundle` (builds first when there is no build; BENCH_DIST_DIR picks another
 * build folder). Target: at most 1.25x on every page (docs/performance.md, Bundles).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

const target = 1.25;
const distDir = process.env.BENCH_DIST_DIR ?? ".next";

interface BuildManifest {
  polyfillFiles: string[];
  rootMainFiles: string[];
}

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

function ensureBuild(): void {
  if (existsSync(join(distDir, "BUILD_ID"))) return;
  console.log(`No production build in ${distDir}: building (npm run build)…`);
  const result = spawnSync("node", ["scripts/build.mjs"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: distDir },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Every page's client reference manifest under server/app (one per page.tsx). */
function pageManifests(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return pageManifests(path);
    return name === "page_client-reference-manifest.js" ? [path] : [];
  });
}

/** The manifest file assigns globalThis.__RSC_MANIFEST[route] = {...}: run it in a scratch context. */
function readClientManifest(path: string): ClientReferenceManifest {
  const scope: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
  // The scratch object is the script's global object, so globalThis.__RSC_MANIFEST lands on it.
  runInNewContext(readFileSync(path, "utf8"), scope);
  const [manifest] = Object.values(scope.__RSC_MANIFEST ?? {});
  return manifest ?? {};
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
/** "server/app/[partner]/(site)/search/page_client-reference-manifest.js" → "/[partner]/search". */
function routeOf(path: string): string {
  const segments = relative(join(distDir, "server", "app"), path)
    .split(sep)
    .slice(0, -1);
  const visible = segments.filter((segment) => !/^\(.*\)$/.test(segment));
  return `/${visible.join("/")}`;
}

ensureBuild();
const build = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")) as BuildManifest;
const polyfills = new Set(build.polyfillFiles);
const modern = (files: Iterable<string>) =>
  [...files].filter((file) => file.endsWith(".js") && !polyfills.has(file));

const pages = pageManifests(join(distDir, "server", "app"))
  .map((path) => ({ route: routeOf(path), entries: readClientManifest(path).entryJSFiles ?? {} }))
  // Pages only: the API's catch-all route has no HTML.
  .filter((page) => !page.route.startsWith("/api"))
  .sort((a, b) => a.route.localeCompare(b.route));

// The floor: what any page of this build loads whatever the app does — Next's runtime and
// React (root main files) and Next's own client components (layout router, error boundaries).
const frameworkFiles = new Set(modern(build.rootMainFiles));
for (const page of pages) {
  for (const [module, files] of Object.entries(page.entries)) {
    if (module.startsWith("[project]/node_modules/next/"))
      modern(files).forEach((file) => frameworkFiles.add(file));
  }
}
const floor = total(frameworkFiles);

console.log(
  `Build ${distDir}: framework floor ${kib(floor)} KiB gz (${frameworkFiles.size} chunks), target ≤ ${target}x\n`,
);
console.log("| Page | First-load JS (KiB gz) | Ratio to floor |");
console.log("|---|---|---|");
let over = 0;
for (const page of pages) {
  const files = new Set([...frameworkFiles, ...modern(Object.values(page.entries).flat())]);
  const bytes = total(files);
  const ratio = bytes / floor;
  if (ratio > target) over += 1;
  console.log(`| ${page.route} | ${kib(bytes)} | ${ratio.toFixed(2)}x${ratio > target ? " (over)" : ""} |`);
}
console.log(`\n${pages.length - over} of ${pages.length} pages within ${target}x of the framework floor.`);
