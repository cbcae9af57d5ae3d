import Link from "next/link";
import type { NearestRestaurants as Nearest } from "@/shared/contracts/merchants";
import { toSearchQueryString } from "@/shared/merchants/search-query-string";

/**
 * For an area with no participating restaurants (Boise): how far the nearest ones are, and a
 * link to them, instead of an empty grid.
 */
export function NearestRestaurants({ nearest }: { nearest: Nearest }) {
  const miles = `${nearest.distance.toLocaleString("en-US")} ${nearest.distance === 1 ? "mile" : "miles"}`;
  return (
    <div className="mt-2" data-testid="nearest-restaurants">
      <p>
        The nearest participating restaurants are about {miles} away, in {nearest.location}.
      </p>
      <Link
        href={`/search?${toSearchQueryString({ location: nearest.location })}`}
        className="button-secondary mt-4 inline-flex"
      >
        See restaurants in {nearest.location}
      </Link>
    </div>
  );
}
