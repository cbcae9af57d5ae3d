import { expectAccessible } from "../support/axe";
import { partnerOf } from "../support/partner";
import { expect, test } from "../support/test";

test("the navbar shows the auth links of the partner's enrollment type", async ({ page }, testInfo) => {
  const { effective } = partnerOf(testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/earn");
  const header = page.getByTestId("site-header");
  const signIn = header.getByRole("link", { name: "Sign in", exact: true });
  const join = header.getByRole("link", { name: "Join", exact: true });
  if (effective.enrollmentType === "none") {
    await expect(header.getByRole("link", { name: "Search restaurants" })).toBeVisible();
    await expect(signIn).toHaveCount(0);
    await expect(join).toHaveCount(0);
  } else {
    await expect(join).toBeVisible();
    // Returning members sign in on SSO partners as well as direct ones.
    await expect(signIn).toBeVisible();
  }
  await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link").first()).toBeVisible();
});

test("the footer's auth link, support mailto and network logos follow the rules", async ({
  page,
}, testInfo) => {
  const { effective } = partnerOf(testInfo);
  await page.goto("/earn");
  const footer = page.getByTestId("site-footer");
  const authLink = footer.getByTestId("footer-auth-link");
  const expected = { direct: "/join", sso: "/Login", none: null }[effective.enrollmentType];
  if (expected) await expect(authLink).toHaveAttribute("href", expected);
  else await expect(authLink).toHaveCount(0);

  await expect(footer.getByRole("link", { name: effective.customerSupport.email.display })).toHaveAttribute(
    "href",
    effective.customerSupport.email.href,
  );
  await expect(footer.getByTestId("network-logos")).toHaveCount(effective.ruleFlags.hideNetworkLogos ? 0 : 1);
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer.getByTestId("app-store-badges")).toBeVisible();
});

test("every same-site link in the header and footer leads to a page", async ({ page }) => {
  await page.goto("/how-it-works");
  const hrefs = await page
    .locator('[data-testid="site-header"] a[href^="/"], [data-testid="site-footer"] a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  // /SignOut and the SSO sign-in leave the site on purpose; everything else must answer.
  const pages = [...new Set(hrefs)].filter((href) => !/^\/(SignOut|Login)\b/.test(href));
  // Fetched by the browser (Node does not resolve *.localhost), following redirects.
  const statuses = await page.evaluate(
    (paths) => Promise.all(paths.map(async (path) => [path, (await fetch(path)).status] as const)),
    pages,
  );
  expect(statuses.filter(([, status]) => status >= 400)).toEqual([]);
});

test("the terms and privacy pages render but are not offers on /earn", async ({ page }) => {
  for (const [path, heading] of [
    ["/earn/terms", "Terms of use"],
    ["/earn/privacy", "Privacy policy"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await expectAccessible(page);
  await page.goto("/earn");
  const offers = page.getByRole("main").getByRole("listitem");
  await expect(offers.filter({ hasText: "Terms of use" })).toHaveCount(0);
  await expect(offers.filter({ hasText: "Privacy policy" })).toHaveCount(0);
});

test("the mobile menu opens as a dialog, traps focus and closes on Escape", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/earn");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Find restaurants" }).first()).toBeVisible();
  await expectAccessible(page);

  // Focus cannot leave the open dialog: the page behind it is inert.
  for (let i = 0; i < 15; i += 1) await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await menu.getByRole("button", { name: "Close" }).click();
  await expect(menu).toBeHidden();
});

test("app-store badges are hidden inside the native app", async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: "Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile DiningRewardsApp/9.0.0",
  });
  const page = await context.newPage();
  await page.goto("/earn");
  await expect(page.getByTestId("site-footer")).toBeVisible();
  await expect(page.getByTestId("app-store-badges")).toHaveCount(0);
  await context.close();
});

