import "server-only";
import { merchantWordingFieldsSchema } from "@/shared/contracts/cms/wording";
import { defaultMerchantWording, type MerchantWording } from "@/shared/copy/merchant-wording";
import type { Partner } from "@/partners/registry";
import { contentFields, loadPartnerContent } from "./partner-content";

/** The merchant page's section names and links (global 'merchant_wording'), key by key. */
export async function loadMerchantWording(partner: Partner): Promise<MerchantWording> {
  const fields =
    contentFields(await loadPartnerContent(partner), "*", "merchant_wording", merchantWordingFieldsSchema) ??
    {};
  return {
    location: fields.location ?? defaultMerchantWording.location,
    hours: fields.hours ?? defaultMerchantWording.hours,
    hoursNotListed: fields.hours_not_listed ?? defaultMerchantWording.hoursNotListed,
    directions: fields.directions ?? defaultMerchantWording.directions,
    photos: fields.photos ?? defaultMerchantWording.photos,
    openNow: fields.open_now ?? defaultMerchantWording.openNow,
    closedNow: fields.closed_now ?? defaultMerchantWording.closedNow,
  };
}
