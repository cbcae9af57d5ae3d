import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { partnerFolders } from "../partner-registry.mjs";
import { partnerFolderProblems } from "./folder-problems";

const copies: string[] = [];

afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

/** A copy of a shipped partner's folder to break, with a config that finds the schema by alias. */
function copyOf(code: string): string {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), "partner-folder-")), code);
  copies.push(path.dirname(folder));
  cpSync(path.join("partners", code), folder, { recursive: true });
  return folder;
}

describe("the checks a scaffolded folder must pass", () => {
  // The same checks hold for every partner that ships: they ask what the app asks, no more.
  it.each(partnerFolders())("pass for the shipped partner %s", async (code) => {
    expect(await partnerFolderProblems(path.join("partners", code), code)).toEqual([]);
  });

  it("name a code that differs from the folder's", async () => {
    expect(await partnerFolderProblems(path.resolve("partners/harbor"), "harbour")).toEqual([
      'config.ts: code is "harbor", not "harbour"',
    ]);
  });

  it("name a missing page, a page the app never reads, and an entry in the wrong shape", async () => {
    const folder = copyOf("roadtrip");
    rmSync(path.join(folder, "content", "sidebar.json"));
    writeFileSync(path.join(folder, "content", "sidebars.json"), '{ "data": [] }');
    writeFileSync(
      path.join(folder, "content", "home.json"),
      JSON.stringify({
        data: [
          { slug: "home", fields: { headline: 3 } },
          { slug: "hero", fields: {} },
        ],
      }),
    );
    const problems = await partnerFolderProblems(folder, "roadtrip");
    expect(problems).toContain("content/sidebars.json is no content page the app reads");
    expect(problems).toContain("content/sidebar.json is missing");
    expect(problems).toContainEqual(expect.stringMatching(/^content\/home\.json entry "home": .*headline/));
    expect(problems).toContain('content/home.json entry "hero": no page reads an entry of this slug');
  });
});
