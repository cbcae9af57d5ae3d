"use client";

import { Suspense, useEffect } from "react";
import { SiteLink } from "@/components/shell/site-link";
import { navbarAuthLinks } from "@/shared/rules/auth-links";
import { audienceOf, authLabels, isEnrollmentPage } from "./header-model";
import { MemberGreeting, memberToggleClass } from "./member-greeting";
import type { ShellPartner } from "./nav-model";
import { onDemand } from "./on-demand";
import type { MemberState } from "@/lib/client/hooks/use-member";

const memberDropdown = onDemand(() => import("./member-dropdown").then((module) => module.MemberDropdown));

/** The navbar's right side: the member dropdown, or the sign-in, join and sign-out links. */
export function AuthLinks({
  partner,
  memberState,
  pathname,
}: {
  partner: ShellPartner;
  memberState: MemberState;
  pathname: string;
}) {
  // The dropdown is for members only: its code starts loading while the member is being read
  // (a session may be live), so it is usually there when the answer is. A visitor never asks.
  const memberPending = memberState.status === "loading" && partner.enrollmentType !== "none";
  useEffect(() => {
    if (memberPending) memberDropdown.preload();
  }, [memberPending]);
  const onEnrollmentPage = isEnrollmentPage(pathname);
  const links = navbarAuthLinks(audienceOf(memberState), partner.enrollmentType, onEnrollmentPage);
  // Until the member is known (and in the server's HTML, before any script), a visitor's links:
  // plain links that work before the page has loaded. Where a session may be live, the marker
  // the page sets before its first paint hides them, keeping their room, until the member's own
  // header arrives (session-hint-script.tsx).
  const pending = memberState.status === "loading";
  return (
    <ul
      className={`flex items-center gap-1 whitespace-nowrap sm:gap-2 ${pending ? "visitor-links-pending" : ""}`}
      data-testid="auth-links"
    >
      {links.map((link) => {
        if (link.kind === "memberDropdown" && memberState.status === "member") {
          return (
            <li key={link.kind}>
              {/* Until its code is in, the toggle's face holds its place, so nothing moves. */}
              <Suspense
                fallback={
                  <span className={memberToggleClass}>
                    <MemberGreeting firstName={memberState.member.firstName} />
                  </span>
                }
              >
                <memberDropdown.Lazy member={memberState.member} withReservations={partner.reservations} />
              </Suspense>
            </li>
          );
        }
        // Sign-out reloads the whole page so no member data stays in memory.
        if (link.kind === "signOut") {
          return (
            // Below 640 px sign-out lives in the mobile menu: beside the brand, the search icon
            // and the member's own link it ran the header off a phone's width. Enrollment pages
            // have no menu, so there it stays.
            <li key={link.kind} className={onEnrollmentPage ? "" : "max-sm:hidden"}>
              <a
                href={link.href}
                className="rounded-full px-3 py-2 font-bold underline-offset-4 hover:underline"
              >
                {authLabels.signOut}
              </a>
            </li>
          );
        }
        const primary = link.kind === "directJoin" || link.kind === "ssoJoin" || link.kind === "addCard";
        // Below 640 px the header has no room for both links beside the brand and a Back link;
        // sign-in stays one tap away in the mobile menu (which enrollment pages do not have).
        const inMenuOnPhones =
          (link.kind === "directSignIn" || link.kind === "ssoSignIn") && !onEnrollmentPage;
        return (
          <li key={link.kind} className={`flex items-center gap-2 ${inMenuOnPhones ? "max-sm:hidden" : ""}`}>
            {onEnrollmentPage && (link.kind === "directSignIn" || link.kind === "ssoSignIn") ? (
              <span className="text-muted hidden text-sm sm:inline">Already a member?</span>
            ) : null}
            <SiteLink
              href={link.href}
              className={
                primary
                  ? "button-primary !min-h-10 !px-5 text-sm"
                  : "rounded-full px-2 py-2 font-bold underline-offset-4 hover:underline sm:px-3"
              }
            >
              {authLabels[link.kind]}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
