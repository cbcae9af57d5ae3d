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
