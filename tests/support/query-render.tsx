import { QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach } from "vitest";
import { queryClient } from "@/lib/client/query/query-client";
import { sessionExpiryCookieName } from "@/shared/contracts/sessions";

/**
 * Component tests render inside the app's one QueryClient, as pages do; each test starts with
 * an empty cache and no session cookie. Call once at the top of a test file.
 */
export function freshQueriesPerTest(): void {
  afterEach(() => {
    queryClient().clear();
    setSessionCookie(null);
  });
}

/** `ui` inside the page's QueryClientProvider. */
export function renderWithQueries(ui: ReactElement): RenderResult {
  return render(<QueryClientProvider client={queryClient()}>{ui}</QueryClientProvider>);
}

/** The readable session-expiry cookie: a live session for a minute, or none. */
export function setSessionCookie(live: boolean | null): void {
  document.cookie = live
    ? `${sessionExpiryCookieName}=${String(Date.now() + 60_000)}; path=/`
    : `${sessionExpiryCookieName}=; max-age=0; path=/`;
}
