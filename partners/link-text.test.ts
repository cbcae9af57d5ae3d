import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isNonDescriptiveLinkText } from "@/tests/support/link-text";
import { partnerCodes } from "./registry";

/** Every string in a JSON value, with where it sits ("data.0.fields.button_text"). */
function stringsIn(value: unknown, at: string): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${at}.${String(index)}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, at ? `${at}.${key}` : key));
  return [];
}

// Partner copy becomes link and button text (popups, banners, CTAs): "LEARN MORE" as a link's
// only words tells a screen reader's link list, and a search engine, nothing of its target
// (Lighthouse's SEO audit link-text). Copy says where it leads: "LEARN ABOUT CASH BACK".
describe("partner copy", () => {
  it.each(partnerCodes)("of %s has no link text that says nothing of its target", (code) => {
    const folder = join(__dirname, code, "content");
    const vague = readdirSync(folder)
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) => stringsIn(JSON.parse(readFileSync(join(folder, file), "utf8")), file))
      .filter(({ text }) => isNonDescriptiveLinkText(text))
      .map(({ at, text }) => `${at}: ${text}`);
    expect(vague).toEqual([]);
  });
});
