import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { floorOf, isTestFile } from "@/floors.mjs";

/** One import between two files of the tree. */
export interface Arrow {
  readonly from: string;
  readonly to: string;
}

const sourceFile = /\.(ts|tsx|mjs|mts)$/;
const importSpecifier = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g;
const extensions = ["", ".ts", ".tsx", ".mjs", ".d.mts", "/index.ts", "/index.tsx"];

/** Every import of the tree's source files that names another file of the tree. */
export function readArrows(root: string): Arrow[] {
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => sourceFile.test(file));
  const present = new Set(files);
  const arrows: Arrow[] = [];
  for (const from of files) {
    const text = readFileSync(path.join(root, from), "utf8");
    for (const match of text.matchAll(importSpecifier)) {
      const specifier = match[1] ?? "";
      let base: string;
      if (specifier.startsWith("@/")) base = specifier.slice(2);
      else if (specifier.startsWith("."))
        base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
      else continue;
      const to = extensions.map((extension) => base + extension).find((candidate) => present.has(candidate));
      if (to) arrows.push({ from, to });
    }
  }
  return arrows;
}

/** The arrows that run back up: a floor's file importing a floor the table does not put below it. */
export function arrowsUp(arrows: readonly Arrow[]): string[] {
  return arrows.flatMap(({ from, to }) => {
    const floor = floorOf(from);
    const target = floorOf(to);
    if (!floor || !target || floor === target || isTestFile(from)) return [];
    return floor.imports.includes(target.name) ? [] : [`${from} (${floor.name}) -> ${to} (${target.name})`];
  });
}

/** Circles of files: each is one strongly connected group of two or more files, or a file importing itself. */
export function circles(arrows: readonly Arrow[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of arrows) next.set(from, [...(next.get(from) ?? []), to]);
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (next.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}
