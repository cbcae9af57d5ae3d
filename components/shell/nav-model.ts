import type { EnrollmentType } from "@/partners/schema";

/**
 * The shell's link lists: what the menus offer (account tabs, the mobile menu's footer links).
 * The header's first-paint decisions (paths, audience, labels) are in header-model.ts, so this
 * file loads only with what lists those links: an opened menu, a member's dropdown, the account
 * center.
 */

/** What the navbar and footer need to know about the partner, passed from the server layout. */
export interface ShellPartner {
  readonly name: string;
  readonly shortCode: string;
  /** The brand where the full name has no room: the partner's short name, else its short code. */
  readonly shortName: string;
  readonly logoUrl: string;
  readonly enrollmentType: EnrollmentType;
  readonly homeIsDiscover: boolean;
  /** The partner books tables online: the account links include Reservations. */
  readonly reservations: boolean;
}

export interface NavLink {
  readonly text_mobile: string;
  readonly text_desktop: string;
  readonly url: string;
}

export const accountLinks = [
  { label: "Account Overview", href: "/account/overview" },
  { label: "Reviews & History", href: "/account/recent_activity" },
  { label: "Linked Cards", href: "/account/manage_cards" },
  { label: "Profile", href: "/account/user_profile" },
] as const;

/** The account center's Reservations tab, for partners that take reservations online. */
export const reservationsLink = { label: "Reservations", href: "/account/reservations" } as const;

/** The account center's tabs: Reservations after Reviews & History when the partner books tables. */
export function accountTabs(withReservations: boolean): readonly { label: string; href: string }[] {
  if (!withReservations) return accountLinks;
  const [overview, history, ...rest] = accountLinks;
  return [overview, history, reservationsLink, ...rest];
}

export interface FooterLink {
  readonly text: string;
  readonly url: string;
}

/**
 * The mobile menu's footer links (public-and-shared §2 Navbar): the footer's primary and
 * secondary links, less any page the nav links above them already lead to, each page once.
 */
export function mobileMenuFooterLinks(
  navLinks: readonly NavLink[],
  footer: { readonly primary: readonly FooterLink[]; readonly secondary: readonly FooterLink[] },
): FooterLink[] {
  const seen = new Set(navLinks.map((link) => link.url));
  return [...footer.primary, ...footer.secondary].filter((link) => {
    if (seen.has(link.url)) return false;
    seen.add(link.url);
    return true;
  });
}
