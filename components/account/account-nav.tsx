"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { accountTabs } from "@/components/shell/nav-model";
import { useVisiblePathname } from "@/lib/client/hooks/use-visible-pathname";

/**
 * The account center's pages as a tab row (Reservations among them when the partner books tables). On small screens the row scrolls sideways
 * (edge fades hint at more), and the current page is scrolled into view when it changes.
 */
export function AccountNav({ withReservations }: { withReservations: boolean }) {
  const pathname = useVisiblePathname();
  const row = useRef<HTMLUListElement>(null);
  const current = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const list = row.current;
    if (!list) return;
    // Scrolls the row only (scrollIntoView would also move the page), again when the width changes.
    const centre = () => {
      const tab = current.current?.parentElement;
      if (tab) list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    };
    centre();
    const observer = new ResizeObserver(centre);
    observer.observe(list);
    return () => {
      observer.disconnect();
    };
  }, [pathname]);

  return (
    <nav aria-label="My account" className="relative -mx-4 sm:mx-0" data-testid="account-nav">
      <ul
        ref={row}
        className="relative flex snap-x [scrollbar-width:none] gap-1 overflow-x-auto border-b border-black/10 px-4 sm:px-0"
      >
        {accountTabs(withReservations).map((link) => {
          const active = pathname === link.href;
          return (
            <li key={link.href} className="shrink-0 snap-start">
              <Link
                ref={active ? current : undefined}
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={`-mb-px flex min-h-12 items-center border-b-4 px-3 font-bold whitespace-nowrap transition-colors sm:px-4 ${
                  active
                    ? "border-brand text-brand"
                    : "text-muted hover:text-ink border-transparent hover:border-black/20"
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <span
        aria-hidden="true"
        className="from-surface pointer-events-none absolute inset-y-0 right-0 w-6 bg-gradient-to-l to-transparent sm:hidden"
      />
    </nav>
  );
}
