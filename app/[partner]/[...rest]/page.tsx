import type { Metadata } from "next";
import { EditorialPage } from "@/components/content/editorial-page";
import { findEditorialPage } from "@/lib/content/editorial-pages";
import { loadPartnerContent } from "@/lib/content/partner-content";
import { partnerFromParams } from "@/lib/routing/page-partner";
import { editorialMetadata } from "@/lib/seo/editorial-metadata";

type Params = Promise<{ partner: string; rest: string[] }>;

async function pathOf(params: Params): Promise<string> {
  return `/${(await params).rest.join("/")}`;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const partner = await partnerFromParams(params);
  const path = await pathOf(params);
  return editorialMetadata(
    partner.effective,
    path,
    findEditorialPage(await loadPartnerContent(partner), path),
  );
}

/**
 * Every path no page claims: an editorial page the partner's configuration lists, or the
 * partner's not-found page with status 404.
 */
export default async function UnknownOrEditorialPath({ params }: { params: Params }) {
  return <EditorialPage partner={await partnerFromParams(params)} path={await pathOf(params)} />;
}
