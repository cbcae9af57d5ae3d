import Image from "next/image";
import { Fragment, type ReactNode } from "react";
import type { MerchantSummary } from "@/lib/shared/contracts/merchants";
import { SiteLink } from "@/components/shell/site-link";
import { authHrefs } from "@/lib/shared/rules/auth-links";
import { earnStatement } from "@/lib/shared/rules/earn-statement";
import { FavoriteButton } from "./favorite-button";
import {
  highlightLabel,
  isNotOpenForLong,
  merchantImageUrl,
  placeLine,
  reservationBonusText,
  type MerchantCardMember,
  type MerchantCardPartner,
} from "./merchant-card-model";
import { PriceMeter } from "./price-meter";
import { RatingStars } from "./rating-stars";
import { TierUnlockPrompt } from "./tier-unlock-modal";

export type { MerchantCardMember, MerchantCardPartner } from "./merchant-card-model";
export { cardMemberOf, merchantCardPartner } from "./merchant-card-model";

export interface MerchantCardProps {
  merchant: MerchantSummary;
  partner: MerchantCardPartner;
  /** null: anonymous; undefined: not known yet (the offer line waits). */
  member: MerchantCardMember;
  /** Heading level of the merchant name inside the page's outline. */
  headingLevel?: 2 | 3;
  /** Called after the server confirmed a favourite change (the search list's favourites filter). */
  onFavoriteChange?: (merchantId: string, favorite: boolean) => void;
  /** Image loading: eager for the first cards above the fold. */
  priority?: boolean;
  /** The member's personal offer here (the carousel's flex offer), under the earn line. */
  personalOffer?: ReactNode;
}

/** The merchant as the earn statement reads it: the tiers with a campaign code here. */
function cardStatement(merchant: MerchantSummary, partner: MerchantCardPartner, member: MerchantCardMember) {
  return earnStatement({
    partner,
    merchant: {
      campaignTiers: merchant.benefitAvailability.campaignCodes.map((code) => code.tierLevel),
      benefitDays: merchant.benefitDays,
    },
    viewer: member ?? null,
    date: null,
  });
}

/**
 * The offer line: earn rate, unlock prompt or sign-in link, by who is looking (spec §2 Merchant
 * card), from the same earn statement as the merchant page, so the two never disagree.
 */
function OfferLine({
  merchant,
  partner,
  member,
}: Pick<MerchantCardProps, "merchant" | "partner" | "member">) {
  if (member === undefined) return <span className="block min-h-11" aria-hidden="true" />;
  const statement = cardStatement(merchant, partner, member);
  const notEarning = (
    <p className="text-muted text-sm" data-testid="earn-rate-none">
      Not earning here
    </p>
  );
  if (member === null) {
    // A partner without enrollment has no sign-in: visitors see what its members earn here.
    if (partner.enrollmentType === "none") {
      if (!partner.showEarnRate) return null;
      return statement.viewer.earns && statement.viewer.tier ? (
        <p className="text-brand text-sm font-bold" data-testid="earn-rate">
          Earn {statement.viewer.tier.rate}
        </p>
      ) : (
        notEarning
      );
    }
    const href = partner.enrollmentType === "sso" ? authHrefs.ssoSignIn : authHrefs.directSignIn;
    return (
      <SiteLink
        href={href}
        className="text-brand relative z-10 inline-flex min-h-11 items-center text-sm font-bold underline underline-offset-4"
      >
        Sign in to see offers
      </SiteLink>
    );
  }
  const { viewer } = statement;
  const unlockTier = viewer.tier?.unlockTier ?? null;
  if (unlockTier !== null && viewer.unlock) {
    return (
      <TierUnlockPrompt
        tier={unlockTier}
        merchantName={merchant.name}
        earnRate={partner.showEarnRate ? viewer.unlock.rate : null}
      />
    );
  }
  if (!partner.showEarnRate) return null;
  return viewer.earns && viewer.tier ? (
    <p className="text-brand text-sm font-bold" data-testid="earn-rate">
      Earn {viewer.tier.rate}
    </p>
  ) : (
    notEarning
  );
}

/**
 * A merchant in a list or carousel (public-and-shared §2 Merchant card). Renders on the server
 * or in the browser: its interactive parts (favourite, unlock modal) are small client islands.
 * The name's link stretches over the whole card, so the card is one target without nesting the
 * other controls inside a link.
 */
export function MerchantCard({
  merchant,
  partner,
  member,
  headingLevel = 3,
  onFavoriteChange,
  priority = false,
  personalOffer,
}: MerchantCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const acclaimed = partner.acclaimedEnabled && merchant.acclaimedLevel > 0;
  const highlight = highlightLabel(merchant.details.highlight);
  // The acclaimed highlight would repeat the badge.
  const tag = highlight && !(acclaimed && merchant.details.highlight === "acclaimed") ? highlight : null;
  const bonus = member === undefined ? null : reservationBonusText(partner, merchant);
  const { overallRating: rating, numberOfRatings } = merchant.details.rating;
  const base = merchant.images.imageBaseUrl;
  return (
    <article
      className="group bg-surface relative flex h-full flex-col overflow-hidden rounded-2xl border border-black/10 shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg"
      data-testid="merchant-card"
      data-merchant-id={merchant.id}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-black/5">
        <Image
          src={merchantImageUrl(base, 600)}
          alt={`${merchant.name}, ${merchant.details.cuisines.join(" and ") || "restaurant"}`}
          width={600}
          height={400}
          sizes="(max-width: 660px) 100vw, 400px"
          loading={priority ? "eager" : "lazy"}
          // The first cards are the page's largest paint on phones: fetched before other images.
          fetchPriority={priority ? "high" : "auto"}
          unoptimized
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
        {member && partner.hasMerchantFavorites ? (
          <div className="absolute top-2 right-2 z-10">
            <FavoriteButton
              merchantId={merchant.id}
              merchantName={merchant.name}
              initial={merchant.isFavorite ?? false}
              onChange={onFavoriteChange}
            />
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <Heading className="text-lg leading-snug font-bold">
          <SiteLink
            href={`/merchants/${encodeURIComponent(merchant.id)}`}
            className="rounded-sm underline-offset-4 outline-none group-hover:underline after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-[var(--brand-accent)]"
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
          <OfferLine merchant={merchant} partner={partner} member={member} />
          {personalOffer}
          {bonus ? (
            <span
              className="bg-accent/10 text-ink rounded-full px-3 py-1 text-xs font-bold"
              data-testid="bonus-tag"
            >
              {bonus}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
