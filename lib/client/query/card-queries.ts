import "client-only";
import { queryOptions } from "@tanstack/react-query";
import { fetchLinkedCards, fetchPartnerCards } from "@/lib/client/api/cards";
import { cardKeys } from "./keys";

/** The member's linked cards. */
export const linkedCardsQuery = queryOptions({
  queryKey: cardKeys.linked(),
  queryFn: ({ signal }) => fetchLinkedCards(signal),
  // §7: the list never goes stale on its own; it is read when the page opens (cards may have
  // been linked on /add_card meanwhile, see refetchOnMount there) and after each change.
  staleTime: Number.POSITIVE_INFINITY,
});

/** The cards the partner loaded for the member, to pick on the link-card form. */
export const partnerLoadedCardsQuery = queryOptions({
  queryKey: cardKeys.partnerLoaded(),
  queryFn: ({ signal }) => fetchPartnerCards(signal),
  // Read each time the form opens: the partner loads cards from its own systems at any time, and
  // a card linked meanwhile leaves the list (linking invalidates every card key).
  staleTime: 0,
});
