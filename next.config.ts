import type { NextConfig } from "next";

const production = process.env.APP_ENV === "production";

/**
 * Security headers for every answer. Scripts allow 'unsafe-inline' because Next streams its
 * hydration data in inline scripts; nonces would force every page to render per request and
 * give up static pages per partner (docs/decisions/0005-content-security-policy.md).
 */
/** The map's tile server, when one is configured, may serve images (components/search/map-tiles.ts). */
function tileOrigin(): string {
  const template = process.env.NEXT_PUBLIC_MAP_TILE_URL;
  if (!template) return "";
  try {
    return ` ${new URL(template.replace(/\{[^}]+\}/g, "0")).origin}`;
  } catch {
    return "";
  }
}

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob:${tileOrigin()}`,
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "geolocation=(self), camera=(), microphone=(), payment=()" },
  ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets two checkouts' servers (or two developers' builds) share one folder tree.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // Links are built from partner copy at run time, so route types could not check them anyway.
  typedRoutes: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules as they are.
  serverExternalPackages: ["@electric-sql/pglite", "oidc-provider"],
  headers() {
    return Promise.resolve([{ source: "/:path*", headers: securityHeaders }]);
  },
};

export default nextConfig;
