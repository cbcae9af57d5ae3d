import type { Metadata } from "next";
import { EditorialBlocks } from "@/components/content/editorial-blocks";
import { loadDiscoverCopy } from "@/lib/server/content/discover-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { partnerOrigin } from "@/platform/partner-origin";
import { routeMetadata } from "@/lib/server/seo/route-metadata";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return routeMetadata(effective, "/discover", partnerOrigin(effective));
}

/** /discover: the partner's editorial blocks (only for partners with a discover page; the proxy gates it). */
export default async function DiscoverPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const discover = await loadDiscoverCopy(partner);
  return (
    <div className="content-width py-10">
      <EditorialBlocks blocks={discover?.blocks ?? []} partner={partner.effective} />
    </div>
  );
}
