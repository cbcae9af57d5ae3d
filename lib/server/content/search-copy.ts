import "server-only";
import type { SearchCopy } from "@/lib/shared/copy/search-copy";
import { locationPatternMessage } from "@/lib/shared/contracts/merchants";
import type { Partner } from "@/partners/registry";
import { loadErrorCopy } from "./error-copy";

/**
 * The search page's wordings from the partner's text set. A partner whose content lacks a key
 * gets the spec's own wording for the location pattern, and the general API message otherwise.
 */
export async function loadSearchCopy(partner: Partner): Promise<SearchCopy> {
  const errors = await loadErrorCopy(partner);
  const general = errors["search_general"] ?? errors["general_api"] ?? "";
  return {
    noResults: errors["search_no_results"] ?? general,
    locationBlocked: errors["search_location_blocked"] ?? locationPatternMessage,
    locationInvalid: errors["search_location_invalid"] ?? locationPatternMessage,
    general,
  };
}
