import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { environmentVariables } from "./env";

// The documentation an operator reads lists what the code reads: a variable added to the schema
// (platform/env.ts) or to the server script fails here until .env.example and the README say
// what it is.
const envExample = readFileSync(".env.example", "utf8");
const readme = readFileSync("README.md", "utf8");

/** Names assigned in .env.example, set or commented out (`# NAME=`). */
const exampleNames = new Set(
  [...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? ""),
);
/** Names in the first column of the README's tables (`| \`NAME\` |`, several per cell allowed). */
const readmeNames = new Set(
  [...readme.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) =>
    [...(row[1] ?? "").matchAll(/`([A-Z][A-Z0-9_<>]*)`/g)].map((match) => match[1] ?? ""),
  ),
);
const inReadme = (name: string) =>
  readmeNames.has(name) || (name.startsWith("PUBLIC_ORIGIN_") && readmeNames.has("PUBLIC_ORIGIN_<CODE>"));

/** What scripts/serve.mjs reads itself, outside the schema (it runs before anything is compiled). */
const serverScriptVariables = [
  ...new Set(
    [...readFileSync("scripts/serve.mjs", "utf8").matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map(
      (match) => match[1] ?? "",
    ),
  ),
].filter((name) => !name.startsWith("NODE_") && !name.startsWith("__"));

describe("the documented environment", () => {
  it("reads a schema with the variables it is known to have", () => {
    expect(environmentVariables).toContain("DATABASE_URL");
    expect(environmentVariables).toContain("PUBLIC_ORIGIN_HARBOR");
    expect(serverScriptVariables).toEqual(
      expect.arrayContaining(["PAGE_CACHE_SECONDS", "SHUTDOWN_DELAY_SECONDS"]),
    );
  });

  it(".env.example lists every variable platform/env.ts and the server script read", () => {
    const missing = [...environmentVariables, ...serverScriptVariables].filter(
      (name) => !exampleNames.has(name),
    );
    expect(missing).toEqual([]);
  });

  it("the README's configuration table lists every variable platform/env.ts and the server script read", () => {
    const missing = [...environmentVariables, ...serverScriptVariables].filter((name) => !inReadme(name));
    expect(missing).toEqual([]);
  });
});
