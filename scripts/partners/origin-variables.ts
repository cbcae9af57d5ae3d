import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { publicOriginVariable } from "@/platform/env";

/**
 * The files that name each partner's PUBLIC_ORIGIN_<CODE>, relative to the repository's root:
 * the local example (platform/env-documentation.test.ts checks it names every variable) and
 * the compose deployment's two (deploy/partner-origins.test.ts checks those).
 */
export const originVariableFiles = [".env.example", "deploy/.env.example", "deploy/compose.yaml"] as const;

/** A line that names some partner's origin variable (PUBLIC_ORIGIN_TEMPLATE is not one). */
const originLine = /PUBLIC_ORIGIN_(?!TEMPLATE\b)[A-Z0-9_]+/;

/**
 * The text with a line for the new partner's variable after the last partner's one, written the
 * way that one is (commented out, a required compose variable, …), its example origin the new
 * partner's. Unchanged when the variable is there already; null when no line shows the way.
 */
export function withOriginVariable(text: string, code: string, origin: string): string | null {
  const variable = publicOriginVariable(code);
  if (new RegExp(`\\b${variable}\\b`).test(text)) return text;
  const lines = text.split("\n");
  const last = lines.findLastIndex((line) => originLine.test(line));
  const model = lines[last];
  const existing = model === undefined ? undefined : originLine.exec(model)?.[0];
  if (model === undefined || existing === undefined) return null;
  const line = model.replaceAll(existing, variable).replace(/=https?:\/\/\S+$/, `=${origin}`);
  return [...lines.slice(0, last + 1), line, ...lines.slice(last + 1)].join("\n");
}

/**
 * Adds the partner's origin variable to each of those files under `root` that exists; answers
 * the files that were changed and those where the line must be written by hand.
 */
export function addOriginVariable(
  root: string,
  code: string,
  origin: string,
): { added: string[]; byHand: string[] } {
  const added: string[] = [];
  const byHand: string[] = [];
  for (const file of originVariableFiles) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue;
    const before = readFileSync(full, "utf8");
    const after = withOriginVariable(before, code, origin);
    if (after === null) byHand.push(file);
    else if (after !== before) {
      writeFileSync(full, after);
      added.push(file);
    }
  }
  return { added, byHand };
}
