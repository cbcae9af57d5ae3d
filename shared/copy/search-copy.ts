/**
 * The partner's search wordings (global content 'errors', public-and-shared §8 Search: no
 * results, location blocked by the browser, general error), the location pattern message, and
 * the location box's help (global 'search_wording'; PLACE_NAME marks the place it names).
 */
export interface SearchCopy {
  noResults: string;
  locationBlocked: string;
  locationInvalid: string;
  general: string;
  /** "Did you mean PLACE_NAME?" */
  didYouMean: string;
  /** Above the places of an ambiguous name. */
  choosePlace: string;
  /** "Showing restaurants near PLACE_NAME." under a search of the default point. */
  locationFallback: string;
  /** The button that asks the browser for the visitor's position. */
  useMyLocation: string;
  /** The results status when the search could not place the location. */
  locationFailed: string;
  /**
   * "Showing results for PLACE_NAME (you typed TYPED_TEXT)": a typo searched as its one clear
   * spelling (decision 0058).
   */
  correctedPlace: string;
}

/** The product's English, for a partner whose copy has no such key. */
export const defaultSearchWording: Pick<
  SearchCopy,
  "didYouMean" | "choosePlace" | "locationFallback" | "useMyLocation" | "locationFailed" | "correctedPlace"
> = {
  didYouMean: "Did you mean PLACE_NAME?",
  choosePlace: "Choose a place:",
  locationFallback: "Showing restaurants near PLACE_NAME.",
  useMyLocation: "Use my location",
  locationFailed: "We couldn't search that location.",
  correctedPlace: "Showing results for PLACE_NAME (you typed TYPED_TEXT)",
};
