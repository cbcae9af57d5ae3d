import { expectAccessible } from "../support/axe";
import { findMerchant, merchantFromSitemap } from "../support/merchants";
import { expect, test } from "../support/test";
import { e2eEnv } from "../../../scripts/e2e-env.mjs";

const near = "New York, NY";

// A merchant page's caching, revalidation and ordering, the same on every partner: checked once,
// on harbor. What it says in each partner's name and terms is every-partner/merchant-page.spec.ts.

// Each journey checks axe at two widths on a long page, beside other workers: allow for it.
test.describe.configure({ timeout: 90_000 });

test("a merchant page is one static document for every visitor, cacheable and not per request", async ({
  request,
}) => {
  const merchant = await merchantFromSitemap(request);
  const path = `/merchants/${encodeURIComponent(merchant.id)}`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  // Static and revalidated (docs/decisions/0035): never `private, no-store`.
  expect(first.headers()["cache-control"]).not.toMatch(/private|no-store/);
  const html = await first.text();
  expect(html).toContain(`<link rel="canonical" href="`);
  expect(html).toContain(path);
  // Another visitor, with cookies of their own, gets the very same document.
  const second = await request.get(path, { headers: { cookie: "visitor=another; theme=dark" } });
  expect(await second.text()).toBe(html);
  // The order dialog's page is static the same way, and an unknown id is still the 404 page.
  const order = await request.get(`${path}/Order`);
  expect(order.status()).toBe(200);
  expect(order.headers()["cache-control"]).not.toMatch(/private|no-store/);
  expect((await request.get("/merchants/no-such-merchant")).status()).toBe(404);
});

test("revalidating a merchant's tag, as an import does, rebuilds that merchant's static page only", async ({
  request,
}) => {
  const ids = [
    ...(await (await request.get("/sitemap/1.xml")).text()).matchAll(/\/merchants\/([^<]+)<\/loc>/g),
  ]
    .slice(0, 2)
    .map((match) => decodeURIComponent(match[1] ?? ""));
  const [changed = "", other = ""] = ids;
  const pathOf = (id: string) => `/merchants/${encodeURIComponent(id)}`;
  // Cached once rendered: the second view of each page is a hit, answered by the server's page
  // cache in front of Next (docs/decisions/0037) with Next's own headers.
  for (const id of ids) await request.get(pathOf(id));
  for (const id of ids) {
    const again = await request.get(pathOf(id));
    expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(again.headers()["x-page-cache"]).toBe("hit");
  }

  const refresh = await request.post("/api/Operations/Revalidate", {
    headers: { authorization: `Bearer ${e2eEnv.OPERATIONS_TOKEN}` },
    data: { tags: [`merchant:${changed}`] },
  });
  expect(refresh.status()).toBe(200);
  const after = await request.get(pathOf(changed));
  expect(after.status()).toBe(200);
  // The revalidation emptied the page cache too: the page is Next's fresh render, not a copy.
  expect(after.headers()["x-page-cache"]).toBe("miss");
  expect(after.headers()["x-nextjs-cache"]).not.toBe("HIT");
  expect((await request.get(pathOf(other))).headers()["x-nextjs-cache"]).toBe("HIT");
});

test("the order-online dialog opens at /Order and Escape returns to the merchant page", async ({
  page,
  request,
}) => {
  const merchant = await findMerchant(
    request,
    "features=order_online",
    (m) => m.orderOnline?.internal === true,
    { near },
  );
  const path = `/merchants/${merchant.id}`;
  await page.goto(path);
  await page.getByTestId("order-online").click();
  await expect(page).toHaveURL(new RegExp(`${path}/Order$`));
  const dialog = page.getByTestId("order-dialog");
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  // A shared /Order link opens the dialog too; closing it stays on the merchant page.
  const response = await page.goto(`${path}/Order`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("order-dialog")).toBeVisible();
  await page.getByTestId("order-dialog").getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(merchant.name);
});

test("an external ordering site is a plain link", async ({ page, request }) => {
  const merchant = await findMerchant(
    request,
    "features=order_online",
    (m) => m.orderOnline !== null && !m.orderOnline.internal,
    { near },
  );
  await page.goto(`/merchants/${merchant.id}`);
  const link = page.getByTestId("order-online-external");
  await expect(link).toHaveAttribute("href", merchant.orderOnline?.url ?? "");
  await expect(link).toHaveAttribute("rel", /noopener/);
});

test("an unknown merchant answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/merchants/no-such-merchant");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
