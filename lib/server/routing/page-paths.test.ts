import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalPagePath, isPagePath } from "./page-paths";

/** A value each parameter of app/[partner] takes (surveys have two outcomes only). */
const sampleParams: Readonly<Record<string, string>> = {
  merchantId: "m-000001",
  outcome: "success",
  file: "0.xml",
  icon: "icon-192.png",
};

/** Every page and route handler file under app/[partner], as the path a visitor types. */
function appPaths(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return /^(page|route)\.tsx?$/.test(entry.name) ? [prefix || "/"] : [];
    if (!entry.isDirectory() || entry.name.startsWith("_")) return [];
    // Route groups add no segment; a parameter gets a sample value.
    const segment = /^\(.*\)$/.test(entry.name)
      ? ""
      : `/${entry.name.replace(/^\[(?!\.\.\.)([^\]]+)\]$/, (_match, name: string) => sampleParams[name] ?? name)}`;
    return appPaths(path.join(dir, entry.name), `${prefix}${segment}`);
  });
}

describe("isPagePath", () => {
  const editorial = ["/how-it-works", "/earn/new-member-bonus", "/faq"];

  it("knows every page file under app/[partner], so a new page is never answered 404 by the proxy", () => {
    const paths = appPaths(path.join(process.cwd(), "app", "[partner]"))
      // The catch-alls are the not-found and editorial fallbacks themselves.
      .filter((visitorPath) => !visitorPath.includes("[..."));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((visitorPath) => !isPagePath(visitorPath, editorial))).toEqual([]);
  });

  it("knows the merchant pages, which live under app/merchant-page/[partner] (decision 0035)", () => {
    const paths = appPaths(path.join(process.cwd(), "app", "merchant-page", "[partner]"));
    expect(paths).toHaveLength(2);
    expect(paths.map((visitorPath) => `/merchants${visitorPath}`).filter((p) => !isPagePath(p, []))).toEqual(
      [],
    );
  });

  it.each([
    "/merchants/m-000001",
    "/merchants/m-000001/Order",
    "/account",
    "/account/anything/else",
    "/sitemap/0.xml",
    "/sitemap/12.xml",
  ])("answers the parameterised page %s", (pathname) => {
    expect(isPagePath(pathname, editorial)).toBe(true);
  });

  it("answers the editorial pages the partner's copy lists, and only those", () => {
    expect(isPagePath("/earn/new-member-bonus", editorial)).toBe(true);
    expect(isPagePath("/faq", editorial)).toBe(true);
    expect(isPagePath("/earn/no-such-offer", editorial)).toBe(false);
  });

  it.each([
    "/foo",
    "/no/such/page",
    "/search/x",
    "/how-it-works/x",
    "/surveys/zzz",
    "/merchants",
    "/Search",
    "/sitemap/01.xml",
    "/sitemap/x.xml",
    "/merchant-page/harbor/m-000001",
  ])("leaves %s to the not-found page", (pathname) => {
    expect(isPagePath(pathname, editorial)).toBe(false);
  });
});

describe("canonicalPagePath", () => {
  it("drops a page path's trailing slashes", () => {
    expect(canonicalPagePath("/how-it-works/")).toBe("/how-it-works");
    expect(canonicalPagePath("/earn/terms//")).toBe("/earn/terms");
  });

  it("leaves the root, slash-less paths and every /api path alone", () => {
    expect(canonicalPagePath("/")).toBeNull();
    expect(canonicalPagePath("/how-it-works")).toBeNull();
    expect(canonicalPagePath("/api/cms/pages/home/")).toBeNull();
    expect(canonicalPagePath("/api/")).toBeNull();
  });
});
