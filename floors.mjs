// The floors of the code, bottom first (docs/architecture.md, decision 0056). A file may import
// its own floor and the floors listed under `imports`; nothing imports upwards. ESLint's
// no-restricted-imports rules are built from this table (eslint.config.mjs), and
// tests/unit/floors.test.ts reads every import of the tree against it, relative ones included.

/** @type {ReadonlyArray<{ name: string; folders: readonly string[]; imports: readonly string[] }>} */
export const floors = [
  { name: "partners", folders: ["partners/"], imports: [] },
  { name: "shared", folders: ["shared/"], imports: ["partners"] },
  { name: "platform", folders: ["platform/"], imports: ["shared", "partners"] },
  { name: "backend", folders: ["backend/"], imports: ["platform", "shared", "partners"] },
  { name: "lib/server", folders: ["lib/server/"], imports: ["backend", "platform", "shared", "partners"] },
  { name: "lib/client", folders: ["lib/client/"], imports: ["shared", "partners"] },
  {
    name: "components",
    folders: ["components/"],
    imports: ["lib/client", "lib/server", "shared", "partners"],
  },
  {
    name: "app",
    folders: ["app/", "proxy.ts", "instrumentation.ts"],
    imports: ["components", "lib/client", "lib/server", "backend", "platform", "shared", "partners"],
  },
];

/** The floor a repository path (relative, forward slashes) stands on, or undefined for tools and tests. */
export function floorOf(path) {
  return floors.find((floor) => floor.folders.some((folder) => path === folder || path.startsWith(folder)));
}

/** Test files may reach across floors: they check one side against the other. */
export const isTestFile = (path) => /\.test\.tsx?$|\.contract\.ts$/.test(path);
