import "server-only";
import type { Partner } from "@/partners/registry";
import type { PartnerConfig } from "@/partners/schema";
import { env } from "@/platform/env";
import { loadEditorialPage, loadEditorialPaths } from "../content/editorial-copy";
import { isPagePath } from "../routing/page-paths";
import { isRouteAvailable } from "../routing/route-gates";
import type { PreviewContent } from "./preview-card";

/** A title without the partner's name, which the card's band already shows ("X | Partner" -> "X"). */
function withoutPartnerName(title: string, config: PartnerConfig): string {
  const parts = title.split(" | ").filter((part) => part.trim() !== config.name);
  return parts.join(" | ") || title;
}

/** The home page's preview: the partner's name and its home description. Reads its config only. */
export function homePreviewContent(config: PartnerConfig): PreviewContent {
  const description = config.routeMeta["/"]?.description;
  return { title: config.name, lines: description ? [description] : [] };
}

/**
 * The preview of another page, with the title its metadata has: an editorial page's browser
 * title, else the route's title (routeMeta, falling back to the home's like routeMetadata).
 * Null when no page answers the path for this partner (the image is then a 404 too).
 */
export async function pagePreviewContent(partner: Partner, path: string): Promise<PreviewContent | null> {
  const config = partner.effective;
  // Framework files and the previews themselves are paths the gate passes but no page.
  if (path.startsWith("/_next/") || path.startsWith("/link-preview")) return null;
  if (!isRouteAvailable(path, config, env().APP_ENV)) return null;
  if (!isPagePath(path, await loadEditorialPaths(partner))) return null;
  const page = await loadEditorialPage(partner, path);
  const meta = config.routeMeta[path] ?? config.routeMeta["/"];
  const title = page?.browser_title ?? meta?.title ?? config.name;
  return { title: withoutPartnerName(title, config) };
}
