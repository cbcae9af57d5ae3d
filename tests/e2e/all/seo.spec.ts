import { expect, test } from "../support/test";
import { partnerOf } from "../support/partner";

test("sitemap.xml lists the public pages and every merchant on the partner's own origin", async ({
  request,
}, testInfo) => {
  const { effective } = partnerOf(testInfo);
  const origin = new URL(testInfo.project.use.baseURL ?? "").origin;
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
  for (const path of ["/", "/search", "/how-it-works", "/earn", "/faq", "/earn/topgolf-bonus"]) {
    expect(locs).toContain(`${origin}${path}`);
  }
  expect(locs.includes(`${origin}/discover`)).toBe(effective.hasDiscoverPage);
  const merchants = locs.filter((loc) => loc.startsWith(`${origin}/merchants/`));
  expect(merchants.length).toBeGreaterThan(1000);
  expect(new Set(locs).size).toBe(locs.length);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

  // Every listed merchant page exists.
  const first = merchants[0] ?? "";
  expect((await request.get(new URL(first).pathname)).status()).toBe(200);
});

test("robots.txt keeps crawlers out of private areas and names the sitemap", async ({
  request,
}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL ?? "").origin;
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  for (const path of ["/account", "/api", "/stgtools", "/preview"])
    expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).not.toContain("Disallow: /\n");
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
