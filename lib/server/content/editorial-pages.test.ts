import { describe, expect, it } from "vitest";
import type { PartnerContent } from "./partner-content";
import { editorialPaths, findEditorialPage, findEditorialSidebar, findSidebar } from "./editorial-pages";

const page = (url: string) => ({
  url,
  browser_title: url,
  banner_text: "",
  disclaimer: "",
  main_column: "",
  side_column: "",
});

const content = {
  "*": [{ slug: "editorial_pages", fields: { paths: ["/dining-guide"] } }],
  earn_details: [
    { slug: "a", fields: page("/earn/how-it-works") },
    { slug: "b", fields: page("/earn/reservations") },
    { slug: "c", fields: page("/dining-guide") },
    { slug: "d", fields: page("/not-listed") },
  ],
  sidebar: [
    { slug: "a", fields: { page_text: "Questions? Call us." } },
    { slug: "search", fields: { page_text: "Earning days vary." } },
  ],
} as unknown as PartnerContent;

describe("editorial pages", () => {
  it("lists /how-it-works, every /earn page and the configured paths", () => {
    expect(editorialPaths(content).sort()).toEqual([
      "/dining-guide",
      "/earn/how-it-works",
      "/earn/reservations",
      "/how-it-works",
    ]);
  });

  it("finds pages by url, with /how-it-works falling back to the earn entry", () => {
    expect(findEditorialPage(content, "/earn/reservations")?.url).toBe("/earn/reservations");
    expect(findEditorialPage(content, "/how-it-works")?.url).toBe("/earn/how-it-works");
    expect(findEditorialPage(content, "/dining-guide")?.url).toBe("/dining-guide");
  });

  it("does not serve an entry whose path is not an editorial route", () => {
    expect(findEditorialPage(content, "/not-listed")).toBeUndefined();
    expect(findEditorialPage(content, "/earn/nothing")).toBeUndefined();
  });

  it("reads the sidebar keyed by the page's slug, the /how-it-works page's included", () => {
    expect(findEditorialSidebar(content, "/earn/how-it-works")).toBe("Questions? Call us.");
    expect(findEditorialSidebar(content, "/how-it-works")).toBe("Questions? Call us.");
    expect(findEditorialSidebar(content, "/earn/reservations")).toBeUndefined();
    expect(findEditorialSidebar(content, "/earn/nothing")).toBeUndefined();
  });

  it("finds a page's sidebar by its slug wherever the partner lists it", () => {
    const reordered = { ...content, sidebar: [...content.sidebar].reverse() } as PartnerContent;
    for (const sidebars of [content, reordered]) {
      expect(findSidebar(sidebars, "search")).toBe("Earning days vary.");
      expect(findSidebar(sidebars, "a")).toBe("Questions? Call us.");
      expect(findSidebar(sidebars, "account")).toBeUndefined();
    }
  });
});
