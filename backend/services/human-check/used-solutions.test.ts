import { describe, expect, it } from "vitest";
import { memoryUsedSolutionStore } from "./used-solutions";

describe("used solution store", () => {
  it("lets each id be claimed once until it expires", async () => {
    const store = memoryUsedSolutionStore();
    expect(await store.claim("a", 2_000, 1_000)).toBe(true);
    expect(await store.claim("a", 2_000, 1_500)).toBe(false);
    expect(await store.claim("b", 2_000, 1_500)).toBe(true);
    expect(await store.claim("a", 3_000, 2_000)).toBe(true);
  });

  it("forgets expired ids once it grows, keeping live ones", async () => {
    const store = memoryUsedSolutionStore();
    for (let i = 0; i < 10_000; i += 1) await store.claim(`old-${String(i)}`, 100, 0);
    expect(await store.claim("live", 10_000, 50)).toBe(true);
    expect(await store.claim("trigger", 10_000, 200)).toBe(true);
    expect(await store.claim("live", 10_000, 300)).toBe(false);
    expect(await store.claim("old-1", 10_000, 300)).toBe(true);
  });
});
