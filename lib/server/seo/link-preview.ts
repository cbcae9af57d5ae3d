import "server-only";
import type { Metadata } from "next";
import { previewSize } from "../og/preview-card";

/**
 * Where a page's PNG link preview is: /link-preview, then the page's own path (the home page's
 * is /link-preview itself). Relative: the partner layout's metadataBase makes it absolute, as
 * Facebook, LinkedIn and X require (docs/decisions/0071).
 */
function linkPreviewPath(pagePath: string): string {
  return pagePath === "/" ? "/link-preview" : `/link-preview${pagePath}`;
}

/**
 * og:image and twitter:image of a page, with the size and type scrapers read before fetching
 * (a large summary card on X), and the page's title as the image's text alternative.
 */
export function linkPreviewMetadata(
  pagePath: string,
  { title, description }: { title: string; description: string },
): {
  images: NonNullable<NonNullable<Metadata["openGraph"]>["images"]>;
  twitter: NonNullable<Metadata["twitter"]>;
} {
  const image = { url: linkPreviewPath(pagePath), ...previewSize, type: "image/png", alt: title };
  return {
    images: [image],
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}
