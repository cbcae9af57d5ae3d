import "server-only";
import type { Metadata } from "next";
import type { EarnDetailsFields } from "@/shared/contracts/cms/editorial";
import type { PartnerConfig } from "@/partners/schema";
import { partnerOrigin } from "../../../platform/partner-origin";
import { linkPreviewMetadata } from "./link-preview";
import { routeMetadata } from "./route-metadata";

/** Metadata of an editorial page: the route's meta, with the page's own browser title. */
export function editorialMetadata(
  config: PartnerConfig,
  path: string,
  page: EarnDetailsFields | undefined,
): Metadata {
  const base = routeMetadata(config, path, partnerOrigin(config));
  if (!page) return base;
  const title = page.browser_title;
  const description = page.banner_text || (typeof base.description === "string" ? base.description : "");
  const { images, twitter } = linkPreviewMetadata(path, { title, description });
  return {
    ...base,
    title,
    description,
    openGraph: { ...base.openGraph, title, images },
    twitter,
  };
}
