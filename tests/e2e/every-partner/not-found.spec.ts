import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIResponse } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectAccessible, viewports } from "../support/axe";
import { partnerOf } from "../support/partner";

for (const viewport of viewports) {
  test(`an unknown path answers 404 with the branded not-found page at ${viewport.name}`, async ({
    page,
  }, testInfo) => {
    const { config } = partnerOf(testInfo);
    await page.setViewportSize(viewport);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /home/i }).first()).toHaveAttribute("href", "/");
    await expect(page.getByTestId("partner-name").first()).toContainText(config.name);
    await expect(page.getByTestId("status-reference")).toContainText(/Reference code: [A-Z0-9]{8}/);
    const support = page
      .getByTestId("not-found")
      .getByRole("link", { name: config.customerSupport.phone.formatted });
    await expect(support).toHaveAttribute("href", config.customerSupport.phone.href);
    await expectAccessible(page, { widths: "current" });
  });
}

test("the /not_found route itself answers 404, titled from the partner's copy", async ({
  page,
}, testInfo) => {
  const { config } = partnerOf(testInfo);
  const response = await page.goto("/not_found");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`Page not found | ${config.name}`);
});

// Crawlers and visitors without JavaScript read the HTML as it comes: the branded page must be
// in it, not an empty shell that only the browser's script fills in.
/**
 * The heading of a path's 404: the partner's for an unknown restaurant on a merchant path (global
 * 'merchant_not_found', decision 0066), the site's own for anything else.
 */
function headingOf(path: string, code: string): string {
  if (!path.startsWith("/merchants/")) return "We couldn't find that page";
  const { data } = JSON.parse(
    readFileSync(join(process.cwd(), "partners", code, "content", "global.json"), "utf8"),
  ) as { data: { slug: string; fields: Record<string, string> }[] };
  return data.find((entry) => entry.slug === "merchant_not_found")?.fields["unknown_title"] ?? "";
}

/** The heading as React writes it into HTML: an apostrophe may be escaped. */
function headingPattern(heading: string): RegExp {
  const text = heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "(?:'|&#x27;)");
  return new RegExp(`<h1[^>]*>${text}</h1>`);
}

/** A 404 answer with the branded not-found page, its title, phone and reference in the server HTML. */
async function expectServerRendered404(
  response: APIResponse,
  path: string,
  config: ReturnType<typeof partnerOf>["config"],
): Promise<void> {
  expect(response.status(), path).toBe(404);
  const html = await response.text();
  expect(html, path).not.toContain("__next_error__");
  expect(html, path).toMatch(headingPattern(headingOf(path, config.code)));
  expect(html, path).toContain(`<title>Page not found | ${config.name}</title>`);
  expect(html, path).toContain(`href="${config.customerSupport.phone.href}"`);
  expect(html, path).toMatch(/Reference code<!-- -->: <span[^>]*>[A-Z0-9]{8}<\/span>/);
}

// Each kind: an unknown path, merchant id (and its order dialog), earn page, editorial slug under
// a page's path, survey outcome.
const unknownPaths = [
  "/foo",
  "/merchants/zzz",
  "/merchants/zzz/Order",
  "/earn/no-such-offer",
  "/how-it-works/no-such-slug",
  "/surveys/no-such-outcome",
  "/search/x",
];

test("unknown paths and merchants answer 404 with the branded page in the server HTML", async ({
  request,
}, testInfo) => {
  const { config } = partnerOf(testInfo);
  for (const path of unknownPaths) {
    await expectServerRendered404(await request.get(path, { maxRedirects: 0 }), path, config);
  }
});

// An editor previewing drafts carries the draft-mode cookie. The proxy used to let every path
// through then, and the page's own notFound() answered Next's empty error shell.
test("with the draft-mode cookie, unknown pages still answer the server-rendered 404", async ({
  request,
}, testInfo) => {
  const { config } = partnerOf(testInfo);
  for (const path of ["/earn/no-such-offer", "/no-such-editorial-page", "/merchants/zzz"]) {
    const response = await request.get(path, {
      maxRedirects: 0,
      headers: { cookie: "__prerender_bypass=an-editor" },
    });
    await expectServerRendered404(response, path, config);
  }
});

test("the server-error page shows the partner's words, a reference code and the support phone", async ({
  page,
}, testInfo) => {
  const { config } = partnerOf(testInfo);
  await page.goto("/error?ref=REQ-1234");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong on our side");
  await expect(page.getByTestId("status-reference")).toHaveText("Reference code: REQ-1234");
  await expect(
    page.getByTestId("server-error").getByRole("link", { name: config.customerSupport.phone.formatted }),
  ).toHaveAttribute("href", config.customerSupport.phone.href);
  await expect(page).toHaveTitle(`Something went wrong | ${config.name}`);
  await expectAccessible(page);
});
