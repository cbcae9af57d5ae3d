import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { extraFiles } from "@/scripts/assemble-standalone.mjs";

// The image runs scripts/serve.mjs outside Next's bundles, beside Next's standalone output, whose
// node_modules hold only what Next's traced bundles load (prom-client, for one, is bundled and
// absent). So every module the script imports must be copied in by name (the Dockerfile and
// scripts/assemble-standalone.mjs), and no package but Next may be imported.
const root = process.cwd();

function importsOf(file: string): string[] {
  const source = readFileSync(join(root, file), "utf8");
  return [...source.matchAll(/^\s*import\s+(?:[^"']*?\s+from\s+)?["']([^"']+)["']/gm)].map(
    (match) => match[1] ?? "",
  );
}

/** Every file the script loads, itself included, and every package it names. */
function closure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith("."))
        pending.push(relative(root, normalize(join(root, dirname(file), specifier))));
      else if (!specifier.startsWith("node:") && !builtinModules.includes(specifier)) packages.add(specifier);
    }
  }
  return { files, packages };
}

describe("the server script in the image", () => {
  const { files, packages } = closure("scripts/serve.mjs");

  it("has every module it imports copied in by scripts/assemble-standalone.mjs and the Dockerfile", () => {
    const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
    for (const file of files) {
      expect(extraFiles, file).toContain(file);
      expect(dockerfile, file).toContain(`/app/${file}`);
    }
  });

  it("imports no package but Next's, which the standalone output holds", () => {
    expect([...packages]).toEqual(["next"]);
  });
});
