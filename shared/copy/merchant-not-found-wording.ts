/**
 * The not-found page of a merchant path in the partner's words (global 'merchant_not_found',
 * docs/decisions/0066). RESTAURANT_NAME stands for the removed restaurant's name, PLACE_NAME for
 * a place (where it was, or the town the list is in).
 */
export interface MerchantNotFoundWording {
  /** A restaurant that left the program. */
  removedTitle: string;
  removedTagline: string;
  /** An id nobody knows (or one deleted outright): no place to start from. */
  unknownTitle: string;
  unknownTagline: string;
  /** Above the restaurants near where the removed one was. */
  nearbyHeading: string;
  /** The link to a search of the removed restaurant's town. */
  moreNearby: string;
  searchHeading: string;
  searchLabel: string;
  searchButton: string;
}

/** The token the copy names the removed restaurant with. */
export const restaurantToken = "RESTAURANT_NAME";

/** The product's English, for a partner whose copy has no such key. */
export const defaultMerchantNotFoundWording: MerchantNotFoundWording = {
  removedTitle: "This restaurant is no longer in the program",
  removedTagline: "RESTAURANT_NAME in PLACE_NAME has left the program. These restaurants nearby take part.",
  unknownTitle: "We couldn't find that restaurant",
  unknownTagline: "The link may be out of date. Search for a restaurant or a cuisine instead.",
  nearbyHeading: "Restaurants near PLACE_NAME",
  moreNearby: "See more restaurants in PLACE_NAME",
  searchHeading: "Find another restaurant",
  searchLabel: "Restaurant or cuisine",
  searchButton: "Search",
};
