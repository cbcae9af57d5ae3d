// Zod-free and alias-free (partners/schema.ts imports it under drizzle-kit): the card-entry
// frame reads these codes in the browser, where the partner schema's zod must not load.

/** The card networks' codes as partners configure them (cardTypesAccepted). */
export const cardTypeCodes = ["AMEX", "DISC", "MAST", "VISA"] as const;
export type CardTypeCode = (typeof cardTypeCodes)[number];
