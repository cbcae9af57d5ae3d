import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

/** Known ways to turn a "path" into another origin, gathered from open-redirect write-ups. */
const bypasses = [
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%252F%252Fevil.example",
  "/%255Cevil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/%0a/evil.example",
  "/%0d%0a/evil.example",
  "/\u0000/evil.example",
  "/%00/evil.example",
  "/ /evil.example".replace(" ", "\u0085"),
  "https://evil.example",
  "http:evil.example",
  "https:/evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "evil.example",
  "@evil.example",
  " //evil.example",
  "\t//evil.example",
  "/\u2028/evil.example",
  "//evil.example/%2e%2e",
  "/login",
  "/Login?returnTo=/account",
  "/SignOut",
  "",
  null,
  undefined,
];

describe("safeRedirectPath against known open-redirect bypasses", () => {
  it.each(bypasses.map((value) => [JSON.stringify(value), value] as const))("refuses %s", (_, value) => {
    expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
  });

  it("has at least 30 bypasses in its list", () => {
    expect(bypasses.length).toBeGreaterThanOrEqual(30);
  });

  it.each([
    "/",
    "/account",
    "/account/recent_activity?page=2",
    "/merchants/m-000123?date=2026-11-24&time=19%3A00&party=2",
    "/search?location=Chicago%2C%20IL&sort=distance",
    "/earn/reservations#terms",
    "/add_card",
  ])("keeps the site path %s unchanged", (path) => {
    expect(safeRedirectPath(path, "/fallback")).toBe(path);
  });
});
