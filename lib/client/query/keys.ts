import "client-only";
/**
 * Query keys, one factory per area: a key is built here only, so a mutation invalidates exactly
 * what the reads it changes cached.
 */
export const memberKeys = {
  all: ["member"] as const,
  /** GET /api/Member: the signed-in member's account. */
  current: () => [...memberKeys.all, "current"] as const,
};

export const cardKeys = {
  all: ["cards"] as const,
  /** GET /api/Member/Cards: the member's linked cards. */
  linked: () => [...cardKeys.all, "linked"] as const,
  /** GET /api/Cards/PublicKey: the key the card-entry frame encrypts numbers with. */
  publicKey: () => [...cardKeys.all, "public-key"] as const,
  /** GET /api/Cards/AllPartnerCards: the cards the partner loaded for the member to pick. */
  partnerLoaded: () => [...cardKeys.all, "partner-loaded"] as const,
};

export const merchantKeys = {
  all: ["merchants"] as const,
  /** GET /api/merchants/{id}/reviews: one page of a merchant's reviews. */
  reviews: (merchantId: string, page: number) => [...merchantKeys.all, "reviews", merchantId, page] as const,
  /** A member's personal offer at one merchant. */
  flexOffer: (merchantId: string, publicId: string) =>
    [...merchantKeys.all, "flex-offer", merchantId, publicId] as const,
  /** Every search answer: a favourite change may alter any of them (the favourites filter). */
  searches: () => [...merchantKeys.all, "search"] as const,
  /** GET /api/v2/Merchants/Search, by its query string (stable field order, so a stable key). */
  search: (query: string) => [...merchantKeys.searches(), query] as const,
};

export const favoriteKeys = {
  all: ["favorites"] as const,
  /** GET /api/Member/Favorites: the ids of the member's favourite merchants. */
  ids: () => [...favoriteKeys.all, "ids"] as const,
};

export const activityKeys = {
  all: ["activity"] as const,
  /** One page of transactions (with statement credits for credit partners). */
  page: (withCredits: boolean, page: number) => [...activityKeys.all, "page", withCredits, page] as const,
  /** GET /api/reviews/status for the transactions one page shows. */
  reviewStatuses: (ids: readonly string[]) => [...activityKeys.all, "review-status", ...ids] as const,
  /** GET /api/Member/DineSummary. */
  dineSummary: () => [...activityKeys.all, "dine-summary"] as const,
  /** GET /api/Member/StatementCreditBalance. */
  creditBalance: () => [...activityKeys.all, "credit-balance"] as const,
};

export const placeKeys = {
  /** GET /api/places/suggestions, by the typed text (trimmed, lower case). */
  suggestions: (typed: string) => ["places", "suggestions", typed] as const,
};

export const positionKeys = {
  /** The browser's position as the carousels ask it (coarse, an hour old at most). */
  carousel: () => ["position", "carousel"] as const,
};

export const csrfKeys = {
  /** GET /api/CSRF: this visitor's token for mutating calls. */
  token: () => ["csrf", "token"] as const,
};

export const recoveryKeys = {
  all: ["recovery"] as const,
  /** GET /api/Members/Recover/Token: whether the link this browser arrived with is still live. */
  link: () => [...recoveryKeys.all, "link"] as const,
};

export const knownMemberKeys = {
  all: ["known-member"] as const,
  /** GET /api/Member/:publicId: the member an activation link names. */
  byPublicId: (publicId: string) => [...knownMemberKeys.all, publicId] as const,
};

export const reservationKeys = {
  all: ["reservations"] as const,
  /** GET /api/Member/Reservations: the member's upcoming and past reservations. */
  mine: () => [...reservationKeys.all, "mine"] as const,
  /** GET /api/merchants/{id}/reservations/availability for one date, time and party. */
  availability: (merchantId: string, date: string, time: string, partySize: number) =>
    [...reservationKeys.all, "availability", merchantId, date, time, partySize] as const,
  /** GET /api/Reservations/Manage: the booking one signed email link names. */
  managed: (id: string, action: string) => [...reservationKeys.all, "managed", id, action] as const,
};
