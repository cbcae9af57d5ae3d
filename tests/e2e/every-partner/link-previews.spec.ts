import type { APIRequestContext } from "@playwright/test";
import { partnerOf } from "../support/partner";
import { merchantFromSitemap } from "../support/merchants";
import { pngSize } from "@/tests/support/png-size";
import { expect, test } from "../support/test";

// Link previews and icons are PNGs Facebook, LinkedIn, X and iOS show (docs/decisions/0071): the
// head points at them with their sizes, and each answers a PNG of that size in the partner's name.

/** The content of a meta tag in a page's server HTML (what a scraper reads, without scripts). */
function meta(html: string, attribute: "property" | "name", key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1]?.replaceAll("&amp;", "&") : undefined;
}

/** Fetches an image by its path on the partner's host and returns its PNG size. */
async function pngAt(request: APIRequestContext, address: string) {
  const response = await request.get(new URL(address, "http://partner.invalid").pathname);
  expect(response.status(), address).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  return pngSize(new Uint8Array(await response.body()));
}

async function expectPreview(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const image = meta(html, "property", "og:image");
  expect(image, path).toMatch(/^https?:\/\/[^/]+\/link-preview/);
  expect(meta(html, "property", "og:image:width")).toBe("1200");
  expect(meta(html, "property", "og:image:height")).toBe("630");
  expect(meta(html, "property", "og:image:type")).toBe("image/png");
  expect(meta(html, "property", "og:image:alt")).toBeTruthy();
  expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
  expect(meta(html, "name", "twitter:image")).toBe(image);
  expect(await pngAt(request, image ?? "")).toEqual({ width: 1200, height: 630 });
}

test("the home page, a content page and a merchant page have PNG link previews", async ({ request }) => {
  await expectPreview(request, "/");
  await expectPreview(request, "/how-it-works");
  const merchant = await merchantFromSitemap(request);
  await expectPreview(request, `/merchants/${merchant.id}`);
});

test("a preview for no page and an unknown merchant is a 404", async ({ request }) => {
  expect((await request.get("/link-preview/no-such-page")).status()).toBe(404);
  expect((await request.get("/link-preview/merchants/m-999999")).status()).toBe(404);
});

test("the manifest and the head list PNG icons that are PNGs of their sizes", async ({
  request,
}, testInfo) => {
  const { config } = partnerOf(testInfo);
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
    name: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest.name).toBe(config.name);
  const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
  expect(pngs.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of pngs) {
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(await pngAt(request, icon.src)).toEqual({ width, height });
  }

  const html = await (await request.get("/")).text();
  const apple = /<link[^>]*rel="apple-touch-icon"[^>]*>/.exec(html)?.[0] ?? "";
  expect(apple).toContain('sizes="180x180"');
  const href = /href="([^"]+)"/.exec(apple)?.[1] ?? "";
  expect(await pngAt(request, href)).toEqual({ width: 180, height: 180 });
  // Clients that ask by convention get PNGs too.
  expect(await pngAt(request, "/apple-touch-icon.png")).toEqual({ width: 180, height: 180 });
  expect(await pngAt(request, "/favicon.ico")).toEqual({ width: 32, height: 32 });
});
