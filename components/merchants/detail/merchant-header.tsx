import { highlightLabel, merchantPictureUrl, placeLine } from "@/components/merchants/merchant-card-model";
import { PriceMeter } from "@/components/merchants/price-meter";
import { RatingStars } from "@/components/merchants/rating-stars";
import { remoteImageHosts } from "@/components/ui/remote-image-hosts";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { MerchantDetail } from "@/shared/contracts/merchants";
import { FavoriteIsland } from "./favorite-island";

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** "https://ember.example/" → "ember.example", as the link reads. */
function websiteLabel(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * Name, badges, rating, price, cuisines, place, address and contact: everything a visitor (or
 * a crawler) needs to recognise the restaurant, rendered on the server.
 */
export function MerchantHeader({
  merchant,
  acclaimedEnabled,
  favorites,
}: {
  merchant: MerchantDetail;
  acclaimedEnabled: boolean;
  favorites: boolean;
}) {
  const acclaimed = acclaimedEnabled && merchant.acclaimedLevel > 0;
  const highlight = highlightLabel(merchant.details.highlight);
  const tags = [
    ...(acclaimed ? ["Acclaimed"] : []),
    ...(highlight && highlight !== "Acclaimed" ? [highlight] : []),
    ...(merchant.isNew && highlight !== "New" ? ["New"] : []),
  ];
  const { address } = merchant.location;
  const { rating } = merchant.details;
  return (
    <header className="flex flex-col gap-5">
      <div className="relative aspect-[16/9] overflow-hidden rounded-2xl bg-black/5 md:aspect-[3/1] xl:aspect-[7/2]">
        {/* The page's largest paint: eager and fetched first. 600 is the image host's widest preset. */}
        <ResponsiveImage
          src={merchantPictureUrl(merchant.images.imageBaseUrl, 600, remoteImageHosts)}
          alt=""
          width={1050}
          height={400}
          layout="merchant-header"
          priority
          className="size-full object-cover"
        />
        {favorites ? (
          <div className="absolute top-3 right-3">
            <FavoriteIsland merchantId={merchant.id} merchantName={merchant.name} />
          </div>
        ) : null}
      </div>
      <div>
        {tags.length > 0 ? (
          <ul className="mb-3 flex flex-wrap gap-2" aria-label="Highlights">
            {tags.map((tag) => (
              <li
                key={tag}
                className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${
                  tag === "Acclaimed" ? "bg-ink text-surface" : "bg-brand/10 text-brand"
                }`}
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <h1 className="text-3xl leading-tight font-bold md:text-4xl" data-testid="merchant-name">
          {merchant.name}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <RatingStars rating={rating.overallRating} count={rating.numberOfRatings} />
          <PriceMeter level={merchant.details.priceRange} />
          {merchant.details.cuisines.length > 0 ? (
            <span className="text-sm">{merchant.details.cuisines.join(" / ")}</span>
          ) : null}
        </div>
        <p className="text-muted mt-2 font-bold">{placeLine(merchant.location)}</p>
        <address className="mt-4 flex flex-col gap-2 not-italic sm:flex-row sm:flex-wrap sm:gap-x-6">
          <span>
            {address.address1}, {address.city}, {address.state} {address.zip}
          </span>
          <a
            href={telHref(merchant.phone)}
            className="text-brand font-bold underline underline-offset-4"
            data-testid="merchant-phone"
          >
            {merchant.phone}
          </a>
          {merchant.website ? (
            <a
              href={merchant.website}
              className="text-brand font-bold underline underline-offset-4"
              target="_blank"
              rel="noopener noreferrer"
            >
              {websiteLabel(merchant.website)}
              <span className="sr-only"> (restaurant website, opens in a new tab)</span>
            </a>
          ) : null}
        </address>
      </div>
    </header>
  );
}
