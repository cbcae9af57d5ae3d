import { afterEach, describe, expect, it, vi } from "vitest";

// env() reads the process's environment once: each case loads the module afresh.
async function load(settings: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  return import("./map-source");
}

describe("the maps' source", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is the shipped geography without a tile server, and the start-up line says how to set one", async () => {
    const { mapSource, mapSourceLine } = await load({ MAP_TILE_URL: "" });
    expect(mapSource()).toEqual({ kind: "shipped" });
    expect(mapSourceLine()).toContain("MAP_TILE_URL");
  });

  it("is the deployment's tiles when set at run time, named by host only in the start-up line", async () => {
    const { mapSource, mapSourceLine } = await load({
      MAP_TILE_URL: "https://tiles.example.com/{z}/{x}/{y}.png?key=secret",
      MAP_TILE_ATTRIBUTION: "© Example",
    });
    expect(mapSource()).toEqual({ kind: "tiles", attribution: "© Example" });
    expect(mapSourceLine()).toContain("tiles.example.com");
    expect(mapSourceLine()).not.toContain("secret");
  });
});
