"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { AuthLinks } from "./auth-links";
import { MobileMenu } from "./mobile-menu";
import { hasBackLink, isDiscoverPath, isEnrollmentPage } from "./header-model";
import type { NavLink, ShellPartner } from "./nav-model";
import { useHideOnScroll } from "@/lib/client/hooks/use-hide-on-scroll";
import { useMember } from "@/lib/client/hooks/use-member";
import { useVisiblePathname } from "@/lib/client/hooks/use-visible-pathname";

function SearchIcon({ pathname }: { pathname: string }) {
  const icon = (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
  const box = "flex size-11 items-center justify-center rounded-full";
  if (pathname === "/search") {
    return (
      <span role="link" aria-disabled="true" aria-label="Search restaurants" className={`${box} opacity-40`}>
        {icon}
      </span>
    );
  }
  return (
    <Link href="/search" aria-label="Search restaurants" className={`${box} hover:bg-black/5`}>
      {icon}
    </Link>
  );
}

/** The sticky header: menu button, Back link, logo, nav links, search and the member or auth links. */
export function Navbar({
  partner,
  logo,
  navLinks,
  footerLinks,
}: {
  partner: ShellPartner;
  logo: ReactNode;
  navLinks: readonly NavLink[];
  footerLinks: { primary: { text: string; url: string }[]; secondary: { text: string; url: string }[] };
}) {
  const pathname = useVisiblePathname();
  const memberState = useMember();
  const hidden = useHideOnScroll();
  const backLink = pathname !== null && hasBackLink(pathname);
  return (
    <header
      className={`bg-surface sticky top-0 z-40 border-b border-black/10 transition-transform duration-200 ${hidden ? "-translate-y-full" : ""}`}
      data-testid="site-header"
    >
      <div className="mx-auto flex min-h-16 w-full max-w-[var(--container-site)] items-center gap-2 px-4 py-2 max-[360px]:gap-1 max-[360px]:px-2">
        {pathname && !isEnrollmentPage(pathname) ? (
          <MobileMenu
            partner={partner}
            navLinks={navLinks}
            footerLinks={footerLinks}
            memberState={memberState}
          />
        ) : null}
        {backLink ? (
          <button
            type="button"
            onClick={() => {
              window.history.back();
            }}
            className="flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full px-2 font-bold whitespace-nowrap sm:px-3"
          >
            {/* Below 451 px the arrow alone: the header has no room for the word beside the member links. */}
            <span aria-hidden="true">‹</span>
            <span className="max-sm:sr-only">&nbsp;Back</span>
          </button>
        ) : null}
        <Link
          href={partner.logoUrl}
          className="flex min-w-0 items-center gap-3 rounded-md font-bold max-[360px]:shrink-0"
        >
          {logo}
          {/* The brand is never cut to a letter or two: from 768 px the full name, on phones the
              short name, and where even that has no room (below 360 px, or below 640 px beside a
              Back link) the logo alone; the full name stays the link's accessible name. */}
          <span data-testid="partner-name" className="text-lg leading-tight whitespace-nowrap max-md:sr-only">
            {partner.name}
          </span>
          <span
            aria-hidden="true"
            data-testid="partner-short-name"
            className={`text-base leading-tight whitespace-nowrap md:hidden ${backLink ? "max-sm:hidden" : "max-[360px]:hidden"}`}
          >
            {partner.shortName}
          </span>
        </Link>
        <nav aria-label="Main" className="ml-6 hidden lg:block">
          <ul className="flex gap-1">
            {navLinks.map((link) => (
              <li key={link.url}>
                <Link
                  href={link.url}
                  aria-current={pathname === link.url ? "page" : undefined}
                  className="rounded-full px-3 py-2 font-bold hover:bg-black/5 aria-[current=page]:underline"
                >
                  {link.text_desktop}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {pathname && !isDiscoverPath(pathname, partner.homeIsDiscover) ? (
            <SearchIcon pathname={pathname} />
          ) : null}
          {pathname ? <AuthLinks partner={partner} memberState={memberState} pathname={pathname} /> : null}
        </div>
      </div>
    </header>
  );
}
