/**
 * Signed links whose secret parts never stay in an address (docs/decisions/0048). The proxy
 * trades them on arrival for a short-lived httpOnly cookie scoped to the API path that spends
 * them, and redirects to the page without them; the API reads the cookie when the request does
 * not carry the secret itself. So the secret never sits in a document, a history entry or a
 * Referer, and no shared cache can hand it to someone else.
 */
export interface SecretLink {
  /** The page the emailed link opens. */
  readonly page: string;
  /** The query parameters that are the secret (moved to the cookie). */
  readonly secretParams: readonly string[];
  /** The cookie's name; with `keyParam`, the name ends in that parameter's value. */
  readonly cookie: string;
  /** A parameter that stays in the address and names which link the cookie holds. */
  readonly keyParam?: string;
  /** The API path that spends the secret: the only place the browser sends the cookie. */
  readonly apiPath: string;
}

/** Step 3 of password recovery: `/recover/update?token=…`. */
export const recoveryLink: SecretLink = {
  page: "/recover/update",
  secretParams: ["token"],
  cookie: "rewards_link_recovery",
  apiPath: "/api/Members/Recover",
};

/** Tier-1 activation: `/activate?public_id=…&expires=…&signature=…` (the public id stays). */
export const activationLink: SecretLink = {
  page: "/activate",
  secretParams: ["expires", "signature"],
  cookie: "rewards_link_activation",
  apiPath: "/api/Member/Activate",
};

/** A confirmation email's booking link: `/reservations/manage?id&action&expires&sig`. */
export const reservationLink: SecretLink = {
  page: "/reservations/manage",
  secretParams: ["expires", "sig"],
  cookie: "rewards_link_reservation",
  // One cookie per booking: a second email's link never replaces the first one's.
  keyParam: "id",
  apiPath: "/api/Reservations/Manage",
};

export const secretLinks: readonly SecretLink[] = [recoveryLink, activationLink, reservationLink];

/** Minutes a traded secret stays in its cookie; the link's own expiry still applies. */
export const linkSecretMinutes = 30;

/** The cookie holding `link`'s secret, or null when its key parameter cannot name one. */
export function linkSecretCookieName(link: SecretLink, key?: string | null): string | null {
  if (!link.keyParam) return link.cookie;
  // Cookie names are tokens: a key of letters, digits and dashes only (reservation ids are UUIDs).
  return key && /^[A-Za-z0-9-]{1,64}$/.test(key) ? `${link.cookie}_${key}` : null;
}
