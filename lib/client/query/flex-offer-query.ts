import "client-only";
import { queryOptions } from "@tanstack/react-query";
import { fetchFlexOffer } from "@/lib/client/api/flex-offer";
import { merchantKeys } from "./keys";

/** The member's personal offer at one merchant (null: none). */
export function flexOfferQuery(merchantId: string, publicId: string) {
  return queryOptions({
    queryKey: merchantKeys.flexOffer(merchantId, publicId),
    queryFn: ({ signal }) => fetchFlexOffer(merchantId, publicId, signal),
    // An offer is set by the program for weeks at a time: one read per visit is enough.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
