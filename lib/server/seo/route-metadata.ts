import "server-only";
import type { Metadata } from "next";
import type { PartnerConfig } from "@/partners/schema";
import { linkPreviewMetadata } from "./link-preview";

/** The canonical URL: origin plus the path without a trailing slash (the home page is the bare origin). */
export function canonicalUrl(origin: string, path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return `${origin}${trimmed}`;
}

/**
 * Title, description and keywords from the partner's routeMeta for the path, falling back to
 * the home entry and then the partner name (public-and-shared §2).
 */
export function routeMetadata(config: PartnerConfig, path: string, origin: string): Metadata {
  const meta = config.routeMeta[path] ?? config.routeMeta["/"];
  const title = meta?.title ?? config.name;
  const description = meta?.description ?? "";
  const url = canonicalUrl(origin, path);
  const { images, twitter } = linkPreviewMetadata(path, { title, description });
  return {
    title,
    description,
    keywords: meta?.keywords ?? [],
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: config.name, type: "website", images },
    twitter,
  };
}
