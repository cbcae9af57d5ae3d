import type { ReactNode } from "react";
import type { MerchantDetail } from "@/shared/contracts/merchants";
import { restaurantJsonLd, jsonLdScript } from "@/lib/server/seo/restaurant-json-ld";
import type { AvailabilityWording } from "@/shared/merchants/availability-wording";
import type { MerchantWording } from "@/shared/copy/merchant-wording";
import type { PartnerConfig } from "@/partners/schema";
import { BenefitsCalendar } from "./benefits-calendar";
import { DetailSection } from "./detail-section";
import { FlexOffer } from "./flex-offer";
import { merchantEarnFacts } from "./merchant-earn-facts";
import { MerchantAbout } from "./merchant-about";
import { MerchantHeader } from "./merchant-header";
import { MerchantLocation } from "./merchant-location";
import { MerchantMenu } from "./merchant-menu";
import { MerchantOffers } from "./merchant-offers";
import { MerchantReviews } from "./merchant-reviews";
import { OrderOnline } from "./order-online";
import { PhotoGallery } from "./photo-gallery";
import { ReservationBlock } from "../../reservations/booking/reservation-block";

/**
 * The merchant page: everything about the restaurant rendered on the server (search engines,
 * link previews, no-JS visitors see the whole merchant), with small client islands for what
 * depends on who is looking or on the visitor's clock.
 */
export function MerchantDetailView({
  merchant,
  config,
  pageUrl,
  origin,
  overlay,
  reservationWording,
  wording,
}: {
  merchant: MerchantDetail;
  config: PartnerConfig;
  pageUrl: string;
  origin: string;
  /**
   * Drawn over the page: /Order's dialog. The route passes it in, so the dialog's code is part
   * of that route's bundle only, not of every merchant page (decision 0040).
   */
  overlay?: ReactNode;
  reservationWording: AvailabilityWording;
  /** Section names and links in the partner's words. */
  wording: MerchantWording;
}) {
  const reservable = merchant.reservationProviders.openTable && config.openTableReservationsEnabled;
  const bonus = config.hasReservationBonus && config.reservationBonus > 0 ? config.reservationBonus : null;
  return (
    <article
      className="content-width py-6 md:py-10"
      data-testid="merchant-detail"
      data-merchant-id={merchant.id}
    >
      <script
        type="application/ld+json"
        // JSON-LD must be raw JSON in the element; jsonLdScript escapes "<" so it cannot break out.
        dangerouslySetInnerHTML={{ __html: jsonLdScript(restaurantJsonLd(merchant, pageUrl, origin)) }}
      />
      <MerchantHeader
        merchant={merchant}
        acclaimedEnabled={config.acclaimedEnabled}
        favorites={config.hasMerchantFavorites && config.enrollmentType !== "none"}
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_21rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <div className="flex min-w-0 flex-col gap-10">
          <div>
            <MerchantOffers merchant={merchant} config={config} />
            {config.hasFlexOffers ? <FlexOffer merchantId={merchant.id} /> : null}
          </div>
          <DetailSection id="benefits" title="When you earn" testId="benefits-section">
            <BenefitsCalendar facts={merchantEarnFacts(config, merchant)} />
          </DetailSection>
        </div>
        <aside
          aria-label="Reserve and order"
          className="flex flex-col gap-4 empty:hidden lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          {reservable ? (
            <ReservationBlock
              merchantId={merchant.id}
              merchantName={merchant.name}
              timeZone={merchant.timeZone}
              openingHours={merchant.openingHours}
              phone={merchant.phone}
              earnFacts={merchantEarnFacts(config, merchant)}
              bonus={bonus}
              enrollmentType={config.enrollmentType}
              wording={reservationWording}
            />
          ) : null}
          <OrderOnline merchant={merchant} />
        </aside>
        <div className="flex min-w-0 flex-col gap-10 lg:col-start-1">
          <MerchantAbout merchant={merchant} />
          {/* Not in the sticky side column: with a booking form there it would outgrow the screen. */}
          <div className="grid gap-6 md:grid-cols-2">
            <MerchantLocation merchant={merchant} wording={wording} />
          </div>
          {merchant.photos.length > 0 ? (
            <DetailSection id="photos" title={wording.photos} testId="merchant-photos">
              <PhotoGallery photos={merchant.photos} merchantName={merchant.name} />
            </DetailSection>
          ) : null}
          <MerchantMenu merchant={merchant} />
          <MerchantReviews merchant={merchant} />
        </div>
      </div>
      {overlay}
    </article>
  );
}
