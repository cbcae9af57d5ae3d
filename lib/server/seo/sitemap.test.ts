import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapUrlLimit, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists absolute URLs with their last modification date", () => {
    const xml = sitemapXml([
      { loc: "http://harbor.localhost:3000/" },
      { loc: "http://harbor.localhost:3000/merchants/m-000001", lastmod: new Date("2025-03-04T10:00:00Z") },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>http://harbor.localhost:3000/</loc></url>");
    expect(xml).toContain(
      "<url><loc>http://harbor.localhost:3000/merchants/m-000001</loc><lastmod>2025-03-04</lastmod></url>",
    );
  });

  it("escapes XML and stays within the protocol's limit", () => {
    expect(sitemapXml([{ loc: "https://x.example/a?b=1&c=2" }])).toContain("a?b=1&amp;c=2");
    const many = Array.from({ length: sitemapUrlLimit + 5 }, (_, i) => ({ loc: `https://x.example/${i}` }));
    expect(sitemapXml(many).match(/<url>/g)?.length).toBe(sitemapUrlLimit);
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of private areas and names the sitemap", () => {
    const text = robotsTxt({ sitemapUrl: "https://dining.example/sitemap.xml", staging: false });
    expect(text).toContain("User-agent: *");
    for (const path of ["/account", "/api", "/stgtools", "/preview"])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain("Sitemap: https://dining.example/sitemap.xml");
  });

  it("shuts everything on staging", () => {
    const text = robotsTxt({ sitemapUrl: "https://s.example/sitemap.xml", staging: true });
    expect(text).toContain("Disallow: /\n");
    expect(text).not.toContain("Allow: /\n");
  });
});
