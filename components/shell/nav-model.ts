import type { Audience } from "@/lib/shared/rules/auth-links";
import type { EnrollmentType } from "@/partners/schema";
import type { MemberState } from "@/lib/client/hooks/use-member";

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

export const authLabels = {
  directSignIn: "Sign in",
  directJoin: "Join",
  addCard: "Add a card",
  ssoSignIn: "Sign in",
  ssoJoin: "Join",
  signOut: "Sign out",
  accountCenter: "My account",
  memberDropdown: "My account",
} as const;

const enrollmentPrefixes = ["/join", "/add_card", "/card_added"];

export function isEnrollmentPage(pathname: string): boolean {
  return enrollmentPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function isDiscoverPath(pathname: string, homeIsDiscover: boolean): boolean {
  return (
    pathname === "/discover" || pathname.startsWith("/discover/") || (homeIsDiscover && pathname === "/")
  );
}

export function hasBackLink(pathname: string): boolean {
  return pathname.startsWith("/merchants/") || pathname.startsWith("/account/");
}

/** Who is looking, in the terms of the auth-link rules. */
export function audienceOf(state: MemberState): Audience {
  if (state.status !== "member") return "anonymous";
  switch (state.member.memberType) {
    case "NonCardMember":
      return "nonCardMember";
    case "ClosedAccountMember":
      return "closedAccountMember";
    case "EnrolledCardMember":
      return "cardMember";
  }
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
