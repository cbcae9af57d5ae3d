import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { minimumNodeMajor, pinnedNodeVersion, runningNodeIsSupported } from "./node-runtime.mjs";

describe("runningNodeIsSupported", () => {
  it("accepts the LTS releases the dependencies accept", () => {
    expect(minimumNodeMajor).toBe(22);
    expect(runningNodeIsSupported("22.22.2")).toBe(true);
    expect(runningNodeIsSupported("24.15.0")).toBe(true);
    expect(runningNodeIsSupported("24.21.0")).toBe(true);
    expect(runningNodeIsSupported("26.0.0")).toBe(true);
  });

  it("refuses releases a dependency refuses, and Node 20, past end of life", () => {
    // jsdom: ^22.22.2 || ^24.15.0; iron-session 9: >=22.13.
    expect(runningNodeIsSupported("22.12.0")).toBe(false);
    expect(runningNodeIsSupported("24.14.1")).toBe(false);
    expect(runningNodeIsSupported("23.11.0")).toBe(false);
    expect(runningNodeIsSupported("20.20.2")).toBe(false);
    expect(runningNodeIsSupported("18.19.1")).toBe(false);
  });
});

describe("the pinned Node", () => {
  const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };

  it("is one exact, supported version, the line .nvmrc and the Dockerfile name", () => {
    expect(pinnedNodeVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(runningNodeIsSupported(pinnedNodeVersion)).toBe(true);
    expect(readFileSync(".nvmrc", "utf8").trim()).toBe(pinnedNodeVersion.split(".")[0]);
    expect(readFileSync("Dockerfile", "utf8")).toContain(`FROM node:${pinnedNodeVersion}-slim`);
  });

  it("package.json's engines say what runningNodeIsSupported checks", () => {
    expect(packageJson.engines.node).toBe("^22.22.2 || ^24.15.0 || >=26.0.0");
  });
});
