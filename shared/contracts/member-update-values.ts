// Imports nothing, zod least of all: the profile form reads these in the browser, and
// shared/contracts/member-update.ts builds the API's schema from them.

export const addressLineMaxLength = 30;
export const cityMaxLength = 20;

/** US states, DC and the territories; "" means none chosen. */
// prettier-ignore
export const usStateCodes = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA",
  "KS", "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM",
  "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA",
  "WV", "WI", "WY", "AS", "GU", "MP", "PR", "VI", "UM", "AA", "AE", "AP",
] as const;
