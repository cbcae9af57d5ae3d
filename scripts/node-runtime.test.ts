import { describe, expect, it } from "vitest";
import { minimumNodeMajor, runningNodeIsSupported } from "./node-runtime.mjs";

describe("runningNodeIsSupported", () => {
  it("accepts the LTS lines the product targets", () => {
    expect(minimumNodeMajor).toBe(22);
    expect(runningNodeIsSupported("22.12.0")).toBe(true);
    expect(runningNodeIsSupported("24.21.0")).toBe(true);
  });

  it("refuses Node 20, past end of life, so entry scripts re-run under Node 24", () => {
    expect(runningNodeIsSupported("20.20.2")).toBe(false);
    expect(runningNodeIsSupported("18.19.1")).toBe(false);
  });
});
