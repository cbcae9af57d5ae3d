/**
 * Root layout of merchant pages: the partner layout itself, re-exported without its segment
 * config. Merchant pages (which cannot be built ahead: `next build` never opens the database)
 * live in this tree of their own, where they are rendered on first request and kept until
 * revalidated (docs/decisions/0035), with their own revalidate rather than the partner pages'
 * 60 s. It dates from when `app/[partner]/layout.tsx` exported `dynamicParams = false`, which
 * turns on-demand static pages off below it. proxy.ts rewrites /merchants/{id} here; visitors
 * never see this path.
 */
export { default, generateMetadata, generateViewport } from "@/app/[partner]/layout";
