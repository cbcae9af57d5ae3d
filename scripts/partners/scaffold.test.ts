import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { featureFlagsSchema } from "@/partners/feature-flags-schema";
import { partnerConfigSchema } from "@/partners/schema";
import { partnerFolders, registryFile, registrySource } from "../partner-registry.mjs";
import { partnerFolderProblems } from "./folder-problems";
import { originVariableFiles } from "./origin-variables";
import { scaffoldPartner, ScaffoldRefused } from "./scaffold";

// Each test scaffolds into a copy of the files the scaffold writes to (partners/ and the files
// that list the origin variables), never into this checkout; under a code no partner would take,
// so a partner a developer has just added does not get in the way.
const code = "scaffold-check";
let root: string;
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
/** Everything the scaffold may touch, to show that a refusal touched nothing. */
const snapshot = () => ({
  partners: readdirSync(path.join(root, "partners")).sort(),
  registry: read(registryFile),
  files: originVariableFiles.map(read),
});

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "partner-new-"));
  cpSync("partners", path.join(root, "partners"), { recursive: true });
  mkdirSync(path.join(root, "deploy"));
  for (const file of originVariableFiles) cpSync(file, path.join(root, file));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function defaultOf(file: string): Promise<unknown> {
  return ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
}

describe("npm run partner:new", () => {
  it("writes a partner folder the partner schema accepts, and lists it in the registry", async () => {
    const result = await scaffoldPartner(code, root);
    const folder = path.join(root, "partners", code);
    expect(result.folder).toBe(folder);

    const config = partnerConfigSchema.parse(await defaultOf(path.join(folder, "config.ts")));
    expect(config.code).toBe(code);
    expect(config.name).toBe("Scaffold Check Dining");
    expect(config.hostnames).toEqual(["dining.scaffold-check.example"]);
    expect(config.enrollmentType).toBe("direct");
    featureFlagsSchema.parse(await defaultOf(path.join(folder, "feature-flags.ts")));
    // Every content page, each entry in the shape the page that shows it reads.
    expect(await partnerFolderProblems(folder, code)).toEqual([]);
    expect(readdirSync(path.join(folder, "content")).sort()).toEqual(
      readdirSync("partners/harbor/content").sort(),
    );

    expect(partnerFolders(root)).toEqual([...partnerFolders(), code].sort());
    expect(read(registryFile)).toBe(registrySource(partnerFolders(root)));
    // No hidden staging folder is left beside the partners.
    expect(readdirSync(path.join(root, "partners")).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("adds the partner's origin variable where every partner's is listed", async () => {
    const result = await scaffoldPartner(code, root);
    expect(result.originVariable).toBe("PUBLIC_ORIGIN_SCAFFOLD_CHECK");
    expect(result.originVariableAdded).toEqual([...originVariableFiles]);
    expect(read(".env.example")).toContain(
      "# PUBLIC_ORIGIN_SCAFFOLD_CHECK=https://dining.scaffold-check.example\n",
    );
    expect(read("deploy/.env.example")).toContain(
      "\nPUBLIC_ORIGIN_SCAFFOLD_CHECK=https://dining.scaffold-check.example\n",
    );
    expect(read("deploy/compose.yaml")).toContain(
      "  PUBLIC_ORIGIN_SCAFFOLD_CHECK: ${PUBLIC_ORIGIN_SCAFFOLD_CHECK:?set each partner's public origin}\n",
    );
  });

  it("gives the partner a short code no other partner has (campaign codes start with it)", async () => {
    await scaffoldPartner("sky-blue", root);
    const config = partnerConfigSchema.parse(
      await defaultOf(path.join(root, "partners", "sky-blue", "config.ts")),
    );
    // skyway's is SKY.
    expect(config.shortCode).toBe("SKY2");
  });

  it("refuses a code that is taken, and changes nothing", async () => {
    const before = snapshot();
    await expect(scaffoldPartner("harbor", root)).rejects.toThrow(
      new ScaffoldRefused("partners/harbor exists already"),
    );
    expect(snapshot()).toEqual(before);
  });

  it.each([
    "Blue",
    "blue_harbor",
    "-blue",
    "blue-",
    "blue--harbor",
    "1blue",
    "blue harbor",
    "",
    "a".repeat(31),
  ])("refuses the malformed code %j, and changes nothing", async (code) => {
    const before = snapshot();
    await expect(scaffoldPartner(code, root)).rejects.toThrow(/is not a partner code|is longer than 30/);
    expect(snapshot()).toEqual(before);
  });

  it.each(["api", "merchant-page", "card-entry", "www"])(
    "refuses %s, a name the app's routes use",
    async (code) => {
      await expect(scaffoldPartner(code, root)).rejects.toThrow(/one of the app's own routes/);
    },
  );
});

describe("the command", () => {
  const run = (...args: string[]) =>
    spawnSync(
      process.execPath,
      ["node_modules/.bin/tsx", "scripts/partner-new.ts", ...args, "--root", root],
      {
        encoding: "utf8",
      },
    );

  it("prints the next steps and exits 0", () => {
    const result = run(code);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Created partners/${code}/`);
    expect(result.stdout).toContain(`http://${code}.localhost:3000`);
    expect(result.stdout).toContain("PUBLIC_ORIGIN_SCAFFOLD_CHECK");
  });

  it("exits 1 with a clear message for a taken or malformed code", () => {
    const taken = run("harbor");
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain("Cannot add partner: partners/harbor exists already");
    const malformed = run("Blue_Harbor");
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain('Cannot add partner: "Blue_Harbor" is not a partner code');
    expect(run().status).toBe(1);
  });
});
