import { z } from "zod";
import { text } from "@/shared/contracts/text";

/**
 * Global 'search_wording': the location box's help in the partner's words. PLACE_NAME stands
 * for the place the sentence names ("Did you mean PLACE_NAME?"), TYPED_TEXT for what the
 * visitor typed. Each key is optional: a partner without one gets the product's English.
 */
export const searchWordingFieldsSchema = z.object({
  did_you_mean: text().min(1).optional(),
  choose_place: text().min(1).optional(),
  location_fallback: text().min(1).optional(),
  use_my_location: text().min(1).optional(),
  location_failed: text().min(1).optional(),
  corrected_place: text().min(1).optional(),
});

/** Global 'merchant_wording': the merchant page's section names and links in the partner's words. */
export const merchantWordingFieldsSchema = z.object({
  location: text().min(1).optional(),
  hours: text().min(1).optional(),
  hours_not_listed: text().min(1).optional(),
  directions: text().min(1).optional(),
  photos: text().min(1).optional(),
  open_now: text().min(1).optional(),
  closed_now: text().min(1).optional(),
});

/**
 * Global 'merchant_not_found': the not-found page of a merchant path in the partner's words. The
 * removed_ keys speak of a restaurant that left the program (RESTAURANT_NAME, and PLACE_NAME for
 * where it was), the unknown_ keys of an id nobody knows; PLACE_NAME in nearby_heading and
 * more_nearby is the place the list is near (docs/decisions/0066).
 */
export const merchantNotFoundFieldsSchema = z.object({
  removed_title: text().min(1).optional(),
  removed_tagline: text().min(1).optional(),
  unknown_title: text().min(1).optional(),
  unknown_tagline: text().min(1).optional(),
  nearby_heading: text().min(1).optional(),
  more_nearby: text().min(1).optional(),
  search_heading: text().min(1).optional(),
  search_label: text().min(1).optional(),
  search_button: text().min(1).optional(),
});
