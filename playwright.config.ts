import { defineConfig, devices } from "@playwright/test";
import { e2eEnv, e2ePort as port } from "./scripts/e2e-env.mjs";

/**
 * Browser journeys against a production build served by `npm start` on its own port and its
 * own fresh database. One project per demo partner host: specs in tests/e2e/every-partner (what
 * a page says or allows depends on the partner) run for every partner, specs in tests/e2e/once
 * (the same on every partner) run once, on harbor's host, and specs in tests/e2e/<code> only for
 * that partner (docs/decisions/0051).
 */
const partnerCodes = ["harbor", "skyway", "greenleaf", "roadtrip"] as const;
/** The partner whose project also runs the specs whose result is the same on every partner. */
const oncePartner: (typeof partnerCodes)[number] = "harbor";

/** The scale specs that run a build of their own. */
const packagingSpecs = ["image-stages.spec.ts", "two-local-servers.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  // Journeys with several accessibility checks (each at two widths) take 10-20 s on CI's two
  // cores; a minute leaves room for a busy machine without hiding a real hang.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        // *.localhost already means loopback in Chromium; this keeps it so on any resolver.
        "--host-resolver-rules=MAP *.localhost 127.0.0.1",
      ],
    },
  },
  projects: [
    ...partnerCodes.map((code) => ({
      name: code,
      testMatch: [
        "every-partner/**/*.spec.ts",
        ...(code === oncePartner ? ["once/**/*.spec.ts"] : []),
        `${code}/**/*.spec.ts`,
      ],
      use: { baseURL: `http://${code}.localhost:${port}` },
    })),
    // Servers of their own beside the journeys' one: production instances on PostgreSQL and Redis
    // (skipped when those do not answer). They run once the journeys are done.
    {
      name: "scale",
      testDir: "tests/scale",
      testMatch: "**/*.spec.ts",
      testIgnore: packagingSpecs,
      dependencies: [...partnerCodes],
    },
    // The checks that build the product a second time (the Dockerfile's stages, a second local
    // start) come last: a build takes both cores, and beside it the instances' cross-instance
    // checks met their deadlines only by chance.
    {
      name: "packaging",
      testDir: "tests/scale",
      testMatch: packagingSpecs,
      dependencies: ["scale"],
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/api/DefaultUserLocation`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: "pipe",
    env: e2eEnv,
  },
});
