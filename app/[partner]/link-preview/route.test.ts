import { describe, expect, it, vi } from "vitest";
import { emberGrill } from "@/tests/support/merchant-detail-fixture";
import { pngSize } from "@/tests/support/png-size";

// The partner's copy and merchant data come from the database; the routes' own work is the image.
const editorialTitles: Record<string, string> = { "/how-it-works": "How dining rewards work" };
vi.mock("@/lib/server/content/editorial-copy", () => ({
  loadEditorialPaths: () => Promise.resolve(Object.keys(editorialTitles)),
  loadEditorialPage: (_partner: unknown, path: string) =>
    Promise.resolve(editorialTitles[path] ? { browser_title: editorialTitles[path] } : undefined),
}));
vi.mock("@/lib/server/api/merchant-detail", () => ({
  loadMerchantDetail: (_partner: unknown, id: string) =>
    Promise.resolve(id === emberGrill.id ? emberGrill : null),
}));

const home = await import("./route");
const page = await import("./[...path]/route");
const merchant = await import("./merchants/[merchantId]/route");

const partner = "harbor";
const request = new Request("http://localhost/link-preview");

async function expectPreview(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
}

describe("link preview routes", () => {
  it("draws the home page's preview", async () => {
    await expectPreview(await home.GET(request, { params: Promise.resolve({ partner }) }));
  });

  it("draws a content page's and a route page's preview, and 404s a path no page has", async () => {
    const get = (path: string[]) => page.GET(request, { params: Promise.resolve({ partner, path }) });
    await expectPreview(await get(["how-it-works"]));
    await expectPreview(await get(["search"]));
    expect((await get(["earn", "no-such-offer"])).status).toBe(404);
    expect((await get(["link-preview"])).status).toBe(404);
  });

  it("draws a merchant's preview and 404s an unknown merchant", async () => {
    const get = (merchantId: string) =>
      merchant.GET(request, { params: Promise.resolve({ partner, merchantId }) });
    await expectPreview(await get(emberGrill.id));
    expect((await get("m-999999")).status).toBe(404);
  });

  it("is kept like the page it shows and built ahead only where it reads the config alone", () => {
    expect(page.revalidate).toBe(60);
    expect(merchant.revalidate).toBe(3600);
    expect(home.generateStaticParams()).toContainEqual({ partner });
    expect(page.generateStaticParams()).toEqual([]);
    expect(merchant.generateStaticParams()).toEqual([]);
  });
});
