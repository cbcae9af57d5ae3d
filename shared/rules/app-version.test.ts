import { describe, expect, it } from "vitest";
import { compareVersions, isInsideNativeApp, isUpdateRequired, nativeAppVersion } from "./app-version";

describe("compareVersions", () => {
  it.each([
    ["1.0.0", "1.0.0", 0],
    ["1.0", "1.0.0", 0],
    ["3.10.0", "3.9.9", 1],
    ["3.2", "3.2.1", -1],
    ["10.0", "9.99", 1],
    ["0.0.0", "0", 0],
  ])("%s vs %s", (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});

describe("native app detection", () => {
  const ua = (v: string) => `Mozilla/5.0 (iPhone) AppleWebKit/605 DiningRewardsApp/${v} Mobile`;

  it("reads the version token", () => {
    expect(nativeAppVersion(ua("3.1.4"))).toBe("3.1.4");
    expect(nativeAppVersion("Mozilla/5.0 Chrome/120")).toBeNull();
  });

  it("requires an update only below the partner minimum", () => {
    expect(isUpdateRequired(ua("3.1.9"), "3.2.0")).toBe(true);
    expect(isUpdateRequired(ua("3.2"), "3.2.0")).toBe(false);
    expect(isUpdateRequired(ua("4.0.0"), "3.2.0")).toBe(false);
    expect(isUpdateRequired("Mozilla/5.0 Chrome/120", "3.2.0")).toBe(false);
  });

  it("treats any app version as inside the app", () => {
    expect(isInsideNativeApp(ua("0.0.0"))).toBe(true);
    expect(isInsideNativeApp("Mozilla/5.0 Safari/605")).toBe(false);
  });
});
