// Bundles the commands the production image runs besides the server into plain JavaScript files,
// for its runtime stage has neither tsx nor the TypeScript sources:
// - backend/db/setup.ts (migrate, check the schema, seed): the release step,
//   `node scripts/db-setup.mjs --migrate-only`, from the same image as the servers (Dockerfile,
//   compose.yaml);
// - backend/jobs/cli.ts: one periodic job by hand, `node scripts/jobs.mjs <name>` (decision 0052).
// PGlite stays outside the bundles: it loads its WebAssembly and data files from its own folder,
// which Next's standalone output already holds; so does pg-boss, which the servers load too.
// Usage: node scripts/bundle-release.mjs [folder] (default: <NEXT_DIST_DIR or .next>/release)
import { build } from "esbuild";

export const defaultFolder = `${process.env.NEXT_DIST_DIR || ".next"}/release`;

const commands = [
  { entry: "backend/db/setup.ts", file: "db-setup.mjs" },
  { entry: "backend/jobs/cli.ts", file: "jobs.mjs" },
];

export async function bundleRelease(folder = defaultFolder) {
  for (const { entry, file } of commands) {
    await build({
      entryPoints: [entry],
      outfile: `${folder}/${file}`,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node22",
      tsconfig: "tsconfig.json",
      // The services are "server-only": the react-server condition resolves that guard to
      // nothing, as tsx --conditions=react-server does for npm run jobs.
      conditions: ["react-server"],
      // pg's optional native binding is never installed; PGlite and pg-boss load from node_modules.
      external: ["@electric-sql/pglite", "@electric-sql/pglite/*", "pg-native", "pg-boss"],
      // CommonJS dependencies (pg, @next/env) use require() and __dirname, which an ES module lacks.
      banner: {
        js: [
          "import { createRequire as __bundleRequire } from 'node:module';",
          "const require = __bundleRequire(import.meta.url);",
          "const __filename = import.meta.filename;",
          "const __dirname = import.meta.dirname;",
        ].join(" "),
      },
      logLevel: "warning",
    });
  }
  return commands.map(({ file }) => `${folder}/${file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await bundleRelease(process.argv[2]);
  console.log(`Bundled ${files.join(" and ")}`);
}
