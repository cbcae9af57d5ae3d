import type { EnrollmentType } from "@/partners/schema";

/**
 * Which sign-in, join and account links the navbar and footer show (public-and-shared §2 Navbar
 * and Footer), decided from who is looking and how the partner enrolls. Pure, so each rule is
 * unit-tested; components only render the answer.
 */
export type Audience = "anonymous" | "cardMember" | "nonCardMember" | "closedAccountMember";

export type AuthLinkKind =
  | "accountCenter"
  | "addCard"
  | "ssoJoin"
  | "ssoSignIn"
  | "directJoin"
  | "directSignIn"
  | "signOut"
  | "memberDropdown";

export interface AuthLink {
  readonly kind: AuthLinkKind;
  readonly href: string;
}

/** SSO partners send members through the identity provider at /Login (capital L, as the spec writes it). */
export const authHrefs: Readonly<Record<AuthLinkKind, string>> = {
  accountCenter: "/account/overview",
  addCard: "/add_card",
  ssoJoin: "/Login?join=1",
  ssoSignIn: "/Login",
  directJoin: "/join",
  directSignIn: "/login",
  signOut: "/SignOut",
  memberDropdown: "/account/overview",
};

const link = (kind: AuthLinkKind): AuthLink => ({ kind, href: authHrefs[kind] });

/** Footer: one auth link next to the primary links, or none for a partner without enrollment. */
export function footerAuthLink(audience: Audience, enrollmentType: EnrollmentType): AuthLink | null {
  if (enrollmentType === "none") return null;
  // A direct partner's non-card member finishes joining by adding a card; it has no SSO hand-off.
  if (audience === "nonCardMember") return link(enrollmentType === "sso" ? "ssoJoin" : "addCard");
  if (audience !== "anonymous") return link("accountCenter");
  return enrollmentType === "sso" ? link("ssoSignIn") : link("directJoin");
}

/** Navbar right side. */
export function navbarAuthLinks(
  audience: Audience,
  enrollmentType: EnrollmentType,
  onEnrollmentPage: boolean,
): AuthLink[] {
  if (enrollmentType === "none") return [];
  if (onEnrollmentPage) {
    // public-and-shared §2 Navbar: "Enrollment pages show a sign-out link for SSO, or 'Already a
    // member?' with a sign-in link for direct". Sign-out is for someone signed in: a visitor on an
    // SSO partner's /join is offered what a visitor can do there, "Already a member?" with the
    // program's sign-in, as on a direct partner (decision 0060). A direct member mid-enrollment is
    // offered neither: "Sign out" would show the account as signed in before the card step
    // completes, and signing in again means nothing to them.
    if (audience === "anonymous") return [link(enrollmentType === "sso" ? "ssoSignIn" : "directSignIn")];
    return enrollmentType === "sso" ? [link("signOut")] : [];
  }
  if (audience === "cardMember") return [link("memberDropdown")];
  if (audience === "nonCardMember") {
    return [link(enrollmentType === "sso" ? "ssoJoin" : "addCard"), link("signOut")];
  }
  if (audience === "closedAccountMember") return [link("signOut")];
  return enrollmentType === "direct"
    ? [link("directSignIn"), link("directJoin")]
    : [link("ssoSignIn"), link("ssoJoin")];
}

/** Paths answered by a server hand-off, or pages under another root layout: they need a full page load. */
export function needsFullPageLoad(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? "";
  // Merchant pages have a root layout of their own (docs/decisions/0035): only a full load reaches them.
  return path === authHrefs.ssoSignIn || path === authHrefs.signOut || path.startsWith("/merchants/");
}
