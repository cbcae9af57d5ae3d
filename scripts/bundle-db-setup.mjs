// Bundles backend/db/setup.ts (migrate, check the schema, seed) into one plain JavaScript file
// for the production image, whose runtime stage has neither tsx nor the TypeScript sources: the
// release step runs there as `node scripts/db-setup.mjs --migrate-only`, from the same image as
// the servers (Dockerfile, compose.yaml). PGlite stays outside the bundle: it loads its
// WebAssembly and data files from its own folder, which Next's standalone output already holds.
// Usage: node scripts/bundle-db-setup.mjs [outfile] (default: <NEXT_DIST_DIR or .next>/release/db-setup.mjs)
import { build } from "esbuild";

export const defaultOutfile = `${process.env.NEXT_DIST_DIR || ".next"}/release/db-setup.mjs`;

export async function bundleDbSetup(outfile = defaultOutfile) {
  await build({
    entryPoints: ["backend/db/setup.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    tsconfig: "tsconfig.json",
    // pg's optional native binding is never installed; PGlite is loaded from node_modules.
    external: ["@electric-sql/pglite", "@electric-sql/pglite/*", "pg-native"],
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
  return outfile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outfile = await bundleDbSetup(process.argv[2]);
  console.log(`Bundled backend/db/setup.ts into ${outfile}`);
}
