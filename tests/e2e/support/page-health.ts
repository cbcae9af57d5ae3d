import type { Page } from "@playwright/test";
import { nonDescriptiveLinkTexts } from "@/tests/support/link-text";

/**
 * What Lighthouse's Best practices and SEO categories hold against a page, watched in a journey:
 * console errors, what Chrome's Issues panel reports, geolocation asked for without a gesture,
 * and links whose text says nothing of where they lead.
 */

/** The Issues panel's reports, as the DevTools protocol sends them (Audits.issueAdded). */
interface InspectorIssue {
  readonly code: string;
  readonly details: {
    readonly contentSecurityPolicyIssueDetails?: {
      readonly contentSecurityPolicyViolationType: string;
      readonly sourceCodeLocation?: {
        readonly url: string;
        readonly lineNumber: number;
        readonly columnNumber: number;
      };
    };
  };
}

/** What the page did since the last report (or since watching began). */
export interface PageHealthReport {
  readonly consoleErrors: string[];
  /** One line per issue, less those not counted (below). */
  readonly issues: string[];
  /** Position requests the current document made. */
  readonly geolocationCalls: number;
}

/**
 * Chrome's performance hints come over the protocol as issues too: one for every read of
 * document.cookie, however rare. Neither Lighthouse's inspector-issues audit nor Best practices
 * counts them, and a page that knows its session from a readable cookie cannot avoid them.
 */
const notCounted = new Set(["PerformanceIssue"]);

/** Starts watching `page`; call before its first navigation. */
export async function watchPageHealth(page: Page): Promise<() => Promise<PageHealthReport>> {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));

  const issues: InspectorIssue[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", ({ issue }) => issues.push(issue as InspectorIssue));
  await cdp.send("Audits.enable");

  // Counts every position request: Lighthouse's geolocation-on-start fails a page that asks
  // while loading, and a prompt needs the visitor's gesture.
  await page.addInitScript(() => {
    const counted = window as unknown as { __geolocationCalls: number };
    counted.__geolocationCalls = 0;
    const geolocation = navigator.geolocation as Geolocation | undefined;
    if (!geolocation) return;
    for (const name of ["getCurrentPosition", "watchPosition"] as const) {
      const original = geolocation[name].bind(geolocation) as (...args: unknown[]) => number | undefined;
      Object.defineProperty(geolocation, name, {
        value: (...args: unknown[]) => {
          counted.__geolocationCalls += 1;
          return original(...args);
        },
      });
    }
  });

  /** Reports, then forgets, what was seen so far: one report per page visited. */
  return async () => {
    const counted: string[] = [];
    for (const issue of issues.splice(0)) {
      if (notCounted.has(issue.code)) continue;
      counted.push(`${issue.code}: ${JSON.stringify(issue.details)}`);
    }
    const geolocationCalls = await page.evaluate(
      () => (window as unknown as { __geolocationCalls: number }).__geolocationCalls,
    );
    return { consoleErrors: consoleErrors.splice(0), issues: counted, geolocationCalls };
  };
}

/**
 * Links on the page whose text is on that list, as "text → href". Lighthouse reads the text a
 * link shows (not its aria-label), and leaves out links to the page itself, script and mail links,
 * and nofollow links.
 */
export function nonDescriptiveLinks(page: Page): Promise<string[]> {
  return page.evaluate((texts) => {
    const here = window.location.href.split("#")[0];
    return [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .filter((link) => {
        const href = link.href.toLowerCase();
        if (href.startsWith("javascript:") || href.startsWith("mailto:")) return false;
        if (link.rel.split(/\s+/).includes("nofollow") || link.href.split("#")[0] === here) return false;
        return texts.includes(link.innerText.trim().toLowerCase());
      })
      .map((link) => `${link.innerText.trim()} → ${link.href}`);
  }, nonDescriptiveLinkTexts);
}
