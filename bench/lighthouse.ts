/**
 * Lighthouse (npm `lighthouse`, mobile defaults: Moto G class device, simulated slow 4G) against
 * Debian's Chromium on the production server, for five pages on two partners:
 * home, search, a merchant page, join, and the account overview signed in. Prints one table and
 * writes it into docs/performance.md between the `lighthouse:start`/`lighthouse:end` markers,
 * with the run's date. Goal: Performance ≥ 95; Accessibility, Best practices and SEO 100.
 *
 * `npm run bench:lighthouse` (builds when the build is missing or stale, like `npm start`).
 * CHROMIUM_PATH picks another browser; BENCH_PORT another port; LIGHTHOUSE_RUNS the runs per
 * page (the median run by performance score is reported); LIGHTHOUSE_PAGES a comma-separated list
 * of page names to run only those (such a partial run is printed, not recorded).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse, { type Flags, type Result } from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { startProductServer, stopProductServer } from "./lib/server";

const port = Number(process.env.BENCH_PORT ?? 3310);
const debuggingPort = port + 1000;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
const docsFile = "docs/performance.md";
/** Each page's full report (JSON, viewable in the Lighthouse viewer), to see what an audit found. */
const reportsDir = "reports/lighthouse";
const startMarker = "<!-- lighthouse:start -->";
const endMarker = "<!-- lighthouse:end -->";

/** Demo members of the seed (backend/db/seed/demo-accounts.ts), for the signed-in page. */
const partners = [
  { code: "harbor", member: { email: "demo@harbor.example", password: "Harbor-demo-2026" } },
  { code: "greenleaf", member: { email: "demo@greenleaf.example", password: "Greenleaf-demo-2026" } },
] as const;

const allPages = [
  { name: "home", path: "/" },
  // The URL the home page's search form opens: its first page renders on the server.
  { name: "search", path: "/search?location=Chicago%2C+IL" },
  { name: "merchant page", path: "/merchants/m-000001" },
  { name: "join", path: "/join" },
  { name: "account overview", path: "/account/overview", signedIn: true },
] as const;
const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim());
const pages = only ? allPages.filter((page) => only.includes(page.name)) : allPages;

/** A call to the local server with the partner's Host header (Node cannot resolve *.localhost). */
function call(
  method: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; body: string; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path, method, headers: { host, ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          const cookies = (response.headers["set-cookie"] ?? []).map((line) => line.split(";")[0] ?? "");
          resolve({ status: response.statusCode ?? 0, body: text, cookies });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** Signs the demo member in through the real sign-in call; answers the Cookie header to send. */
async function signIn(host: string, member: { email: string; password: string }): Promise<string> {
  const csrf = await call("GET", "/api/CSRF", host);
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const cookies = new Map(csrf.cookies.map((pair) => [pair.split("=")[0] ?? "", pair]));
  const signedIn = await call(
    "POST",
    "/api/Members/SignIn",
    host,
    {
      "content-type": "application/json",
      "x-xsrf-token": csrfToken,
      cookie: [...cookies.values()].join("; "),
    },
    JSON.stringify(member),
  );
  if (signedIn.status !== 200) throw new Error(`Signing in ${member.email}: ${String(signedIn.status)}`);
  for (const pair of signedIn.cookies) cookies.set(pair.split("=")[0] ?? "", pair);
  return [...cookies.values()].join("; ");
}

function waitForDevTools(): Promise<void> {
  const deadline = Date.now() + 30_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      http
        .get({ host: "127.0.0.1", port: debuggingPort, path: "/json/version" }, (response) => {
          response.resume();
          resolve();
        })
        .on("error", () => {
          if (Date.now() > deadline) reject(new Error("Chromium's DevTools port never opened"));
          else setTimeout(attempt, 250);
        });
    };
    attempt();
  });
}

interface Row {
  partner: string;
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The audits that cost points outside Performance, so a run says what to fix. */
function failingAudits(lhr: Result): string[] {
  const ids = ["accessibility", "best-practices", "seo"].flatMap(
    (category) =>
      lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? [],
  );
  return ids.filter((id) => {
    const value = lhr.audits[id]?.score;
    return value !== null && value !== undefined && value < 1;
  });
}

/**
 * The member's session as the browser itself holds it. A Cookie request header (Lighthouse's
 * extraHeaders) reaches the server but not `document.cookie`, where the app reads the session's
 * expiry: the page then took the visitor for signed out and went on to /login, and that page
 * was measured. So the cookies go into the browser's own jar, and Lighthouse's storage reset
 * (which would clear them) is replaced by the same reset minus cookies.
 */
async function holdSession(devtools: Browser, url: string, cookie: string): Promise<void> {
  const { hostname, origin } = new URL(url);
  const tab = await devtools.newPage();
  try {
    const cdp = await tab.createCDPSession();
    await cdp.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: "cache_storage,indexeddb,local_storage,service_workers,shader_cache,file_systems,websql",
    });
    await cdp.send("Network.enable");
    await cdp.send("Network.clearBrowserCache");
    await cdp.send("Network.setCookies", {
      cookies: cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: "/" };
      }),
    });
  } finally {
    await tab.close();
  }
}

