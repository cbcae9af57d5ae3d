import { SiteLink } from "@/components/shell/site-link";
import { withPlace } from "@/shared/copy/place-token";
import { restaurantToken, type MerchantNotFoundWording } from "@/shared/copy/merchant-not-found-wording";
import type { RemovedMerchantNearby } from "@/shared/contracts/removed-merchant";
import { toSearchQueryString } from "@/shared/merchants/search-query-string";
import { MerchantCardFrame } from "./merchant-card-frame";
import type { MerchantCardPartner } from "./merchant-card-model";

/** The not-found page's heading for a merchant path: a removed restaurant's, or an unknown id's. */
export function missingMerchantHeading(
  wording: MerchantNotFoundWording,
  nearby: RemovedMerchantNearby | null,
): { title: string; tagline: string } {
  if (!nearby) return { title: wording.unknownTitle, tagline: wording.unknownTagline };
  const { name, neighborhood, city } = nearby.removed;
  const place = neighborhood === city ? city : `${neighborhood}, ${city}`;
  return {
    title: wording.removedTitle,
    tagline: withPlace(wording.removedTagline, place).split(restaurantToken).join(name),
  };
}

/** One of these per page: fixed ids keep the server component free of hooks. */
const inputId = "missing-merchant-search";

const inputClass =
  "bg-surface h-12 w-full min-w-0 flex-1 rounded-lg border border-black/30 px-3 text-base outline-none focus-visible:border-[var(--brand-primary)]";

/**
 * What the not-found page of a merchant path offers (docs/decisions/0066): the search box, a
 * plain form that works without script and searches near where a removed restaurant was, and the
 * partner's listed restaurants nearest to it. Drawn on the server, per request: the page is
 * private, so nothing here reaches a shared copy.
 */
export function MissingMerchantHelp({
  wording,
  nearby,
  partner,
}: {
  wording: MerchantNotFoundWording;
  nearby: RemovedMerchantNearby | null;
  partner: MerchantCardPartner;
}) {
  const town = nearby ? `${nearby.removed.city}, ${nearby.removed.state}` : null;
  const { neighborhood, city } = nearby?.removed ?? { neighborhood: "", city: "" };
  const place = neighborhood === city ? city : `${neighborhood}, ${city}`;
  return (
    <div
      className="mx-auto mt-12 flex max-w-5xl flex-col gap-12 text-left"
      data-testid="missing-merchant-help"
    >
      <section aria-labelledby={`${inputId}-heading`} className="mx-auto w-full max-w-xl">
        <h2 id={`${inputId}-heading`} className="text-xl font-bold">
          {wording.searchHeading}
        </h2>
        <form
          action="/search"
          method="get"
          role="search"
          className="mt-3"
          data-testid="missing-merchant-search-form"
        >
          <label htmlFor={inputId} className="block font-bold">
            {wording.searchLabel}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={inputId}
              name="restaurantOrCuisine"
              type="search"
              maxLength={100}
              className={inputClass}
            />
            {/* Near where the removed restaurant was; otherwise the search page decides. */}
            {town ? <input type="hidden" name="location" value={town} /> : null}
            <button type="submit" className="button-primary shrink-0">
              {wording.searchButton}
            </button>
          </div>
        </form>
      </section>
      {nearby && town && nearby.merchants.length > 0 ? (
        <section aria-labelledby={`${inputId}-nearby`} data-testid="nearby-restaurants">
          <h2 id={`${inputId}-nearby`} className="text-xl font-bold">
            {withPlace(wording.nearbyHeading, place)}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {nearby.merchants.map((merchant) => (
              <li key={merchant.id}>
                <MerchantCardFrame
                  merchant={merchant}
                  partner={partner}
                  favorite={null}
                  offer={null}
                  bonus={null}
                />
              </li>
            ))}
          </ul>
          <SiteLink
            href={`/search?${toSearchQueryString({ location: town })}`}
            className="button-secondary mt-6 inline-flex"
          >
            {withPlace(wording.moreNearby, town)}
          </SiteLink>
        </section>
      ) : null}
    </div>
  );
}
