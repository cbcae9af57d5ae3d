import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { documentedPages, type DocumentedPage } from "./documented-pages";

/**
 * The cache-leak probe: every documented page of every partner is asked for with a marker of its
 * own in the query (and in the path where the route takes a parameter), three times over. Between
 * the first and second rounds the cached copies go stale, so the second round's requests are the
 * ones a shared cache re-renders with; the third round reads what they left behind. No answer may
 * carry any marker but its own (docs/decisions/0048).
 */
export interface ProbeTarget {
  /** Where the server listens on this machine. */
  readonly port: number;
  /** The Host header of each partner, as a browser sends it. */
  readonly hosts: readonly string[];
  /** A merchant each partner lists, by host. */
  readonly merchantIds: ReadonlyMap<string, string>;
  /** Makes every cached copy stale: waits out the shortest revalidate and expires the cache tags. */
  readonly letCopiesGoStale: () => Promise<void>;
}

interface Answer {
  readonly host: string;
  readonly path: string;
  readonly marker: string;
  readonly status: number;
  readonly text: string;
}

const markerPrefix = "leakmark";

/**
 * API answers the page cache shares (lib/server/page-sharing.mjs, docs/decisions/0062), probed
 * like pages: the anonymous search is kept under its query, so no answer may carry another's.
 */
const sharedApiAnswers: readonly DocumentedPage[] = [
  { documented: "/api/v2/Merchants/Search", markerInPath: false, path: () => "/api/v2/Merchants/Search" },
];

function newMarker(): string {
  return `${markerPrefix}${randomBytes(6).toString("hex")}`;
}

/** Status, headers and body as one text; never follows a redirect (its Location is read instead). */
function get(port: number, host: string, path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port, path, method: "GET", headers: { host, accept: "text/html" } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          const headers = Object.entries(incoming.headers)
            .map(([name, value]) => `${name}: ${String(value)}`)
            .join("\n");
          resolve({
            status: incoming.statusCode ?? 0,
            text: `${headers}\n\n${Buffer.concat(chunks).toString()}`,
          });
        });
      },
    );
    outgoing.setTimeout(60_000, () => outgoing.destroy(new Error(`${host}${path}: no answer in 60 s`)));
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  }
  return results;
}

function requestsOf(target: ProbeTarget, pages: readonly DocumentedPage[]) {
  return target.hosts.flatMap((host) =>
    pages.map((page) => ({ host, page, merchantId: target.merchantIds.get(host) ?? "unknown" })),
  );
}

async function round(target: ProbeTarget, pages: readonly DocumentedPage[]): Promise<Answer[]> {
  return inBatches(requestsOf(target, pages), 8, async ({ host, page, merchantId }) => {
    const marker = newMarker();
    const path = `${page.path(merchantId, marker)}?utm_campaign=${marker}&token=${marker}`;
    const answer = await get(target.port, host, path);
    return { host, path, marker, ...answer };
  });
}

/** Every answer that carries a marker other than its own, as "host path: found marker" lines. */
function foreignMarkers(answers: readonly Answer[]): string[] {
  const found: string[] = [];
  for (const answer of answers) {
    const markers = new Set(answer.text.match(new RegExp(`${markerPrefix}[0-9a-f]{12}`, "g")) ?? []);
    markers.delete(answer.marker);
    for (const marker of markers)
      found.push(`${answer.host}${answer.path} (${String(answer.status)}) carried ${marker}`);
  }
  return found;
}

export async function probeForCacheLeaks(
  target: ProbeTarget,
): Promise<{ requests: number; leaks: string[] }> {
  const pages = [...documentedPages(), ...sharedApiAnswers];
  const first = await round(target, pages);
  await target.letCopiesGoStale();
  const second = await round(target, pages);
  // Background re-renders started by the second round finish before the third reads them.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const third = await round(target, pages);
  const answers = [...first, ...second, ...third];
  return { requests: answers.length, leaks: foreignMarkers(answers) };
}

/** The first merchant a partner's sitemap lists. */
export async function firstListedMerchant(port: number, host: string): Promise<string> {
  const sitemap = await get(port, host, "/sitemap/1.xml");
  const id = /\/merchants\/([^<]+)<\/loc>/.exec(sitemap.text)?.[1];
  if (!id) throw new Error(`${host} lists no merchant in /sitemap/1.xml`);
  return decodeURIComponent(id);
}
