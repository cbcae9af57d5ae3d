import type { Metadata } from "next";
import { EditorialPage } from "@/components/content/editorial-page";
import { findEditorialPage } from "@/lib/content/editorial-pages";
import { loadPartnerContent } from "@/lib/content/partner-content";
import { partnerFromParams, type PartnerParams } from "@/lib/routing/page-partner";
import { editorialMetadata } from "@/lib/seo/editorial-metadata";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const partner = await partnerFromParams(params);
  return editorialMetadata(
    partner.effective,
    "/how-it-works",
    findEditorialPage(await loadPartnerContent(partner), "/how-it-works"),
  );
}

export default async function HowItWorksPage({ params }: { params: PartnerParams }) {
  return <EditorialPage partner={await partnerFromParams(params)} path="/how-it-works" />;
}
