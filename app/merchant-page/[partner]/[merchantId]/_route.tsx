import type { Metadata } from "next";
import type { ReactNode } from "react";
import { loadMerchantDetail } from "@/lib/server/api/merchant-detail";
import { loadMerchantWording } from "@/lib/server/content/merchant-wording-copy";
import { forgetMerchant } from "@/lib/server/api/merchant-exists";
import { loadReservationWording } from "@/lib/server/content/reservation-copy";
import type { MerchantDetail } from "@/shared/contracts/merchants";
import { merchantEarnFacts } from "@/components/merchants/detail/merchant-earn-facts";
import { earnStatement } from "@/shared/rules/earn-statement";
import { earnRange } from "@/shared/rules/earn-wording";
import { pageNotFound } from "@/lib/server/routing/page-not-found";
import { partnerFromParams } from "@/lib/server/routing/page-partner";
import { notFoundMetadata } from "@/lib/server/seo/not-found-metadata";
import { partnerOrigin } from "@/platform/partner-origin";
import { linkPreviewMetadata } from "@/lib/server/seo/link-preview";
import { canonicalUrl } from "@/lib/server/seo/route-metadata";
import type { PartnerConfig } from "@/partners/schema";
import { MerchantDetailView } from "@/components/merchants/detail/merchant-detail-view";

export type MerchantParams = Promise<{ partner: string; merchantId: string }>;

function merchantPath(merchantId: string): string {
  return `/merchants/${encodeURIComponent(merchantId)}`;
}

/** "Ember Grill – Steakhouse in Chicago, IL | Harbor Hotels Dining" */
export function merchantTitle(merchant: MerchantDetail, config: PartnerConfig): string {
  const cuisine = merchant.details.cuisines[0] ?? "Restaurant";
  const { city, state } = merchant.location.address;
  return `${merchant.name} – ${cuisine} in ${city}, ${state} | ${config.name}`;
}

/** One sentence for search results and link previews, within the ~160 characters they show. */
export function merchantDescription(merchant: MerchantDetail, config: PartnerConfig): string {
  const cuisines = merchant.details.cuisines.join(", ") || "Restaurant";
  const place = `${merchant.location.neighborhood}, ${merchant.location.address.city}`;
  // What members earn here, from the same statement as the page: nothing where no tier earns.
  const rate = earnRange(earnStatement({ ...merchantEarnFacts(config, merchant), viewer: null, date: null }));
  const earn = config.showEarnRate && rate ? ` Earn ${rate} with ${config.name}.` : "";
  const text = `${cuisines} in ${place}.${earn} ${merchant.about}`;
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, "")}…` : text;
}

async function load(params: MerchantParams) {
  const partner = await partnerFromParams(params);
  const { merchantId } = await params;
  const merchant = await loadMerchantDetail(partner, merchantId);
  const origin = partnerOrigin(partner.effective);
  return {
    partner,
    config: partner.effective,
    merchant,
    origin,
    url: canonicalUrl(origin, merchantPath(merchantId)),
  };
}

/** Metadata of /merchants/{id} (and its /Order dialog, which points to the page as canonical). */
export async function merchantMetadata(params: MerchantParams, { order = false } = {}): Promise<Metadata> {
  const { partner, config, merchant, url } = await load(params);
  if (!merchant) return notFoundMetadata(partner);
  const title = merchantTitle(merchant, config);
  const description = merchantDescription(merchant, config);
  // The merchant's PNG preview card, not its photo: the seed's photos are SVG, which Facebook,
  // LinkedIn and X do not show (docs/decisions/0071).
  const { images, twitter } = linkPreviewMetadata(merchantPath((await params).merchantId), {
    title,
    description,
  });
  return {
    title: order ? `Order online – ${title}` : title,
    description,
    alternates: { canonical: url },
    ...(order ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      title,
      description,
      url,
      siteName: config.name,
      type: "website",
      images,
    },
    twitter,
  };
}

/**
 * The merchant page, optionally with a dialog over it (the /Order route's); an unknown id is
 * the partner's 404.
 */
export async function MerchantRoute({
  params,
  overlay,
}: {
  params: MerchantParams;
  /** What the route draws over the page, from the merchant. */
  overlay?: (merchant: MerchantDetail) => ReactNode;
}) {
  const { partner, config, merchant, origin, url } = await load(params);
  if (!merchant) {
    const { merchantId } = await params;
    forgetMerchant(merchantId);
    pageNotFound(merchantPath(merchantId));
  }
  const [reservationWording, wording] = await Promise.all([
    loadReservationWording(partner),
    loadMerchantWording(partner),
  ]);
  return (
    <MerchantDetailView
      merchant={merchant}
      config={config}
      pageUrl={url}
      origin={origin}
      overlay={overlay?.(merchant)}
      reservationWording={reservationWording}
      wording={wording}
    />
  );
}
