// Test support for the search screen's component tests (components/search/search-screen*.test.tsx):
// the screen drawn with the app's providers, a network that answers as each test sets it, and the
// on-demand parts loaded once. Each test file still mocks next/navigation and the map itself.
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { act, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeAll, beforeEach } from "vitest";
import type { SearchCopy } from "@/shared/copy/search-copy";
import { PageSidebar } from "@/components/content/page-sidebar";
import { merchantCardPartner } from "@/components/merchants/merchant-card-model";
import { queryClient } from "@/lib/client/query/query-client";
import { getPartner } from "@/partners/registry";
import { forgetBrowserGeolocation } from "@/tests/support/browser-geolocation";
import { componentNetwork } from "@/tests/support/component-network";
import { blueFin, searchAnswer } from "@/tests/support/merchant-fixture";
import { navigation, resetNavigation } from "@/tests/support/next-navigation-mock";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import type { FirstSearchPage } from "@/shared/merchants/search-place";
import type { SearchFeatures } from "@/components/search/search-features";
import { SearchScreen, type DrawnPager } from "@/components/search/search-screen";

/**
 * What the screen's world answers, set by each test: the search API, the default-location lookup,
 * and whether the screen is wide (jsdom has no matchMedia: the map shows beside the list on wide
 * screens only). Put back before each test.
 */
export const world: {
  search: () => Promise<Response> | Response;
  defaultLocation: () => Promise<Response> | Response;
  wideScreen: boolean;
} = {
  search: () => HttpResponse.json(searchAnswer([blueFin])),
  defaultLocation: () => HttpResponse.json({ latitude: 40.76, longitude: -73.99 }),
  wideScreen: false,
};

beforeEach(() => {
  world.wideScreen = false;
  world.search = () => HttpResponse.json(searchAnswer([blueFin]));
  world.defaultLocation = () => HttpResponse.json({ latitude: 40.76, longitude: -73.99 });
  window.matchMedia = (query: string) =>
    ({
      matches: world.wideScreen,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

const harbor = getPartner("harbor");
if (!harbor) throw new Error("The harbor partner is missing");
export const partner = merchantCardPartner(harbor.effective);
export const features: SearchFeatures = {
  favorites: true,
  acclaimed: true,
  reservations: true,
  currencyPlural: "points",
};
export const copy: SearchCopy = {
  noResults: "Partner says: no restaurants match.",
  locationBlocked: "Partner says: your browser blocked your location.",
  locationInvalid: "Partner says: enter a city, state or ZIP code.",
  general: "Partner says: restaurants could not load.",
  didYouMean: "Partner says: perhaps PLACE_NAME?",
  choosePlace: "Partner says: which place?",
  locationFallback: "Partner says: restaurants around PLACE_NAME.",
  useMyLocation: "Partner says: find me",
  locationFailed: "Partner says: that place is not on our map.",
  correctedPlace: "Partner says: results for PLACE_NAME, not TYPED_TEXT.",
};

/** The search API's requests in the current test. */
export const searches: URL[] = [];
componentNetwork(
  http.get("*/api/v2/Merchants/Search", ({ request }) => {
    searches.push(new URL(request.url));
    return world.search();
  }),
  http.get("*/api/DefaultUserLocation", () => world.defaultLocation()),
  http.get("*/api/places/suggestions", ({ request }) => {
    const q = new URL(request.url).searchParams.get("q");
    if (q === "chicgo, il")
      return HttpResponse.json({ places: [], didYouMean: { label: "Chicago, IL", kind: "city" } });
    return HttpResponse.json({ places: [], didYouMean: null });
  }),
);
freshQueriesPerTest();

// Drawn by the page on the server, as the search page does.
export const sidebar = <PageSidebar text="Partner says: earning days vary by restaurant." className="mt-8" />;

/** The screen at `query` with the search answering Blue Fin alone: the body most tests share. */
export function renderFound(query?: string) {
  world.search = () => HttpResponse.json(searchAnswer([blueFin]));
  renderSearch(query);
}

/** The default-location lookup held back until the test calls the answer it returns. */
export function holdDefaultLocation(): () => void {
  const { promise: answered, resolve } = Promise.withResolvers<undefined>();
  world.defaultLocation = async () => {
    await answered;
    return HttpResponse.json({ latitude: 40.76, longitude: -73.99 });
  };
  return () => {
    act(() => {
      resolve(undefined);
    });
  };
}

export function renderSearch(
  query = "location=New York, NY&restaurantOrCuisine=sushi",
  first: FirstSearchPage | null = null,
  firstCards?: ReactNode[],
  firstPager?: DrawnPager,
  firstNearest?: ReactNode,
) {
  searches.length = 0;
  resetNavigation(query, "/search");
  // A new element each time: the same one again would let React skip the screen on a rerender.
  const drawScreen = () => (
    <SearchScreen
      partner={partner}
      features={features}
      copy={copy}
      sidebar={sidebar}
      first={first}
      mapSource={{ kind: "shipped" }}
      firstCards={firstCards}
      firstPager={firstPager}
      firstNearest={firstNearest}
    />
  );
  const view = renderWithQueries(drawScreen());
  // The address follows the router, as in the app: each push or replace renders the page again.
  const follow = (href: string) => {
    navigation.search = new URLSearchParams(href.split("?")[1] ?? "");
    view.rerender(<QueryClientProvider client={queryClient()}>{drawScreen()}</QueryClientProvider>);
  };
  navigation.push.mockImplementation(follow);
  navigation.replace.mockImplementation(follow);
}

forgetBrowserGeolocation();

/** The results status line as it reads now. */
export const status = () => screen.getByTestId("results-status").textContent;

beforeAll(async () => {
  // Parts loaded on demand: transformed once here, not inside the first test's waits.
  await import("@/components/search/location-suggestions");
  await import("@/components/search/located-place");
  await import("@/components/search/result-card-parts");
  await import("@/components/merchants/offer-line");
  await import("@/components/merchants/merchant-card");
  await import("@/components/search/pagination");
  await import("@/components/search/nearest-restaurants");
});
