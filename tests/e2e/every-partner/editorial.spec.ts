import type { Page } from "@playwright/test";
import { expectAccessible, viewports } from "../support/axe";
import { partnerOf } from "../support/partner";
import { expect, test } from "../support/test";

for (const viewport of viewports) {
  test(`/how-it-works renders the partner's content template at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const response = await page.goto("/how-it-works");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("disclaimer")).toBeVisible();
    await expect(page).toHaveTitle(/How it works/);
    await expectAccessible(page, { widths: "current" });
  });
}

test("/earn lists the partner's earn pages and each one opens", async ({ page }) => {
  await page.goto("/earn");
  await expect(page.getByRole("heading", { level: 1, name: "Ways to earn" })).toBeVisible();
  const links = page.getByRole("main").getByRole("link", { name: /Learn more/ });
  expect(await links.count()).toBeGreaterThan(0);
  await links.first().click();
  await expect(page).toHaveURL(/\/earn\/[a-z-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test("copy placeholders are expanded everywhere", async ({ page }) => {
  for (const path of ["/", "/earn", "/how-it-works", "/faq", "/earn/terms", "/earn/topgolf-bonus"]) {
    await page.goto(path);
    await expect(page.locator("body")).not.toContainText(/[A-Z]+(?:_[A-Z0-9]+)*_1\b|CURRENT_YEAR/);
  }
});

/** The words of the page's main column: a real page, not a one-liner. */
async function mainColumnWords(page: Page): Promise<number> {
  const text = await page.getByRole("main").locator("article").innerText();
  return text.split(/\s+/).filter(Boolean).length;
}

test("how it works and the terms are real pages of the partner's copy", async ({ page }) => {
  for (const path of ["/how-it-works", "/earn/terms"]) {
    await page.goto(path);
    expect(await mainColumnWords(page), path).toBeGreaterThan(150);
  }
  await page.goto("/how-it-works");
  await expect(page.getByTestId("page-sidebar")).toBeVisible();
});

test("how it works explains how members earn in the partner's own terms", async ({ page }, testInfo) => {
  const { effective } = partnerOf(testInfo);
  await page.goto("/how-it-works");
  const article = page.getByRole("main").locator("article");
  if (effective.enrollmentType === "none") {
    // A browse-only program: its members never link a card here, so the page never asks them to.
    await expect(article).not.toContainText(/\blink(?:ed)?\b[^.]*\bcard|credit or debit card/i);
    await expect(article).toContainText(effective.programName);
  } else {
    await expect(article).toContainText(/link a credit or debit card/i);
  }
});

test("/earn/topgolf-bonus is an offer page of the partner's copy", async ({ page }, testInfo) => {
  const { effective } = partnerOf(testInfo);
  const response = await page.goto("/earn/topgolf-bonus");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Topgolf");
  await expect(page).toHaveTitle(`Topgolf bonus | ${effective.name}`);
  await expect(page.getByTestId("disclaimer")).toBeVisible();
  await page.goto("/earn");
  await expect(page.getByRole("main").getByRole("link", { name: /Topgolf bonus/ })).toHaveAttribute(
    "href",
    "/earn/topgolf-bonus",
  );
  await expectAccessible(page);
});
