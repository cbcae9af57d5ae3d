/**
 * Root layout of merchant pages: the partner layout itself, re-exported without its segment
 * config. `app/[partner]/layout.tsx` exports `dynamicParams = false`, and Next turns on-demand
 * static pages off for every route below a segment that does, so merchant pages (which cannot be
 * built ahead: `next build` never opens the database) live in this tree of their own, where they
 * are rendered on first request and kept until revalidated (docs/decisions/0035). proxy.ts
 * rewrites /merchants/{id} here; visitors never see this path.
 */
export { default, generateMetadata, generateViewport } from "@/app/[partner]/layout";
