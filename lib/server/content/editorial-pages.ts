import "server-only";
import { sidebarFieldsSchema } from "@/shared/contracts/cms/sidebar";
import {
  earnDetailsFieldsSchema,
  editorialPagesFieldsSchema,
  type EarnDetailsFields,
} from "@/shared/contracts/cms/editorial";
import { contentEntries, contentFields, type PartnerContent } from "./partner-content";

/** The spec's editorial routes, plus the paths the partner's global configuration lists. */
export function editorialPaths(content: PartnerContent): string[] {
  const configured = contentFields(content, "*", "editorial_pages", editorialPagesFieldsSchema)?.paths ?? [];
  const earnUrls = contentEntries(content, "earn_details", earnDetailsFieldsSchema).map(
    (entry) => entry.fields.url,
  );
  return [
    ...new Set(["/how-it-works", ...earnUrls.filter((url) => url.startsWith("/earn/")), ...configured]),
  ];
}

/**
 * The editorial page at a path: the earn-details entry with that url. /how-it-works shows the
 * how-it-works entry of the earn pages when it has no entry of its own.
 */
export function findEditorialPage(content: PartnerContent, path: string): EarnDetailsFields | undefined {
  if (!editorialPaths(content).includes(path)) return undefined;
  const pages = contentEntries(content, "earn_details", earnDetailsFieldsSchema).map((entry) => entry.fields);
  const exact = pages.find((page) => page.url === path);
  if (exact) return exact;
  return path === "/how-it-works" ? pages.find((page) => page.url === "/earn/how-it-works") : undefined;
}

export function earnPages(content: PartnerContent): EarnDetailsFields[] {
  return contentEntries(content, "earn_details", earnDetailsFieldsSchema).map((entry) => entry.fields);
}

/**
 * The sidebar with this slug ('sidebar' content, "Sidebars keyed by slug with page_text"), or
 * undefined when the partner has none: found by its slug, never by its place in the list, which
 * is the partner's to order.
 */
export function findSidebar(content: PartnerContent, slug: string): string | undefined {
  return contentFields(content, "sidebar", slug, sidebarFieldsSchema)?.page_text;
}

/** The sidebar keyed by the slug of the editorial page at `path`, or undefined. */
export function findEditorialSidebar(content: PartnerContent, path: string): string | undefined {
  const page = findEditorialPage(content, path);
  if (!page) return undefined;
  const slug = contentEntries(content, "earn_details", earnDetailsFieldsSchema).find(
    (entry) => entry.fields.url === page.url,
  )?.slug;
  return slug ? findSidebar(content, slug) : undefined;
}
