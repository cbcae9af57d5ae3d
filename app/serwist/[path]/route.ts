import { randomUUID } from "node:crypto";
import { createSerwistRoute } from "@serwist/turbopack";

// The service worker, built from service-worker/sw.ts when the app is built (a static route:
// one file per build). Each build gets a new revision for the offline page, so a deploy
// replaces the cached copy; stylesheets have hashed names and need none.
const distDir = process.env.NEXT_DIST_DIR ?? ".next";

const serwist = createSerwistRoute({
  swSrc: "service-worker/sw.ts",
  useNativeEsbuild: true,
  globPatterns: [`${distDir}/static/**/*.css`],
  additionalPrecacheEntries: [{ url: "/offline", revision: randomUUID() }],
  // A production build has no source map to serve: sw.js.map is then not among the prerendered
  // paths, and with dynamicParams off Next answers it 404. Development keeps it for debugging.
  esbuildOptions: { sourcemap: process.env.NODE_ENV === "development" },
});

export const { dynamic, dynamicParams, revalidate, generateStaticParams } = serwist;

/**
 * Serwist's answer (with its Service-Worker-Allowed: /), plus Cache-Control: no-cache. Next gives
 * a prerendered route without one `s-maxage=31536000`, so a CDN would keep serving an old worker
 * for a year after a deploy. Browsers already fetch the worker past their own HTTP cache when
 * they check for an update, so no-cache costs them nothing; it tells shared caches to ask too.
 */
export async function GET(
  request: Request,
  context: { params: Promise<{ path: string }> },
): Promise<Response> {
  const { path } = await context.params;
  // Only what the build produced: anything else (the map in production) is not a file of it.
  if (!(await generateStaticParams()).some((built) => built.path === path)) {
    return new Response("Not found", { status: 404 });
  }
  const response = await serwist.GET(request, context);
  response.headers.set("Cache-Control", "no-cache");
  return response;
}
