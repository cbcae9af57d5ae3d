import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA rules, the level the product promises. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The two widths every journey checks: a small phone and a desktop. */
export const viewports = [
  { name: "375px", width: 375, height: 812 },
  { name: "1280px", width: 1280, height: 900 },
] as const;

async function violationsNow(page: Page): Promise<string[]> {
  // Checked from the top of the page: scrolled, the sticky header covers whatever passes under
  // it, and axe's target-size rule would then measure a control by the sliver left uncovered.
  // The whole page is analysed either way; the scroll position is put back afterwards.
  const scrolledTo = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo(0, 0);
    return y;
  });
  const results = await analyzeWhileStill(page);
  await page.evaluate((y) => {
    window.scrollTo(0, y);
  }, scrolledTo);
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/** Resolves when every finite animation and transition now running has ended (a spinner's never does). */
async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * Axe's analysis of a page at rest. A toast fading in or out has colours in between, and axe
 * would measure those: so the analysis starts once finite animations have ended, and is run again
 * when one started while axe was reading the page (a toast timing out, say).
 */
async function analyzeWhileStill(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    await finiteAnimationsEnded(page);
    const watch = await page.evaluateHandle(() => {
      const types = ["animationstart", "transitionrun"] as const;
      const seen = {
        moved: false,
        stop: () => {
          for (const type of types) document.removeEventListener(type, note, true);
        },
      };
      const note = () => {
        seen.moved = true;
      };
      for (const type of types) document.addEventListener(type, note, true);
      return seen;
    });
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    const moved = await watch.evaluate((seen) => {
      seen.stop();
      return seen.moved;
    });
    await watch.dispose();
    if (!moved || attempt === 3) return results;
  }
}

/**
 * Fails the test with a readable list when axe finds any violation on the page as it is now,
 * at both journey widths (the page is resized to each and then back), so every journey checks
 * the phone and the desktop layout. `widths: "current"` checks only the present viewport, for
 * journeys that already loop over `viewports` themselves.
 */
export async function expectAccessible(
  page: Page,
  options: { widths?: "both" | "current" } = {},
): Promise<void> {
  const original = page.viewportSize();
  if (options.widths === "current" || !original) {
    expect(await violationsNow(page), "accessibility violations").toEqual([]);
    return;
  }
  const found: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // One frame for media queries and resize observers to settle before axe reads the page.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => {
            resolve();
          });
        }),
    );
    found.push(...(await violationsNow(page)).map((line) => `${viewport.name}: ${line}`));
  }
  await page.setViewportSize(original);
  expect(found, "accessibility violations").toEqual([]);
}
