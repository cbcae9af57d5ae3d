"use client";

import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { geoUri, mapsDirectionsUrl, opensGeoLinks, type Destination } from "@/shared/geo/directions";

interface UserAgentData {
  mobile?: boolean;
}

function phoneOpensGeo(): boolean {
  const hints = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  return opensGeoLinks(navigator.userAgent, hints?.mobile);
}

/**
 * "Directions": the server renders the maps website's link (right everywhere); after hydration a
 * phone that handles geo: links gets one, which opens its own maps app.
 */
export function DirectionsLink({ destination, label }: { destination: Destination; label: string }) {
  const geo = useBrowserValue(phoneOpensGeo, false);
  const external = !geo;
  return (
    <a
      href={geo ? geoUri(destination) : mapsDirectionsUrl(destination)}
      className="button-secondary mt-3 w-full"
      data-testid="directions-link"
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {label}
      <span className="sr-only">
        {" "}
        to {destination.name}
        {external ? " (opens maps in a new tab)" : " (opens your maps app)"}
      </span>
    </a>
  );
}
