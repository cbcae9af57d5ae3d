import type { MerchantDetail } from "@/shared/contracts/merchants";
import type { MerchantWording } from "@/shared/copy/merchant-wording";
import { DetailCard } from "./detail-section";
import { DirectionsLink } from "./directions-link";
import { OpeningHours } from "./opening-hours";
import { StaticMap } from "./static-map";

/** Where and when: the restaurant on a map with directions, and its opening hours. */
export function MerchantLocation({
  merchant,
  wording,
}: {
  merchant: Pick<MerchantDetail, "name" | "location" | "openingHours" | "timeZone">;
  /** Section names and the directions link in the partner's words. */
  wording: Pick<
    MerchantWording,
    "location" | "hours" | "hoursNotListed" | "directions" | "openNow" | "closedNow"
  >;
}) {
  const { address, latitude, longitude } = merchant.location;
  const street = `${address.address1}, ${address.city}, ${address.state} ${address.zip}`;
  return (
    <>
      <DetailCard>
        <section aria-labelledby="location-title" data-testid="merchant-location">
          <h2 id="location-title" className="text-xl font-bold">
            {wording.location}
          </h2>
          <div className="mt-3">
            <StaticMap
              latitude={latitude}
              longitude={longitude}
              label={`Map of ${merchant.name} at ${street}`}
            />
          </div>
          <p className="mt-3 text-sm">{street}</p>
          <DirectionsLink
            destination={{ latitude, longitude, name: merchant.name }}
            label={wording.directions}
          />
        </section>
      </DetailCard>
      <DetailCard>
        <section aria-labelledby="hours-title" data-testid="merchant-hours">
          <h2 id="hours-title" className="mb-3 text-xl font-bold">
            {wording.hours}
          </h2>
          {merchant.openingHours.length > 0 ? (
            <OpeningHours hours={merchant.openingHours} timeZone={merchant.timeZone} wording={wording} />
          ) : (
            <p className="text-muted">{wording.hoursNotListed}</p>
          )}
        </section>
      </DetailCard>
    </>
  );
}
