import type { MerchantDetail } from "@/lib/shared/contracts/merchants";
import { DetailCard } from "./detail-section";
import { DirectionsLink } from "./directions-link";
import { OpeningHours } from "./opening-hours";
import { StaticMap } from "./static-map";

/** Where and when: the restaurant on a map with directions, and its opening hours. */
export function MerchantLocation({
  merchant,
}: {
  merchant: Pick<MerchantDetail, "name" | "location" | "openingHours" | "timeZone">;
}) {
  const { address, latitude, longitude } = merchant.location;
  const street = `${address.address1}, ${address.city}, ${address.state} ${address.zip}`;
  return (
    <>
      <DetailCard>
        <section aria-labelledby="location-title" data-testid="merchant-location">
          <h2 id="location-title" className="text-xl font-bold">
            Location
          </h2>
          <div className="mt-3">
            <StaticMap
              latitude={latitude}
              longitude={longitude}
              label={`Map of ${merchant.name} at ${street}`}
            />
          </div>
          <p className="mt-3 text-sm">{street}</p>
          <DirectionsLink destination={{ latitude, longitude, name: merchant.name }} />
        </section>
      </DetailCard>
      <DetailCard>
        <section aria-labelledby="hours-title" data-testid="merchant-hours">
          <h2 id="hours-title" className="mb-3 text-xl font-bold">
            Hours
          </h2>
          {merchant.openingHours.length > 0 ? (
            <OpeningHours hours={merchant.openingHours} timeZone={merchant.timeZone} />
          ) : (
            <p className="text-muted">Opening hours are not listed for this restaurant yet.</p>
          )}
        </section>
      </DetailCard>
    </>
  );
}
