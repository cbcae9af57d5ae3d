import type { Audience } from "@/shared/rules/auth-links";
import type { MemberState } from "@/lib/client/hooks/use-member";

/**
 * What the header and footer decide at first paint: which parts a path gets, who is looking and
 * the auth links' labels. Kept apart from nav-model.ts (the menus' link lists), which loads only
 * with a menu once it is opened or a member is known.
 */

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
