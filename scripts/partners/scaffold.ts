import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { publicOriginVariable } from "@/platform/env";
import { partnerFolders, writePartnerRegistry } from "../partner-registry.mjs";
import { partnerFolderProblems } from "./folder-problems";
import { addOriginVariable } from "./origin-variables";
import {
  configSource,
  featureFlagsSource,
  maxPartnerCodeLength,
  newPartnerCodePattern,
  placeholderBrand,
} from "./template";

/** A code refused, or a folder that did not validate: the message says what to do instead. */
export class ScaffoldRefused extends Error {}

const here = path.dirname(fileURLToPath(import.meta.url));
const contentTemplate = path.join(here, "content-template");

/**
 * Top-level routes of app/: the proxy rewrites a partner's pages to /<code>/…, so a partner named
 * like one of them would have its pages answered by that route (docs/decisions/0001). Read from
 * this checkout's app/, whichever repository the folder goes to.
 */
function reservedCodes(): Set<string> {
  const routes = readdirSync(path.join(here, "..", "..", "app"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("["))
    .map((entry) => entry.name);
  // www.<host> is the same partner as <host> in production (partners/resolve-partner.ts).
  return new Set([...routes, "www"]);
}

/** Why a code cannot be a new partner's, or null when it can. */
export function codeProblem(code: string, partnersDir: string): string | null {
  if (!newPartnerCodePattern.test(code))
    return `"${code}" is not a partner code: lower-case letters and digits, words joined by single hyphens, starting with a letter (e.g. "blue-harbor")`;
  if (code.length > maxPartnerCodeLength)
    return `"${code}" is longer than ${String(maxPartnerCodeLength)} characters`;
  if (reservedCodes().has(code))
    return `"${code}" is the name of one of the app's own routes; choose another code`;
  if (existsSync(path.join(partnersDir, code))) return `partners/${code} exists already`;
  return null;
}

/**
 * The short codes the other partners' config.ts files set, read as text: a copy of the tree in
 * the tests cannot load them (their schema import is relative), and the text says it plainly.
 */
function shortCodesIn(partnersDir: string): Set<string> {
  return new Set(
    partnerFolders(path.dirname(partnersDir)).flatMap((folder) =>
      [
        ...readFileSync(path.join(partnersDir, folder, "config.ts"), "utf8").matchAll(
          /shortCode: "([^"]+)"/g,
        ),
      ].map((match) => match[1] ?? ""),
    ),
  );
}

/** Source as `prettier --check` wants it, with this checkout's settings wherever it is written. */
async function formatted(file: string, source: string): Promise<string> {
  const options = await prettier.resolveConfig(path.join(here, "..", "..", "partners", path.basename(file)));
  return prettier.format(source, { ...options, filepath: file });
}

export interface ScaffoldResult {
  readonly folder: string;
  readonly originVariable: string;
  readonly exampleOrigin: string;
  /** Files given the partner's PUBLIC_ORIGIN_<CODE> line, and those that need it by hand. */
  readonly originVariableAdded: readonly string[];
  readonly originVariableByHand: readonly string[];
}

/**
 * Writes partners/<code>/ under `root` (a repository, or a copy of one in the tests) from the
 * template: config.ts, feature-flags.ts and content/*.json. The folder is written beside the
 * others under a hidden name, checked as the app would read it, and only then renamed into place,
 * so a refused or failed scaffold leaves no partner behind. Then the registry is written again
 * from the folders, and the partner's origin variable is added where each partner's is listed.
 */
export async function scaffoldPartner(code: string, root: string): Promise<ScaffoldResult> {
  const partnersDir = path.join(root, "partners");
  const problem = codeProblem(code, partnersDir);
  if (problem) throw new ScaffoldRefused(problem);
  const staging = path.join(partnersDir, `.new-${code}-${String(process.pid)}`);
  const folder = path.join(partnersDir, code);
  rmSync(staging, { recursive: true, force: true });
  try {
    mkdirSync(staging);
    const configFile = path.join(staging, "config.ts");
    writeFileSync(configFile, await formatted(configFile, configSource(code, shortCodesIn(partnersDir))));
    writeFileSync(path.join(staging, "feature-flags.ts"), featureFlagsSource);
    cpSync(contentTemplate, path.join(staging, "content"), { recursive: true });
    const problems = await partnerFolderProblems(staging, code);
    if (problems.length > 0)
      throw new ScaffoldRefused(
        `The template made a folder the app cannot read:\n- ${problems.join("\n- ")}`,
      );
    renameSync(staging, folder);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  writePartnerRegistry(root);
  const exampleOrigin = `https://${placeholderBrand(code).hostname}`;
  const { added, byHand } = addOriginVariable(root, code, exampleOrigin);
  return {
    folder,
    originVariable: publicOriginVariable(code),
    exampleOrigin,
    originVariableAdded: added,
    originVariableByHand: byHand,
  };
}
