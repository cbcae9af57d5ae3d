"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { notePageShown } from "@/lib/client/browser/previous-page";
import { refreshMember } from "@/lib/client/query/member-query";
import { queryClient } from "@/lib/client/query/query-client";
import { browserSessionExpiry } from "@/lib/client/session-cookie";

/** The member is read again on each route change (public-and-shared §4 Session), in one place. */
function MemberOnRouteChange() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    notePageShown(`${window.location.pathname}${window.location.search}`);
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (browserSessionExpiry() !== undefined) void refreshMember();
  }, [pathname]);
  return null;
}

/** The one QueryClient of the site, around every partner page (app/[partner]/layout.tsx). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient()}>
      <MemberOnRouteChange />
      {children}
    </QueryClientProvider>
  );
}
