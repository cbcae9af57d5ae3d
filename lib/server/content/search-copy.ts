import "server-only";
import { searchWordingFieldsSchema } from "@/shared/contracts/cms/wording";
import { defaultSearchWording, type SearchCopy } from "@/shared/copy/search-copy";
import { locationPatternMessage } from "@/shared/contracts/merchants";
import type { Partner } from "@/partners/registry";
import { loadErrorCopy } from "./error-copy";
import { contentFields, loadPartnerContent } from "./partner-content";

/**
 * The search page's wordings from the partner's text set. A partner whose content lacks a key
 * gets the spec's own wording for the location pattern, the general API message for the other
 * errors, and the product's English for the location box's help.
 */
export async function loadSearchCopy(partner: Partner): Promise<SearchCopy> {
  const errors = await loadErrorCopy(partner);
  const wording =
    contentFields(await loadPartnerContent(partner), "*", "search_wording", searchWordingFieldsSchema) ?? {};
  const general = errors["search_general"] ?? errors["general_api"] ?? "";
  return {
    noResults: errors["search_no_results"] ?? general,
    locationBlocked: errors["search_location_blocked"] ?? locationPatternMessage,
    locationInvalid: errors["search_location_invalid"] ?? locationPatternMessage,
    general,
    didYouMean: wording.did_you_mean ?? defaultSearchWording.didYouMean,
    choosePlace: wording.choose_place ?? defaultSearchWording.choosePlace,
    locationFallback: wording.location_fallback ?? defaultSearchWording.locationFallback,
    useMyLocation: wording.use_my_location ?? defaultSearchWording.useMyLocation,
    locationFailed: wording.location_failed ?? defaultSearchWording.locationFailed,
    correctedPlace: wording.corrected_place ?? defaultSearchWording.correctedPlace,
  };
}
