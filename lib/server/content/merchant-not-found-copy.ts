import "server-only";
import { merchantNotFoundFieldsSchema } from "@/shared/contracts/cms/wording";
import {
  defaultMerchantNotFoundWording,
  type MerchantNotFoundWording,
} from "@/shared/copy/merchant-not-found-wording";
import type { Partner } from "@/partners/registry";
import { contentFields, loadPartnerContent } from "./partner-content";

/** The not-found page of a merchant path (global 'merchant_not_found'), key by key. */
export async function loadMerchantNotFoundWording(partner: Partner): Promise<MerchantNotFoundWording> {
  const fields =
    contentFields(
      await loadPartnerContent(partner),
      "*",
      "merchant_not_found",
      merchantNotFoundFieldsSchema,
    ) ?? {};
  const fallback = defaultMerchantNotFoundWording;
  return {
    removedTitle: fields.removed_title ?? fallback.removedTitle,
    removedTagline: fields.removed_tagline ?? fallback.removedTagline,
    unknownTitle: fields.unknown_title ?? fallback.unknownTitle,
    unknownTagline: fields.unknown_tagline ?? fallback.unknownTagline,
    nearbyHeading: fields.nearby_heading ?? fallback.nearbyHeading,
    moreNearby: fields.more_nearby ?? fallback.moreNearby,
    searchHeading: fields.search_heading ?? fallback.searchHeading,
    searchLabel: fields.search_label ?? fallback.searchLabel,
    searchButton: fields.search_button ?? fallback.searchButton,
  };
}
