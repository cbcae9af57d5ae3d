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

/**
 * A Location header carries bytes, not text: fetch's Headers refuses anything above U+00FF
 * ("Cannot convert argument to a ByteString", a 500), and Latin-1 characters go out as raw bytes
 * each client reads its own way. So every answer is a URL in ASCII.
 */
describe("safeRedirectPath answers a target every Location can carry", () => {
  it.each([
    ["/\u3001evil.example", "/%E3%80%81evil.example"],
    ["/café", "/caf%C3%A9"],
    ["/merchants/\u{1F600}", "/merchants/%F0%9F%98%80"],
    ["/search?location=São Paulo, SP", "/search?location=S%C3%A3o%20Paulo,%20SP"],
    ['/a b"<>`{}|^[]', "/a%20b%22%3C%3E%60%7B%7D%7C%5E%5B%5D"],
    ["/earn#terms#again", "/earn#terms%23again"],
    ["/earn#caf\u00e9", "/earn#caf%C3%A9"],
  ])("percent-encodes %s", (value, encoded) => {
    expect(safeRedirectPath(value, "/fallback")).toBe(encoded);
  });

  it.each(["/caf%C3%A9", "/caf%c3%a9", "/search?q=%E3%80%81&sort=distance", "/a%20b"])(
    "keeps the valid escapes of %s as they are (no double encoding)",
    (path) => {
      expect(safeRedirectPath(path, "/fallback")).toBe(path);
    },
  );

  it.each(["/100%", "/%zz", "/%e", "/a?b=%", "/\ud800", "/x\udfffy"])(
    "refuses %j, which has no encoding a URL can carry",
    (value) => {
      expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
    },
  );

  it("answers printable ASCII that a Location header accepts, whatever it is given", () => {
    const samples = [
      ...bypasses,
      ...Array.from(
        { length: 0x3000 },
        (_, code) => `/a${String.fromCodePoint(code)}b?c${String.fromCodePoint(code)}`,
      ),
      "/\u{10FFFF}",
      "/\uFF0F\uFF0Fevil.example",
      "/\u2215\u2215evil.example",
    ];
    for (const value of samples) {
      const answer = safeRedirectPath(value, "/fallback");
      expect(answer, JSON.stringify(value)).toMatch(/^[\x21-\x7e]+$/);
      expect(() => new Headers({ location: answer }), JSON.stringify(value)).not.toThrow();
      expect(new URL(answer, "https://site.invalid").origin, JSON.stringify(value)).toBe(
        "https://site.invalid",
      );
    }
  });
});
