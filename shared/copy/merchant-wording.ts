/** The merchant page's section names and links in the partner's words (global 'merchant_wording'). */
export interface MerchantWording {
  location: string;
  hours: string;
  hoursNotListed: string;
  directions: string;
  photos: string;
  /** The opening-hours badges. */
  openNow: string;
  closedNow: string;
}

/** The product's English, for a partner whose copy has no such key. */
export const defaultMerchantWording: MerchantWording = {
  location: "Location",
  hours: "Hours",
  hoursNotListed: "Opening hours are not listed for this restaurant yet.",
  directions: "Directions",
  photos: "Photos",
  openNow: "Open now",
  closedNow: "Closed now",
};
