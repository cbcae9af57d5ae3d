import type { Locator, Page } from "@playwright/test";
import { expectAccessible, viewports } from "../support/axe";
import { findMerchant } from "../support/merchants";
import { expect, test } from "../support/test";

// Harbor's reservations page carries the shipped raster banner (partners/harbor/content/earn_details.json).
const bannerPage = "/earn/reservations";
const banner = "/images/banners/steakhouse-dining-room.jpg";
const optimizerUrl = (width: number) =>
  `/_next/image?url=${encodeURIComponent(banner)}&w=${String(width)}&q=75`;

test.describe.configure({ timeout: 90_000 });

/** The page's merchant and content pictures (not the map's own, which Leaflet draws). */
function pictures(page: Page): Locator {
  return page.locator("main img:not(.leaflet-container img), footer img");
}

/** Every picture has its size (no layout shift) and decodes off the main thread. */
async function expectSized(page: Page): Promise<void> {
  const all = await pictures(page).evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute("src"),
      width: image.getAttribute("width"),
      height: image.getAttribute("height"),
      decoding: image.getAttribute("decoding"),
    })),
  );
  expect(all.length).toBeGreaterThan(0);
  for (const image of all) {
    expect(image.width, image.src ?? "").toMatch(/^\d+$/);
    expect(image.height, image.src ?? "").toMatch(/^\d+$/);
    expect(image.decoding, image.src ?? "").toBe("async");
  }
}

test("the image optimizer answers AVIF for the shipped raster, WebP without it, and only our widths", async ({
  request,
}) => {
  const avif = await request.get(optimizerUrl(1050), { headers: { Accept: "image/avif,image/webp,*/*" } });
  expect(avif.status()).toBe(200);
  expect(avif.headers()["content-type"]).toBe("image/avif");
  expect(avif.headers()["vary"]).toMatch(/Accept/);
  const jpeg = await request.get(banner);
  expect((await avif.body()).byteLength).toBeLessThan((await jpeg.body()).byteLength);

  const webp = await request.get(optimizerUrl(1050), { headers: { Accept: "image/webp,*/*" } });
  expect(webp.headers()["content-type"]).toBe("image/webp");
  expect((await request.get(optimizerUrl(1000), { headers: { Accept: "image/avif" } })).status()).toBe(400);
});

for (const viewport of viewports) {
  test(`the content banner is the page's first picture, in AVIF at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes("/_next/image") && response.url().includes("steakhouse-dining-room"),
    );
    await page.goto(bannerPage);
    const picture = page.locator("article header picture img");
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    await expect(picture).toHaveAttribute("loading", "eager");
    await expect(picture).toHaveAttribute("srcset", /\/_next\/image\?url=%2Fimages%2Fbanners%2F/);
    expect((await answered).headers()["content-type"]).toBe("image/avif");
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // Phones get the phone crop (the <source media>), wider screens the wide banner.
    const chosen = await picture.evaluate((image: HTMLImageElement) => decodeURIComponent(image.currentSrc));
    expect(chosen).toContain(
      viewport.width < 661 ? "steakhouse-dining-room-phone.jpg" : "steakhouse-dining-room.jpg&",
    );
    await expectSized(page);
    await expectAccessible(page, { widths: "current" });
  });
}

test("search: the first cards' pictures are fetched first, the rest lazily, all sized", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/search?location=New%20York%2C%20NY");
  const cards = page.getByTestId("merchant-card");
  await expect(cards.nth(3)).toBeVisible({ timeout: 20_000 });
  const cardPicture = (index: number) => cards.nth(index).locator("img").first();
  for (const index of [0, 1]) {
    await expect(cardPicture(index)).toHaveAttribute("fetchpriority", "high");
    await expect(cardPicture(index)).toHaveAttribute("loading", "eager");
  }
  await expect(cardPicture(2)).toHaveAttribute("loading", "lazy");
  await expect(cardPicture(2)).not.toHaveAttribute("fetchpriority", /./);
  await expectSized(page);
});

test("a merchant page: the header picture first, the gallery and menu lazily, all sized", async ({
  page,
  request,
}) => {
  const merchant = await findMerchant(
    request,
    "",
    (candidate) => candidate.photos.length > 1 && candidate.menuImageUrls.length > 0,
    { near: "New York, NY" },
  );
  await page.goto(`/merchants/${encodeURIComponent(merchant.id)}`);
  const header = page.getByTestId("merchant-detail").locator("header img").first();
  await expect(header).toHaveAttribute("fetchpriority", "high");
  await expect(header).toHaveAttribute("loading", "eager");
  await expect(page.getByTestId("gallery-photo")).toHaveAttribute("loading", "lazy");
  await expect(page.getByTestId("merchant-menu").locator("img").first()).toHaveAttribute("loading", "lazy");
  await expectSized(page);
});

test("home: the carousels' pictures wait their turn, all sized", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Harbor's home is its discover page: carousels of merchant cards under the hero.
  await page.goto("/");
  const card = page.getByTestId("carousel-track").first().getByTestId("merchant-card").first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.locator("img").first()).toHaveAttribute("loading", "lazy");
  await expectSized(page);
});
