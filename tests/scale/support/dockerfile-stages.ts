import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The Dockerfile's stages performed on this machine, where no container engine runs: each stage
 * is a folder standing for its WORKDIR, `COPY` copies from the build context (filtered by
 * .dockerignore) or from an earlier stage's folder, `RUN` runs its shell command there with only
 * the `ENV` and `ARG` values the Dockerfile gives (nothing of the machine's environment but PATH
 * and HOME: a build that needs a secret fails here as it would in a real build), and the final
 * stage's `ENV` and `CMD` say how its result starts. What the base image provides (Node 24 and
 * npm) is the Node running the tests.
 */

export type Instruction =
  | {
      readonly kind: "COPY";
      readonly from?: string;
      readonly sources: readonly string[];
      readonly dest: string;
    }
  | { readonly kind: "RUN"; readonly command: string }
  | { readonly kind: "ENV"; readonly values: Readonly<Record<string, string>> }
  | { readonly kind: "ARG"; readonly name: string; readonly value?: string }
  | { readonly kind: "WORKDIR"; readonly dir: string }
  | { readonly kind: "CMD"; readonly argv: readonly string[] }
  | { readonly kind: "OTHER"; readonly keyword: string };

export interface Stage {
  readonly name: string;
  /** An image (node:24…) or an earlier stage's name. */
  readonly from: string;
  readonly instructions: readonly Instruction[];
}

/** The logical lines of a Dockerfile: comments dropped, backslash continuations joined. */
function logicalLines(text: string): string[] {
  const lines: string[] = [];
  let current = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (current === "" && (line === "" || line.startsWith("#"))) continue;
    if (line.endsWith("\\")) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    lines.push(current + line);
    current = "";
  }
  if (current) lines.push(current);
  return lines;
}

/** `KEY=value KEY2="value two"` as Docker reads ENV. */
function envPairs(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const match of text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|\S*)/g)) {
    const [, name = "", raw = "", quoted] = match;
    values[name] = quoted ?? raw;
  }
  return values;
}

export function parseDockerfile(text: string): Stage[] {
  const stages: { name: string; from: string; instructions: Instruction[] }[] = [];
  for (const line of logicalLines(text)) {
    const [keyword = "", ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    const upper = keyword.toUpperCase();
    if (upper === "FROM") {
      const [from = "", as, name] = rest;
      if (as?.toUpperCase() !== "AS" || !name) throw new Error(`Every stage needs a name: ${line}`);
      stages.push({ name, from, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`An instruction before FROM: ${line}`);
    if (upper === "COPY") {
      const flags = rest.filter((part) => part.startsWith("--"));
      const paths = rest.filter((part) => !part.startsWith("--"));
      const from = flags.find((flag) => flag.startsWith("--from="))?.slice("--from=".length);
      const dest = paths.at(-1);
      if (!dest || paths.length < 2) throw new Error(`COPY needs a source and a destination: ${line}`);
      stage.instructions.push({ kind: "COPY", ...(from ? { from } : {}), sources: paths.slice(0, -1), dest });
    } else if (upper === "RUN") {
      stage.instructions.push({ kind: "RUN", command: args });
    } else if (upper === "ENV") {
      stage.instructions.push({ kind: "ENV", values: envPairs(args) });
    } else if (upper === "ARG") {
      const [name = "", value] = args.split("=", 2);
      stage.instructions.push({ kind: "ARG", name, ...(value === undefined ? {} : { value }) });
    } else if (upper === "WORKDIR") {
      stage.instructions.push({ kind: "WORKDIR", dir: args });
    } else if (upper === "CMD") {
      stage.instructions.push({ kind: "CMD", argv: JSON.parse(args) as string[] });
    } else {
      stage.instructions.push({ kind: "OTHER", keyword: upper });
    }
  }
  return stages;
}

/** .dockerignore's patterns as Docker reads them: anchored at the context's root, `*` within a segment. */
function ignoreMatcher(patterns: readonly string[]): (relative: string) => boolean {
  const rules = patterns.map((pattern) => {
    const exclude = !pattern.startsWith("!");
    const body = pattern.replace(/^!/, "").replace(/^\/+/, "").replace(/\/+$/, "");
    const source = body
      .split("/")
      .map((segment) =>
        segment === "**"
          ? "(?:.*/)?"
          : `${segment
              .replace(/[.+^${}()|[\]\\]/g, "\\$&")
              .replaceAll("*", "[^/]*")
              .replaceAll("?", "[^/]")}/`,
      )
      .join("");
    return { exclude, regex: new RegExp(`^${source}`) };
  });
  // A path is out when the last rule matching it or a folder above it excludes it.
  return (relative) => {
    let ignored = false;
    for (const rule of rules) if (rule.regex.test(`${relative}/`)) ignored = rule.exclude;
    return ignored;
  };
}

/**
 * The build context as a fresh checkout of this tree would give it: the files Git tracks or would
 * track (ignored build output, data and node_modules never come along), less .dockerignore's.
 */
export function buildContext(repoRoot: string, target: string): string[] {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repoRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const dockerignore = path.join(repoRoot, ".dockerignore");
  const patterns = existsSync(dockerignore)
    ? readFileSync(dockerignore, "utf8")
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith("#"))
    : [];
  const ignored = ignoreMatcher(patterns);
  const files = listed.stdout
    .split("\0")
    .filter(Boolean)
    .filter((file) => existsSync(path.join(repoRoot, file)) && !ignored(file));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(target, file), { verbatimSymlinks: true });
  }
  return files;
}

