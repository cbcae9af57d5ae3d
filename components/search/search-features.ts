/** Which search controls this partner offers; plain values passed from the server page. */
export interface SearchFeatures {
  /** The favourites filter (signed-in members only). */
  favorites: boolean;
  /** The acclaimed suggested filter. */
  acclaimed: boolean;
  /** The reserve suggested filter. */
  reservations: boolean;
  /** "points", "miles"...: the label of the "points available" filter. */
  currencyPlural: string;
}
