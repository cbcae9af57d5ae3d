import "server-only";
import { ImageResponse } from "next/og";
import type { PartnerConfig } from "@/partners/schema";
import { brandIcon, brandIcons, type BrandIconName } from "./brand-icons";
import { previewCard, previewSize, type PreviewContent } from "./preview-card";
import { previewFonts } from "./preview-fonts";

/**
 * How long browsers and shared caches keep an image: a link preview as long as its page
 * (scrapers fetch once per share; the page's revalidate refreshes both), an icon for a day like
 * the SVG brand icon.
 */
function cacheControl(maxAge: number): string {
  return `public, max-age=${maxAge}, s-maxage=${maxAge}, stale-while-revalidate=${maxAge}`;
}

/** The 1200x630 PNG link preview of a page. */
export async function previewImageResponse(
  config: PartnerConfig,
  content: PreviewContent,
  maxAge: number,
): Promise<ImageResponse> {
  return new ImageResponse(previewCard(config, content), {
    ...previewSize,
    fonts: await previewFonts(),
    headers: { "cache-control": cacheControl(maxAge) },
  });
}

/** One of the partner's PNG icons. */
export async function brandIconResponse(config: PartnerConfig, name: BrandIconName): Promise<ImageResponse> {
  const { size } = brandIcons[name];
  return new ImageResponse(brandIcon(config, name), {
    width: size,
    height: size,
    fonts: await previewFonts(),
    headers: { "cache-control": cacheControl(86_400) },
  });
}