export interface PerformedImage {
  /** The final stage's folder: what the image holds under its WORKDIR. */
  readonly root: string;
  /** The final stage's ENV. */
  readonly env: Readonly<Record<string, string>>;
  readonly cmd: readonly string[];
}

/** Docker's COPY: a folder's contents, or files into a folder when the destination ends in `/`. */
function copyInto(source: string, dest: string): void {
  if (statSync(source).isDirectory()) {
    mkdirSync(dest, { recursive: true });
    cpSync(source, dest, { recursive: true, verbatimSymlinks: true });
    return;
  }
  mkdirSync(path.dirname(dest), { recursive: true });
  cpSync(source, dest);
}

function runShell(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  log: string[],
): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", command], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => log.push(chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => log.push(chunk.toString()));
    child.on("exit", resolve);
  });
}

/**
 * Performs every stage in order under `workspace`. `machine` is what the base image would have
 * (PATH with Node and npm, HOME, npm's cache settings); `buildArgs` stand for `--build-arg`.
 */
export async function performStages(options: {
  readonly dockerfile: string;
  readonly context: string;
  readonly workspace: string;
  readonly machine: Readonly<Record<string, string>>;
  readonly buildArgs?: Readonly<Record<string, string>>;
  readonly log: string[];
}): Promise<PerformedImage> {
  const stages = parseDockerfile(options.dockerfile);
  const folders = new Map<string, string>();
  const envs = new Map<string, Record<string, string>>();
  let last: PerformedImage | undefined;
  for (const [index, stage] of stages.entries()) {
    const folder = path.join(options.workspace, stage.name);
    const base = folders.get(stage.from);
    let env: Record<string, string> = {};
    if (base) {
      // A stage built on an earlier one starts from its files; no later stage copies from a stage
      // that another one was built on, so its folder is moved rather than copied (node_modules is large).
      const usedLater = stages
        .slice(index + 1)
        .some((later) => later.instructions.some((step) => step.kind === "COPY" && step.from === stage.from));
      if (usedLater) throw new Error(`Stage ${stage.from} is both a base and a COPY source`);
      renameSync(base, folder);
      folders.delete(stage.from);
      env = { ...envs.get(stage.from) };
    } else {
      mkdirSync(folder, { recursive: true });
    }
    folders.set(stage.name, folder);
    const args: Record<string, string> = {};
    let cmd: readonly string[] = [];
    // The stage's folder stands for /app, the WORKDIR every stage uses.
    let workdir = "/app";
    const local = (target: string) => {
      const inside = path.relative("/app", path.resolve(workdir, target));
      if (inside.startsWith("..")) throw new Error(`${target}: only paths under /app are performed here`);
      return path.join(folder, inside);
    };
    for (const step of stage.instructions) {
      if (step.kind === "WORKDIR") {
        workdir = path.resolve(workdir, step.dir);
      } else if (step.kind === "ENV") {
        Object.assign(env, step.values);
      } else if (step.kind === "ARG") {
        const value = options.buildArgs?.[step.name] ?? step.value;
        if (value !== undefined) args[step.name] = value;
      } else if (step.kind === "COPY") {
        const intoFolder = step.dest.endsWith("/") || step.sources.length > 1;
        for (const source of step.sources) {
          let from: string;
          if (step.from) {
            const sourceFolder = folders.get(step.from);
            if (!sourceFolder) throw new Error(`COPY --from=${step.from}: no such stage`);
            // Paths in another stage are absolute from its WORKDIR, /app here.
            from = path.join(sourceFolder, path.relative("/app", source));
          } else {
            from = path.join(options.context, source);
          }
          const dest = local(step.dest);
          copyInto(
            from,
            intoFolder && !statSync(from).isDirectory() ? path.join(dest, path.basename(from)) : dest,
          );
        }
      } else if (step.kind === "RUN") {
        options.log.push(`\n$ ${step.command}\n`);
        const status = await runShell(
          step.command,
          local("."),
          // Exactly these variables: NODE_ENV among them only where the Dockerfile sets it.
          { ...options.machine, ...args, ...env } as NodeJS.ProcessEnv,
          options.log,
        );
        if (status !== 0)
          throw new Error(
            `RUN ${step.command} exited ${String(status)}:\n${options.log.join("").slice(-6000)}`,
          );
      } else if (step.kind === "CMD") {
        cmd = step.argv;
      }
    }
    envs.set(stage.name, env);
    last = { root: local("."), env, cmd };
  }
  if (!last) throw new Error("The Dockerfile has no stage");
  writeFileSync(path.join(options.workspace, "stages.log"), options.log.join(""));
  return last;
}
