import type { Metadata } from "next";
import type { ReactElement } from "react";
import { loadEditorialPage } from "@/lib/server/content/editorial-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { editorialMetadata } from "@/lib/server/seo/editorial-metadata";
import { notFoundMetadata } from "@/lib/server/seo/not-found-metadata";
import { EditorialPage } from "@/components/content/editorial-page";

/**
 * A route that shows an editorial page: metadata and page from the same lookup, for every
 * route whose path maps to partner copy (/how-it-works, /earn/*, configured paths).
 */
export interface EditorialRoute<P> {
  generateMetadata: (this: void, props: { params: P }) => Promise<Metadata>;
  Page: (this: void, props: { params: P }) => Promise<ReactElement>;
}

export function editorialRoute<P extends PartnerParams>(
  pathOf: (params: Awaited<P>) => string,
): EditorialRoute<P> {
  return {
    async generateMetadata({ params }: { params: P }): Promise<Metadata> {
      const partner = await partnerFromParams(params);
      const path = pathOf(await params);
      const page = await loadEditorialPage(partner, path);
      return page ? editorialMetadata(partner.effective, path, page) : notFoundMetadata(partner);
    },
    async Page({ params }: { params: P }) {
      return <EditorialPage partner={await partnerFromParams(params)} path={pathOf(await params)} />;
    },
  };
}
