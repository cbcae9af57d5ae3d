"use client";

import { SiteLink } from "@/components/shell/site-link";
import { authHrefs } from "@/shared/rules/auth-links";
import { Modal } from "@/components/ui/modal";
import {
  accountTabs,
  mobileMenuFooterLinks,
  type FooterLink,
  type NavLink,
  type ShellPartner,
} from "./nav-model";
import type { MemberState } from "@/lib/client/hooks/use-member";

export interface MobileMenuLinks {
  readonly partner: ShellPartner;
  readonly navLinks: readonly NavLink[];
  readonly footerLinks: {
    readonly primary: readonly FooterLink[];
    readonly secondary: readonly FooterLink[];
  };
  readonly memberState: MemberState;
}

/**
 * The mobile menu's dialog: join or member links, sign-in for direct partners, nav and footer
 * links, sign-out. Loaded when the menu button is first touched or focused (mobile-menu.tsx).
 */
export function MobileMenuDialog({
  open,
  onClose: close,
  partner,
  navLinks,
  footerLinks,
  memberState,
}: MobileMenuLinks & { open: boolean; onClose: () => void }) {
  const signedIn = memberState.status === "member";
  const linkClass = "block rounded-lg px-2 py-3 font-bold hover:bg-black/5";
  return (
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
  );
}
