import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeRedirectPath("/merchants/m-000001?date=2026-11-23")).toBe(
      "/merchants/m-000001?date=2026-11-23",
    );
  });

  it("falls back for nothing, other sites and protocol-relative tricks", () => {
    for (const value of [
      null,
      undefined,
      "",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      expect(safeRedirectPath(value, "/home")).toBe("/home");
    }
  });

  it("never sends a member back to sign-in or sign-out", () => {
    expect(safeRedirectPath("/login?rfr=3")).toBe("/");
    expect(safeRedirectPath("/SignOut")).toBe("/");
  });

  it("refuses control characters that browsers strip into another host", () => {
    expect(safeRedirectPath("/\t/evil.example")).toBe("/");
  });
});
