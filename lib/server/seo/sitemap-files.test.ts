import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/backend/db/testing";
import { countMerchants } from "@/backend/services/merchants/count-merchants";
import { listMerchantIds } from "@/backend/services/merchants/list-merchant-ids";
import {
  merchantFileCount,
  sitemapFileDocument,
  sitemapFileNumber,
  sitemapIndexDocument,
  type MerchantListing,
} from "./sitemap-files";

const site = { origin: "http://harbor.localhost:3000", pagePaths: ["/", "/search", "/search", "/earn"] };

function locs(xml: string | null): string[] {
  return [...(xml ?? "").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("sitemap files", () => {
  let testDb: TestDb;
  let listing: MerchantListing;
  let ids: string[];

  beforeAll(async () => {
    testDb = await createTestDb("pglite", { merchants: 7 });
    const { db } = testDb;
    listing = {
      count: () => countMerchants(db),
      page: (offset, limit) => listMerchantIds(db, { offset, limit }),
    };
    ids = (await listMerchantIds(db, { offset: 0, limit: 100 })).map((row) => row.id);
  }, 120_000);

  afterAll(async () => {
    await testDb.close();
  });

  it("splits the merchants into files of at most the limit, dropping none (limit 3 for 7 merchants)", async () => {
    expect(ids).toHaveLength(7);
    const index = await sitemapIndexDocument(site, listing, 3);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([0, 1, 2, 3].map((n) => `${site.origin}/sitemap/${String(n)}.xml`));

    const merchantFiles = await Promise.all([1, 2, 3].map((n) => sitemapFileDocument(n, site, listing, 3)));
    expect(merchantFiles.map((xml) => locs(xml).length)).toEqual([3, 3, 1]);
    expect(merchantFiles.flatMap(locs)).toEqual(ids.map((id) => `${site.origin}/merchants/${id}`));
    expect(await sitemapFileDocument(4, site, listing, 3)).toBeNull();
  });

  it("lists the site's own pages once each in file 0, the home page as the bare origin", async () => {
    expect(locs(await sitemapFileDocument(0, site, listing, 3))).toEqual([
      `${site.origin}/`,
      `${site.origin}/search`,
      `${site.origin}/earn`,
    ]);
  });

  it("dates each merchant by its last change", async () => {
    const [first] = ids;
    await testDb.db.execute(
      sql`update merchants set updated_at = '2026-02-03T10:00:00Z' where id = ${first}`,
    );
    expect(await sitemapFileDocument(1, site, listing, 3)).toContain(
      `<loc>${site.origin}/merchants/${first ?? ""}</loc><lastmod>2026-02-03</lastmod>`,
    );
  });

  it("counts files and reads only well-formed file names", () => {
    expect(merchantFileCount(0)).toBe(0);
    expect(merchantFileCount(50_000)).toBe(1);
    expect(merchantFileCount(50_001)).toBe(2);
    expect(sitemapFileNumber("0.xml")).toBe(0);
    expect(sitemapFileNumber("12.xml")).toBe(12);
    for (const bad of ["01.xml", "x.xml", "1.xml.gz", "-1.xml", "1"])
      expect(sitemapFileNumber(bad)).toBeNull();
  });
});
