import type { Metadata } from "next";
import { headers } from "next/headers";
import { merchantCardPartner } from "@/components/merchants/merchant-card-model";
import { MissingMerchantHelp, missingMerchantHeading } from "@/components/merchants/missing-merchant-help";
import { NotFoundContent } from "@/components/shell/not-found-content";
import { loadRemovedMerchantNearby } from "@/lib/server/api/removed-merchant-nearby";
import { loadMerchantNotFoundWording } from "@/lib/server/content/merchant-not-found-copy";
import { notFoundMetadata } from "@/lib/server/seo/not-found-metadata";
import { readMissingMerchant, missingMerchantHeader } from "@/lib/server/routing/missing-merchant";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { readReferenceCode, referenceCodeHeader } from "@/lib/server/routing/reference-code";

// Shows this request's reference code (and, for a merchant path, the restaurants near a removed
// one): private to each request (docs/decisions/0048, 0066).
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  return notFoundMetadata(await partnerFromParams(params));
}

/**
 * The spec's /not_found route, and where the proxy rewrites gated and unknown paths. It renders
 * the 404 body as an ordinary page and the proxy sets status 404 on the rewrite: calling
 * notFound() here would answer Next 16's empty error shell, drawn only in the browser
 * (vercel/next.js#62228), so no-JS visitors and the first frame would see a blank page
 * (docs/decisions/0007). Rendered per request: it shows the reference the proxy logged. For a
 * merchant path the proxy names the merchant: the page offers the search box, and the
 * restaurants near where a removed one was (docs/decisions/0066).
 */
export default async function NotFoundRoute({ params }: { params: PartnerParams }) {
  const requestHeaders = await headers();
  const reference = readReferenceCode(requestHeaders.get(referenceCodeHeader));
  const merchantId = readMissingMerchant(requestHeaders.get(missingMerchantHeader));
  if (!merchantId) return <NotFoundContent reference={reference} />;
  const partner = await partnerFromParams(params);
  const [wording, nearby] = await Promise.all([
    loadMerchantNotFoundWording(partner),
    loadRemovedMerchantNearby(partner, merchantId),
  ]);
  return (
    <NotFoundContent
      reference={reference}
      heading={missingMerchantHeading(wording, nearby)}
      after={
        <MissingMerchantHelp
          wording={wording}
          nearby={nearby}
          partner={merchantCardPartner(partner.effective)}
        />
      }
    />
  );
}
