import config from "../../../playwright.config";
import { e2eEnv } from "../../../scripts/e2e-env.mjs";
import { expectAccessible, viewports } from "../support/axe";
import { emulationLinkFor } from "../support/emulation-link";
import { expect, test } from "../support/test";

const adminOrigin = e2eEnv.ADMIN_ORIGIN;

// The admin page is a route-intercepted answer, which Chromium counts as a public address: its
// frame to the loopback test server would be refused by Local Network Access checks, which a
// real admin tool and site (both public) never meet. Only this file's browser turns them off.
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: { ...launch, args: [...(launch.args ?? []), "--disable-features=LocalNetworkAccessChecks"] },
});

/** The admin tool's page: it frames the member's view, as support staff see it. */
function adminPage(src: string): string {
  return `<!doctype html><html lang="en"><head><title>Admin tool</title>
<style>body{margin:0}iframe{border:0;width:100%;height:100vh;display:block}</style></head>
<body><main><h1 style="position:absolute;left:-9999px">Member view</h1>
<iframe title="Member view" src="${src}"></iframe></main></body></html>`;
}

test("a signed emulation link opens the member's account in the admin tool's frame, with a banner", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const origin = testInfo.project.use.baseURL ?? "";
  const path = emulationLinkFor("harbor-demo-member");
  const link = `${origin}${path}`;
  await page.route(`${adminOrigin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: adminPage(link) }),
  );
  await page.goto(`${adminOrigin}/members/harbor-demo-member`);
  const frame = page.frameLocator('iframe[title="Member view"]');
  const banner = frame.getByTestId("emulation-banner");
  await expect(banner).toContainText("Viewing as Dana Rivera", { timeout: 30_000 });
  await expect(banner).toContainText("passwords, email and cards cannot be changed");
  await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expect(banner).toBeVisible();
    const overflow = await page
      .frames()
      .find((candidate) => candidate.url().startsWith(origin))
      ?.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`platform-emulation-${String(viewport.width)}.png`) });
  }
  await expectAccessible(page);

  // The session lives only in the admin frame's cookie jar: the site opened on its own in the
  // same browser is not signed in as the member.
  const own = await page.context().newPage();
  await own.goto(`${origin}/account/overview`);
  await expect(own).toHaveURL(/\/login/);
  await own.close();

  // Single use: the same link opens nothing a second time, anywhere.
  const replay = await request.get(path, { maxRedirects: 0 });
  expect(replay.status()).toBe(403);
  expect(((await replay.json()) as { error: string }).error).toMatch(/already used/);
});

test("only an emulated session's pages may be framed by the admin origin", async ({ request }) => {
  const plain = await request.get("/how-it-works");
  expect(plain.headers()["content-security-policy"]).toContain("frame-ancestors 'self';");
  expect(plain.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  const emulated = await request.get("/how-it-works", {
    headers: { cookie: "rewards_emulation=n0nce-0123456789abcdef" },
  });
  expect(emulated.headers()["content-security-policy"]).toContain(`frame-ancestors 'self' ${adminOrigin};`);
  expect(emulated.headers()["x-frame-options"]).toBeUndefined();
});