// On phones the full name has no room: the short name (or, where even that has no room, the logo
// alone) shows the brand instead of a name cut to "H…", and nothing in the header overlaps; the
// merchant page's header, with its Back link, keeps the brand too.
for (const width of [320, 375]) {
  test(`the phone header shows the brand uncut at ${width}px, on the merchant page too`, async ({
    page,
    request,
  }, testInfo) => {
    const { effective } = partnerOf(testInfo);
    await page.setViewportSize({ width, height: 812 });
    const search = await request.get("/api/v2/Merchants/Search?location=New%20York%2C%20NY");
    const { merchants } = (await search.json()) as { merchants: { id: string }[] };
    for (const [path, backLink] of [
      ["/earn", false],
      [`/merchants/${merchants[0]?.id ?? ""}`, true],
    ] as const) {
      await page.goto(path);
      const header = page.getByTestId("site-header");
      const brandLink = header.getByRole("link", { name: effective.name });
      await expect(brandLink).toBeVisible();
      await expect(brandLink.locator("svg")).toBeVisible();
      await expect(header.getByRole("link", { name: "Search restaurants" })).toBeVisible();
      const shortName = header.getByTestId("partner-short-name");
      if (width < 360 || backLink) {
        await expect(shortName).toBeHidden();
      } else {
        await expect(shortName).toHaveText(effective.shortName ?? effective.shortCode);
        await expect(shortName).toBeVisible();
        // Not cut: the whole short name fits in its box.
        expect(await shortName.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
      }
      // No control or name in the header covers another, and nothing runs off the screen.
      const overlaps = await header.evaluate((root) => {
        // Each control with whatever it draws, spilled-over text included.
        const boxes = [...root.querySelectorAll<HTMLElement>("a, button")]
          .filter((node) => !node.parentElement?.closest("a, button"))
          .map((node) => {
            const rects = [node, ...node.querySelectorAll("*")]
              .map((part) => part.getBoundingClientRect())
              .filter((rect) => rect.width > 1 && rect.height > 1);
            return {
              label: node.getAttribute("aria-label") ?? node.textContent,
              left: Math.min(...rects.map((rect) => rect.left)),
              right: Math.max(...rects.map((rect) => rect.right)),
              visible: rects.length > 0 && node.checkVisibility(),
            };
          })
          .filter((box) => box.visible);
        return boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter((b) => a.right > b.left + 0.5 && b.right > a.left + 0.5)
            .map((b) => `${a.label} / ${b.label}`),
        );
      });
      expect(overlaps).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
}

test("the mobile menu button says whether the menu is open, and the menu repeats no page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/earn");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  // The dialog's code loads as the button is pressed: read its links once it is open.
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  const hrefs = await menu
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(3);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  await page.keyboard.press("Escape");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});

test("the FAQ is a page of questions of its own, described by FAQPage JSON-LD", async ({
  page,
}, testInfo) => {
  const { effective } = partnerOf(testInfo);
  await page.goto("/earn");
  const faqLink = page.getByTestId("site-footer").getByRole("link", { name: "FAQ" });
  await expect(faqLink).toHaveAttribute("href", "/faq");
  const response = await page.goto("/faq");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
  await expect(page).toHaveTitle(`Frequently asked questions | ${effective.name}`);
  const questions = page.getByTestId("faq-list").getByRole("heading", { level: 2 });
  expect(await questions.count()).toBeGreaterThanOrEqual(8);

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = jsonLd
    .map((text) => JSON.parse(text) as { "@type"?: string; mainEntity?: { name: string }[] })
    .find((data) => data["@type"] === "FAQPage");
  expect(faq?.mainEntity?.length).toBe(await questions.count());
  expect(faq?.mainEntity?.[0]?.name).toBe(await questions.first().textContent());
  await expect(page.getByTestId("page-sidebar")).toContainText(effective.customerSupport.phone.formatted);
  await expectAccessible(page);
  // Not a second "How it works": that page has its own heading and no questions.
  await page.goto("/how-it-works");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Frequently asked questions");
  await expect(page.getByTestId("faq-list")).toHaveCount(0);
});
