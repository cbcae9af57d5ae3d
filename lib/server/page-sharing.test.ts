import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageSharing, privatePagePaths, requestTargetForNext, sharedPageQuery } from "./page-sharing.mjs";
import { isPagePath } from "./routing/page-paths";

/** The page or route file answering a visitor's fixed path under app/ (route groups skipped). */
function fileOf(visitorPath: string): string {
  const root = visitorPath === "/card-entry" ? path.join("app", "card-entry") : path.join("app", "[partner]");
  const segments = visitorPath === "/card-entry" ? [] : visitorPath.split("/").filter(Boolean);
  const search = (dir: string, rest: readonly string[]): string | null => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (rest.length === 0) {
      const file = entries.find((entry) => entry.isFile() && /^(page|route)\.tsx?$/.test(entry.name));
      if (file) return path.join(dir, file.name);
    }
    for (const entry of entries.filter((candidate) => candidate.isDirectory())) {
      if (/^\(.*\)$/.test(entry.name)) {
        const found = search(path.join(dir, entry.name), rest);
        if (found) return found;
      } else if (entry.name === rest[0]) {
        const found = search(path.join(dir, entry.name), rest.slice(1));
        if (found) return found;
      }
    }
    return null;
  };
  const found = search(root, segments);
  if (!found) throw new Error(`no page file answers ${visitorPath}`);
  return found;
}

describe("who may share a page's answer", () => {
  it("renders every private page per request, so Next's cache never keeps one visitor's answer", () => {
    for (const visitorPath of privatePagePaths()) {
      expect(isPagePath(visitorPath, []), visitorPath).toBe(true);
      expect(readFileSync(fileOf(visitorPath), "utf8"), visitorPath).toMatch(
        /export const (dynamic = "force-dynamic"|\{ dynamic)/,
      );
    }
    expect(readFileSync(path.join("app", "[partner]", "(site)", "account", "layout.tsx"), "utf8")).toContain(
      'export const dynamic = "force-dynamic"',
    );
  });

  it("calls account pages and secret-link pages private, and the rest shared", () => {
    expect(pageSharing("/account/overview")).toBe("private");
    expect(pageSharing("/recover/update")).toBe("private");
    expect(pageSharing("/reservations/manage")).toBe("private");
    expect(pageSharing("/search")).toBe("private");
    expect(pageSharing("/")).toBe("shared");
    expect(pageSharing("/join")).toBe("shared");
    expect(pageSharing("/merchants/m-000001")).toBe("shared");
  });

  it("hands a shared page no query but Next's own cache-busting digest", () => {
    expect(sharedPageQuery("?token=secret&utm_source=mail")).toBe("");
    expect(sharedPageQuery("?token=secret&_rsc=1a2b3")).toBe("?_rsc=1a2b3");
    expect(sharedPageQuery("")).toBe("");
  });

  it("hands Next a shared page's path alone, and everything else as it came", () => {
    expect(requestTargetForNext("/offline?token=secret")).toBe("/offline");
    expect(requestTargetForNext("/merchants/m-1?utm_source=x&_rsc=ab1")).toBe("/merchants/m-1?_rsc=ab1");
    expect(requestTargetForNext("/search?location=Chicago")).toBe("/search?location=Chicago");
    expect(requestTargetForNext("/recover/update?token=secret")).toBe("/recover/update?token=secret");
    expect(requestTargetForNext("/account/overview?tab=1")).toBe("/account/overview?tab=1");
    expect(requestTargetForNext("/api/Merchants?x=1")).toBe("/api/Merchants?x=1");
    expect(requestTargetForNext("/_next/static/a.js?v=1")).toBe("/_next/static/a.js?v=1");
    // The proxy redirects it to /join with the query, which then comes back without a slash.
    expect(requestTargetForNext("/join/?email=a")).toBe("/join/?email=a");
    expect(requestTargetForNext("/")).toBe("/");
    expect(requestTargetForNext("/?utm=1")).toBe("/");
  });
});
