import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildIsCurrent, buildSettings } from "./build.mjs";
import { partnerFolders } from "./partner-registry.mjs";

let distDir: string | undefined;

afterEach(() => {
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

// `npm start` builds again only when its build's settings differ (scripts/start.mjs): the partner
// folders are among them, so a partner added since the build answers after a restart.
describe("the settings a build is made for", () => {
  it("name the partner folders, so a build made before a partner was added is stale", () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: "3000" };
    expect(buildSettings(env).PARTNERS).toBe(partnerFolders().join(","));
    distDir = mkdtempSync(path.join(tmpdir(), "build-settings-"));
    writeFileSync(path.join(distDir, "BUILD_ID"), "test");
    const stamp = path.join(distDir, "build-settings.json");
    writeFileSync(stamp, JSON.stringify(buildSettings(env)));
    expect(buildIsCurrent(env, distDir)).toBe(true);
    const before = { ...buildSettings(env), PARTNERS: partnerFolders().slice(1).join(",") };
    writeFileSync(stamp, JSON.stringify(before));
    expect(buildIsCurrent(env, distDir)).toBe(false);
  });
});
