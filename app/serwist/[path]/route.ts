import { randomUUID } from "node:crypto";
import { createSerwistRoute } from "@serwist/turbopack";

// The service worker, built from service-worker/sw.ts when the app is built (a static route:
// one file per build). Each build gets a new revision for the offline page, so a deploy
// replaces the cached copy; stylesheets have hashed names and need none.
const distDir = process.env.NEXT_DIST_DIR ?? ".next";

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "service-worker/sw.ts",
  useNativeEsbuild: true,
  globPatterns: [`${distDir}/static/**/*.css`],
  additionalPrecacheEntries: [{ url: "/offline", revision: randomUUID() }],
});
