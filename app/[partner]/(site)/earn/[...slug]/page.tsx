import type { Metadata } from "next";
import { EditorialPage } from "@/components/content/editorial-page";
import { editorialPaths, findEditorialPage } from "@/lib/content/editorial-pages";
import { loadPartnerContent } from "@/lib/content/partner-content";
import { partnerFromParams } from "@/lib/routing/page-partner";
import { editorialMetadata } from "@/lib/seo/editorial-metadata";
import { getPartner } from "@/partners/registry";

type Params = Promise<{ partner: string; slug: string[] }>;

/** Every /earn page in the partner's copy is prerendered; new ones render on first visit. */
export async function generateStaticParams({ params }: { params: { partner: string } }) {
  const partner = getPartner(params.partner);
  if (!partner) return [];
  const paths = editorialPaths(await loadPartnerContent(partner)).filter((path) => path.startsWith("/earn/"));
  return paths.map((path) => ({ slug: path.slice("/earn/".length).split("/") }));
}

async function pathOf(params: Params): Promise<string> {
  return `/earn/${(await params).slug.join("/")}`;
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

export default async function EarnDetailsPage({ params }: { params: Params }) {
  return <EditorialPage partner={await partnerFromParams(params)} path={await pathOf(params)} />;
}
