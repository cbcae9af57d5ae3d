import { describe, expect, it } from "vitest";
import { maintenanceVariant } from "./maintenance-notice";

describe("maintenanceVariant", () => {
  it.each([
    ["/login", "login"],
    ["/join", "enrollment"],
    ["/join/step", "enrollment"],
    ["/search", "generic"],
    ["/", "generic"],
    ["/joiner", "generic"],
  ] as const)("%s → %s", (path, variant) => {
    expect(maintenanceVariant(path)).toBe(variant);
  });
});
