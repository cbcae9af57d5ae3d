import "server-only";
import type { EarnDetailsFields } from "@/shared/contracts/cms/editorial";
import type { Partner } from "@/partners/registry";
import { editorialPaths, findEditorialPage, findEditorialSidebar, findSidebar } from "./editorial-pages";
import { loadPartnerContent, loadPartnerContentAs } from "./partner-content";

/** The editorial page the partner's copy has at `path`, or undefined (a 404). */
export async function loadEditorialPage(
  partner: Partner,
  path: string,
): Promise<EarnDetailsFields | undefined> {
  return findEditorialPage(await loadPartnerContent(partner), path);
}

/** Every path that shows an editorial page (for prerendering and the sitemap). */
export async function loadEditorialPaths(partner: Partner): Promise<string[]> {
  return editorialPaths(await loadPartnerContent(partner));
}

/**
 * The editorial paths for proxy.ts, which cannot ask draft mode: `preview` when the request
 * carries the draft-mode cookie, so an editor's draft pages pass and an unknown path does not.
 */
export async function loadEditorialPathsAs(partner: Partner, preview: boolean): Promise<string[]> {
  return editorialPaths(await loadPartnerContentAs(partner, preview));
}

/** The partner's sidebar for the editorial page at `path` (keyed by the page's slug). */
export async function loadEditorialSidebar(partner: Partner, path: string): Promise<string | undefined> {
  return findEditorialSidebar(await loadPartnerContent(partner), path);
}

/**
 * A page's sidebar by its slug ('search' for the search page, 'account' for the account pages),
 * or undefined when the partner has none.
 */
export async function loadSidebar(partner: Partner, slug: string): Promise<string | undefined> {
  return findSidebar(await loadPartnerContent(partner), slug);
}
