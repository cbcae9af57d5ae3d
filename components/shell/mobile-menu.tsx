"use client";

import { SiteLink } from "@/components/shell/site-link";
import { authHrefs } from "@/lib/shared/rules/auth-links";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import {
  accountTabs,
  mobileMenuFooterLinks,
  type FooterLink,
  type NavLink,
  type ShellPartner,
} from "./nav-model";
import type { MemberState } from "@/lib/client/hooks/use-member";

interface FooterLinks {
  readonly primary: readonly FooterLink[];
  readonly secondary: readonly FooterLink[];
}

/** Small-screen menu: join or member links, sign-in for direct partners, nav and footer links, sign-out. */
export function MobileMenu({
  partner,
  navLinks,
  footerLinks,
  memberState,
}: {
  partner: ShellPartner;
  navLinks: readonly NavLink[];
  footerLinks: FooterLinks;
  memberState: MemberState;
}) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };
  const signedIn = memberState.status === "member";
  const linkClass = "block rounded-lg px-2 py-3 font-bold hover:bg-black/5";
  return (
    <>
      <button
        type="button"
        className="flex size-11 shrink-0 items-center justify-center rounded-full border border-black/15 lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
        }}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M2 5h16M2 10h16M2 15h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Modal open={open} onClose={close} title="Menu" variant="side" testId="mobile-menu">
        <nav aria-label="Mobile">
          <ul>
            {partner.enrollmentType !== "none" && !signedIn ? (
              <li>
                <SiteLink
                  href={partner.enrollmentType === "sso" ? "/Login?join=1" : "/join"}
                  className="button-primary mb-2 w-full"
                  onClick={close}
                >
                  Join
                </SiteLink>
              </li>
            ) : null}
            {signedIn
              ? accountTabs(partner.reservations).map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href} className={linkClass} onClick={close}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))
              : null}
            {partner.enrollmentType !== "none" && !signedIn ? (
              <li>
                <SiteLink
                  href={partner.enrollmentType === "sso" ? authHrefs.ssoSignIn : authHrefs.directSignIn}
                  className={linkClass}
                  onClick={close}
                >
                  Sign in
                </SiteLink>
              </li>
            ) : null}
            {navLinks.map((link) => (
              <li key={link.url}>
                <SiteLink href={link.url} className={linkClass} onClick={close}>
                  <span className="md:hidden">{link.text_mobile}</span>
                  <span className="hidden md:inline">{link.text_desktop}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
          <ul className="mt-3 border-t border-black/10 pt-3 text-sm">
            {mobileMenuFooterLinks(navLinks, footerLinks).map((link) => (
              <li key={link.url}>
                <SiteLink
                  href={link.url}
                  className="block rounded-lg px-2 py-2 hover:bg-black/5"
                  onClick={close}
                >
                  {link.text}
                </SiteLink>
              </li>
            ))}
            {signedIn ? (
              <li>
                <a href={authHrefs.signOut} className={linkClass}>
                  Sign out
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      </Modal>
    </>
  );
}