async function audit(url: string, session?: { devtools: Browser; cookie: string }): Promise<Result> {
  if (session) await holdSession(session.devtools, url, session.cookie);
  const flags: Flags = {
    port: debuggingPort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    ...(session ? { disableStorageReset: true } : {}),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // A redirect (a session that did not hold, a moved page) would put another page's figures here.
  const landed = result.lhr.finalDisplayedUrl;
  if (new URL(landed).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse asked for ${url} but measured ${landed}`);
  }
  return result.lhr;
}

function rowOf(partner: string, page: string, lhr: Result): Row {
  return {
    partner,
    page,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: metric(lhr, "largest-contentful-paint"),
    tbtMs: metric(lhr, "total-blocking-time"),
    cls: metric(lhr, "cumulative-layout-shift"),
    failing: failingAudits(lhr),
  };
}

function table(rows: Row[]): string {
  const lines = [
    "| Partner | Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.partner} | ${row.page} | ${String(row.performance)} | ${String(row.accessibility)} | ` +
        `${String(row.bestPractices)} | ${String(row.seo)} | ${(row.lcpMs / 1000).toFixed(1)} s | ` +
        `${row.tbtMs.toFixed(0)} ms | ${row.cls.toFixed(3)} |`,
    ),
  ];
  const failing = rows.filter((row) => row.failing.length > 0);
  if (failing.length > 0) {
    lines.push("", "Audits below 100% outside Performance:");
    for (const row of failing) lines.push(`- ${row.partner} ${row.page}: ${row.failing.join(", ")}`);
  }
  return lines.join("\n");
}

function record(rows: Row[]): void {
  const docs = readFileSync(docsFile, "utf8");
  const start = docs.indexOf(startMarker);
  const end = docs.indexOf(endMarker);
  if (start < 0 || end < start) {
    console.log(`(${docsFile} has no ${startMarker} … ${endMarker} block: not recorded)`);
    return;
  }
  const load = (readFileSync("/proc/loadavg", "utf8").split(" ")[0] ?? "?").trim();
  const heading = `Run of ${new Date().toISOString().slice(0, 10)} (Lighthouse ${lighthouseVersion()}, ${String(runs)} run(s) per page, median by Performance; load average ${load} at the end):`;
  const block = `${startMarker}\n${heading}\n\n${table(rows)}\n${endMarker}`;
  writeFileSync(docsFile, docs.slice(0, start) + block + docs.slice(end + endMarker.length));
  console.log(`Recorded in ${docsFile}.`);
}

function lighthouseVersion(): string {
  const manifest = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as {
    version: string;
  };
  return manifest.version;
}

/** Stops Chromium and waits for it to exit, so its profile folder can be removed. */
async function closeBrowser(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      resolve();
    }),
  );
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
}

let browser: ChildProcess | undefined;
mkdirSync(reportsDir, { recursive: true });
const profile = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
const server = await startProductServer(port, ".data-bench-lighthouse");
try {
  browser = spawn(
    chromium,
    [
      ...chromiumFlags,
      `--remote-debugging-port=${String(debuggingPort)}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  await waitForDevTools();
  const devtools = await puppeteer.connect({ browserURL: `http://127.0.0.1:${String(debuggingPort)}` });
  const rows: Row[] = [];
  for (const partner of partners) {
    const host = `${partner.code}.localhost:${String(port)}`;
    const cookie = await signIn(host, partner.member);
    for (const page of pages) {
      const url = `http://${host}${page.path}`;
      // A first visit warms the server's caches (a page's first render is not what visitors see).
      await call("GET", page.path, host, "signedIn" in page ? { cookie } : {});
      const results: Result[] = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await audit(url, "signedIn" in page ? { devtools, cookie } : undefined));
      results.sort((a, b) => score(a, "performance") - score(b, "performance"));
      const median = results[Math.floor(results.length / 2)];
      if (!median) continue;
      writeFileSync(
        join(reportsDir, `${partner.code}-${page.name.replaceAll(" ", "-")}.json`),
        JSON.stringify(median),
      );
      const row = rowOf(partner.code, page.name, median);
      rows.push(row);
      console.log(
        `${partner.code} ${page.name}: ${String(row.performance)}/${String(row.accessibility)}/${String(row.bestPractices)}/${String(row.seo)}, ` +
          `LCP ${row.lcpMs.toFixed(0)} ms, TBT ${row.tbtMs.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}` +
          (row.failing.length > 0 ? ` (below 100%: ${row.failing.join(", ")})` : ""),
      );
    }
  }
  await devtools.disconnect();
  console.log(`\n${table(rows)}\n`);
  if (only) console.log("(a partial run: not recorded)");
  else record(rows);
} finally {
  await closeBrowser(browser);
  stopProductServer(server);
  // Chromium's helpers may still be writing to the profile for a moment after it exits.
  rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
