import type { Browser, Page } from "@playwright/test";
import { test } from "./test";

/** One layout shift the browser reported, with what moved (for a failure message). */
export interface LayoutShift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
  }
}

/**
 * Records every layout shift of the page's documents from their start (not those after input,
 * as CLS does not count them). Call before the first `goto`; read with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts?.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            return node instanceof Element
              ? `${node.tagName} ${node.getAttribute("data-testid") ?? ""} "${node.textContent.slice(0, 40)}"`
              : String(node?.nodeName);
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The current document's layout shifts so far, after two frames (so the last is reported). */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** A phone's screen, where the merchant page's lines wrap the most. */
export const phone = { width: 375, height: 812 };

/** The rendered height of each section, by test id. */
export function sectionHeights(page: Page, sections: readonly string[]): Promise<number[]> {
  return Promise.all(
    sections.map(async (testId) => Math.round((await page.getByTestId(testId).boundingBox())?.height ?? 0)),
  );
}

/** The same sections' heights in the server's HTML alone, on a phone (no script runs). */
export async function serverHtmlHeights(
  browser: Browser,
  path: string,
  sections: readonly string[],
): Promise<number[]> {
  const serverOnly = await browser.newContext({
    javaScriptEnabled: false,
    viewport: phone,
    baseURL: test.info().project.use.baseURL,
  });
  const htmlPage = await serverOnly.newPage();
  await htmlPage.goto(path);
  const heights = await sectionHeights(htmlPage, sections);
  await serverOnly.close();
  return heights;
}
