import { vi } from "vitest";

/**
 * Next's router for component tests, which render outside the app router: the address's query
 * is set per test, and where the component sends the visitor is recorded. Use with
 * `vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"))`.
 */
export const navigation = {
  search: new URLSearchParams(),
  pathname: "/",
  push: vi.fn<(href: string) => void>(),
  replace: vi.fn<(href: string) => void>(),
};

export function resetNavigation(search = "", pathname = "/"): void {
  navigation.search = new URLSearchParams(search);
  navigation.pathname = pathname;
  navigation.push.mockReset();
  navigation.replace.mockReset();
}

export function useRouter() {
  return {
    push: navigation.push,
    replace: navigation.replace,
    back: vi.fn(),
    forward: vi.fn(),
    refresh: vi.fn(),
    prefetch: vi.fn(),
  };
}

export function useSearchParams(): URLSearchParams {
  return navigation.search;
}

export function usePathname(): string {
  return navigation.pathname;
}

/**
 * The segment below the layout that calls it: the components under test are called from a layout
 * one level above their page (the account frame from /account's), so it is the path's last part.
 */
export function useSelectedLayoutSegment(): string | null {
  return navigation.pathname.split("/").filter(Boolean).at(-1) ?? null;
}
