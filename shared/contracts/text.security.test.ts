import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { nameSchema } from "./enrollment";
import { memberUpdateRequestSchema } from "./member-update";
import { merchantSearchQuerySchema } from "./merchants";
import { controlCharacterMessage, multilineText, queryInteger, text, webUrl } from "./text";

const folder = path.dirname(fileURLToPath(import.meta.url));
const contractFiles = readdirSync(folder).filter(
  (name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "text.ts",
);

describe("every string in the contracts refuses control characters", () => {
  it.each(contractFiles)("%s builds its strings with text(), multilineText() or webUrl()", (name) => {
    const source = readFileSync(path.join(folder, name), "utf8");
    // A raw z.string() or z.url() would accept a NUL byte; z.coerce.number() would read "0x10".
    expect(source).not.toMatch(/\bz\s*\.\s*(string|url)\s*\(/);
    expect(source).not.toMatch(/pageNo:\s*z\.coerce|pageSize:\s*z\.coerce/);
  });

  it("text() refuses NUL, escape, tab, line breaks and the Unicode line separators", () => {
    for (const value of [
      "a\u0000b",
      "\u001b[31m",
      "a\tb",
      "a\nb",
      "a\rb",
      "a\u0085b",
      "a\u2028b",
      "\u007f",
    ]) {
      const result = text().safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(controlCharacterMessage);
    }
    expect(text().safeParse("Café Ünïcode – “quoted”").success).toBe(true);
  });

  it("multilineText() allows tab and line breaks only", () => {
    expect(multilineText().safeParse("line one\nline two\r\n\tindented").success).toBe(true);
    expect(multilineText().safeParse("a\u0000b").success).toBe(false);
    expect(multilineText().safeParse("a\u001bb").success).toBe(false);
  });

  it("webUrl() refuses the tabs and breaks URL parsing would silently drop", () => {
    expect(webUrl().safeParse("https://site.example/a\tb").success).toBe(false);
    expect(webUrl().safeParse("https://site.example/ok").success).toBe(true);
  });

  it("queryInteger() reads decimal digits only", () => {
    const page = queryInteger("pageNo", 1, 100);
    expect(page.safeParse("12").data).toBe(12);
    for (const value of ["0x10", "1e1", "+5", "5.0", " 5", "", "0", "101"]) {
      expect(page.safeParse(value).success, value).toBe(false);
    }
  });

  it("the named findings' fields refuse a NUL byte", () => {
    expect(memberUpdateRequestSchema.safeParse({ address1: "1 Main\u0000" }).success).toBe(false);
    expect(nameSchema.safeParse("Pat\u0000").success).toBe(false);
    expect(
      merchantSearchQuerySchema.safeParse({ location: "10036", restaurantOrCuisine: "\u0000abc" }).success,
    ).toBe(false);
  });
});
