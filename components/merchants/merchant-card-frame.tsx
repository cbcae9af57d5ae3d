import { Fragment, type ReactNode } from "react";
import type { MerchantSummary } from "@/shared/contracts/merchants";
import { SiteLink } from "@/components/shell/site-link";
import { remoteImageHosts } from "@/components/ui/remote-image-hosts";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import {
  highlightLabel,
  isNotOpenForLong,
  merchantPictureUrl,
  placeLine,
  type MerchantCardPartner,
} from "./merchant-card-model";
import { PriceMeter } from "./price-meter";
import { RatingStars } from "./rating-stars";

export interface MerchantCardFrameProps {
  merchant: MerchantSummary;
  partner: MerchantCardPartner;
  /** Heading level of the merchant name inside the page's outline. */
  headingLevel?: 2 | 3;
  /** The first cards above the fold: their pictures are the page's largest paint (eager, fetched first). */
  priority?: boolean;
  /** Where the card is laid out, for the picture's sizes: the results grid, a carousel, or alone. */
  imageLayout?: "result-card" | "carousel-card" | "single-card";
  /** The parts that depend on who is looking: the heart's corner, the offer line, the bonus tag. */
  favorite: ReactNode;
  offer: ReactNode;
  bonus: ReactNode;
  /** The member's personal offer here (the carousel's flex offer), under the earn line. */
  personalOffer?: ReactNode;
}

/**
 * A merchant card's frame (public-and-shared §2 Merchant card), with the parts that depend on who
 * is looking handed in: `MerchantCard` draws them from a member it is given, the search page's
 * server-drawn first results (components/search/result-card.tsx) from client islands.
 * The name's link stretches over the whole card, so the card is one target without nesting the
 * other controls inside a link. Its keyboard focus is a ring just inside the card's edge (the
 * card clips anything outside it): 3 px of the partner's focus colour over 2 px of the surface,
 * so one band stands out on the page and the other on any picture (WCAG 2.2 focus appearance).
 */
export function MerchantCardFrame({
  merchant,
  partner,
  headingLevel = 3,
  priority = false,
  imageLayout = "result-card",
  favorite,
  offer,
  bonus,
  personalOffer,
}: MerchantCardFrameProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const acclaimed = partner.acclaimedEnabled && merchant.acclaimedLevel > 0;
  const highlight = highlightLabel(merchant.details.highlight);
  // The acclaimed highlight would repeat the badge.
  const tag = highlight && !(acclaimed && merchant.details.highlight === "acclaimed") ? highlight : null;
  const { overallRating: rating, numberOfRatings } = merchant.details.rating;
  const base = merchant.images.imageBaseUrl;
  return (
    <article
      className="group bg-surface relative flex h-full flex-col overflow-hidden rounded-2xl border border-black/10 shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg"
      data-testid="merchant-card"
      data-merchant-id={merchant.id}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-black/5">
        <ResponsiveImage
          src={merchantPictureUrl(base, 600, remoteImageHosts)}
          alt={`${merchant.name}, ${merchant.details.cuisines.join(" and ") || "restaurant"}`}
          width={600}
          height={400}
          layout={imageLayout}
          // The first cards are the page's largest paint on phones: fetched before other images.
          priority={priority}
          className="size-full object-cover"
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          {acclaimed ? (
            <span
              className="bg-ink text-surface rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase"
              data-testid="acclaimed-badge"
            >
              Acclaimed
            </span>
          ) : null}
          {tag ? (
            <span
              className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase shadow ${
                isNotOpenForLong(merchant.details.highlight)
                  ? "bg-ink text-surface ring-surface ring-2"
                  : "bg-surface text-ink"
              }`}
              data-testid="highlight-tag"
              data-highlight={merchant.details.highlight ?? undefined}
            >
              {tag}
            </span>
          ) : null}
        </div>
        {favorite}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <Heading className="text-lg leading-snug font-bold">
          <SiteLink
            href={`/merchants/${encodeURIComponent(merchant.id)}`}
            className="focus-visible:after:outline-accent rounded-sm underline-offset-4 outline-none group-hover:underline after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:shadow-[inset_0_0_0_5px_var(--color-surface)] focus-visible:after:outline-3 focus-visible:after:-outline-offset-3"
          >
            {merchant.name}
          </SiteLink>
        </Heading>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <RatingStars rating={rating} count={numberOfRatings} />
          <PriceMeter level={merchant.details.priceRange} />
        </div>
        {merchant.details.cuisines.length > 0 ? (
          <p className="text-muted text-sm">
            {/* Joined with "/", with a line-break opportunity after each so long lists wrap on phones. */}
            {merchant.details.cuisines.map((cuisine, index) => (
              <Fragment key={`${cuisine}-${String(index)}`}>
                {index > 0 ? (
                  <>
                    /<wbr />
                  </>
                ) : null}
                {cuisine}
              </Fragment>
            ))}
          </p>
        ) : null}
        <p className="text-muted text-sm">
          {placeLine(merchant.location)}
          {merchant.distance !== null ? (
            <>
              <span aria-hidden="true"> · </span>
              <span data-testid="distance">
                <span className="sr-only">, </span>
                {merchant.distance.toFixed(1)} mi<span className="sr-only">les away</span>
              </span>
            </>
          ) : null}
        </p>
        <div className="mt-auto flex flex-col items-start gap-1 pt-2">
          {offer}
          {personalOffer}
          {bonus}
        </div>
      </div>
    </article>
  );
}
