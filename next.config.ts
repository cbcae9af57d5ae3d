import path from "node:path";
import type { NextConfig } from "next";
import { headerRules } from "./lib/server/security-headers.mjs";
import {
  optimizerDeviceSizes,
  optimizerFormats,
  optimizerImageSizes,
  optimizerQuality,
} from "./shared/images/optimizer-config.mjs";

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets two checkouts' servers (or two developers' builds) share one folder tree.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // proxy.ts owns the trailing-slash rule (lib/server/routing/page-paths.ts): page paths lose the
  // slash with a 308, while /api answers the spec's URLs as written
  // (GET /api/cms/pages/{name}/?page_size=100), which Next's own redirect would rewrite first.
  skipTrailingSlashRedirect: true,
  // The deploy artifact: .next/standalone holds the server with only the files it needs (Dockerfile).
  output: "standalone",
  // Links are built from partner copy at run time, so route types could not check them anyway.
  typedRoutes: false,
  // Next's page and data cache: shared through Redis when REDIS_URL is set (docs/decisions/0025).
  cacheHandler: path.resolve("next-cache-handler.mjs"),
  // PGlite ships WebAssembly and data files that must be loaded from node_modules as they are;
  // pg-boss (the jobs on PostgreSQL) reads its own package.json and loads its adapters there too.
  serverExternalPackages: ["@electric-sql/pglite", "oidc-provider", "pg-boss"],
  // The PNG icons and link previews read Montserrat's TrueType files from disk at run time
  // (lib/server/og/preview-fonts.ts; docs/decisions/0071): the standalone server must carry them.
  // Every route: a route glob reads "[partner]" as a character class, and the files are copied once.
  outputFileTracingIncludes: { "/**": ["./app/fonts/*.ttf"] },
  // Rasters go through the optimizer as AVIF (else WebP); SVGs are sent as they are
  // (components/ui/responsive-image.tsx). Widths: the layout breakpoints (451/661/861/1050, as
  // viewport widths for full-width pictures), the site width (1400) and twice the content width
  // (2100, the header and banners on 2x screens); below them the card, menu and thumbnail widths.
  images: {
    // The same lists the components build their srcset from (shared/images/optimizer-config.mjs).
    formats: optimizerFormats,
    deviceSizes: [...optimizerDeviceSizes],
    imageSizes: [...optimizerImageSizes],
    qualities: [optimizerQuality],
    // Remote rasters only from the hosts named at build time (shared/images/remote-image-hosts.ts
    // reads the same list; platform/env.ts rejects a malformed one at start).
    remotePatterns: (process.env.NEXT_PUBLIC_IMAGE_REMOTE_HOSTS ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean)
      .map((hostname) => ({ protocol: "https" as const, hostname, pathname: "/**" })),
  },
  // Fewer, larger first-load chunks (docs/decisions/0047): small chunks merge up to 150 kB of
  // source, so the search page loads 10 scripts instead of 13. Each request costs a round trip
  // on a phone's connection; the bytes stay as they were (bench/bundle.ts).
  experimental: {
    turbopackChunking: { minChunkSize: 150_000 },
  },
  // Security headers for pages, the card-entry frame and the API (lib/server/security-headers.mjs).
  headers() {
    return Promise.resolve(headerRules());
  },
};

export default nextConfig;
