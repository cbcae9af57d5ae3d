// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchCopy } from "@/lib/shared/copy/search-copy";
import { PageSidebar } from "@/components/content/page-sidebar";
import { merchantCardPartner } from "@/components/merchants/merchant-card-model";
import { queryClient } from "@/lib/client/query/query-client";
import { getPartner } from "@/partners/registry";
import { browserGeolocation, forgetBrowserGeolocation } from "@/tests/support/browser-geolocation";
import { componentNetwork } from "@/tests/support/component-network";
import { blueFin, searchAnswer } from "@/tests/support/merchant-fixture";
import { navigation, resetNavigation } from "@/tests/support/next-navigation-mock";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import type { FirstSearchPage } from "@/lib/shared/merchants/search-place";
import { fromUrlSearchParams, toSearchQueryString } from "@/lib/shared/merchants/search-query-string";
import type { SearchFeatures } from "./search-features";
import { ResultCard } from "./result-card";
import { SearchScreen, type DrawnPager } from "./search-screen";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));
// Leaflet needs a laid-out page; the map is not what these tests are about.
vi.mock("./search-map", () => ({ SearchMap: () => <div data-testid="leaflet-map" /> }));

// jsdom has no matchMedia: the map shows beside the list on wide screens only.
let wideScreen = false;
beforeEach(() => {
  wideScreen = false;
  window.matchMedia = (query: string) =>
    ({
      matches: wideScreen,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

const harbor = getPartner("harbor");
if (!harbor) throw new Error("The harbor partner is missing");
const partner = merchantCardPartner(harbor.effective);
const features: SearchFeatures = {
  favorites: true,
  acclaimed: true,
  reservations: true,
  currencyPlural: "points",
};
const copy: SearchCopy = {
  noResults: "Partner says: no restaurants match.",
  locationBlocked: "Partner says: your browser blocked your location.",
  locationInvalid: "Partner says: enter a city, state or ZIP code.",
  general: "Partner says: restaurants could not load.",
  didYouMean: "Partner says: perhaps PLACE_NAME?",
  choosePlace: "Partner says: which place?",
  locationFallback: "Partner says: restaurants around PLACE_NAME.",
  useMyLocation: "Partner says: find me",
  locationFailed: "Partner says: that place is not on our map.",
};

let search: () => Promise<Response> | Response = () => HttpResponse.json(searchAnswer([blueFin]));
const searches: URL[] = [];
componentNetwork(
  http.get("*/api/v2/Merchants/Search", ({ request }) => {
    searches.push(new URL(request.url));
    return search();
  }),
  http.get("*/api/DefaultUserLocation", () => defaultLocation()),
  http.get("*/api/places/suggestions", ({ request }) => {
    const q = new URL(request.url).searchParams.get("q");
    if (q === "chicgo, il")
      return HttpResponse.json({ places: [], didYouMean: { label: "Chicago, IL", kind: "city" } });
    return HttpResponse.json({ places: [], didYouMean: null });
  }),
);
let defaultLocation: () => Promise<Response> | Response = () =>
  HttpResponse.json({ latitude: 40.76, longitude: -73.99 });
freshQueriesPerTest();

// Drawn by the page on the server, as the search page does.
const sidebar = <PageSidebar text="Partner says: earning days vary by restaurant." className="mt-8" />;

/** The screen at `query` with the search answering Blue Fin alone: the body most tests share. */
function renderFound(query?: string) {
  search = () => HttpResponse.json(searchAnswer([blueFin]));
  renderSearch(query);
}

/** The default-location lookup held back until the test calls the answer it returns. */
function holdDefaultLocation(): () => void {
  const { promise: answered, resolve } = Promise.withResolvers<undefined>();
  defaultLocation = async () => {
    await answered;
    return HttpResponse.json({ latitude: 40.76, longitude: -73.99 });
  };
  return () => {
    act(() => {
      resolve(undefined);
    });
  };
}

function renderSearch(
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

afterEach(() => {
  defaultLocation = () => HttpResponse.json({ latitude: 40.76, longitude: -73.99 });
});

const status = () => screen.getByTestId("results-status").textContent;

beforeAll(async () => {
  // Parts loaded on demand: transformed once here, not inside the first test's waits.
  await import("./location-suggestions");
  await import("./located-place");
  await import("./result-card-parts");
  await import("@/components/merchants/offer-line");
  await import("@/components/merchants/merchant-card");
  await import("./pagination");
  await import("./nearest-restaurants");
});

describe("SearchScreen", () => {
  it("announces the search while it loads", async () => {
    search = async () => {
      await delay("infinite");
      return HttpResponse.json(searchAnswer([]));
    };
    renderSearch();
    await waitFor(() => {
      expect(searches).toHaveLength(1);
    });
    expect(status()).toBe("Loading restaurants…");
  });

  it("shows the results of the search the URL names", async () => {
    renderFound();
    expect(await screen.findByRole("link", { name: "Blue Fin" })).toBeTruthy();
    expect(searches[0]?.searchParams.get("restaurantOrCuisine")).toBe("sushi");
  });

  it("shows the server's first page at once, without asking the API again", async () => {
    const query = "location=Chicago, IL&restaurantOrCuisine=sushi";
    const queryString = toSearchQueryString(fromUrlSearchParams(new URLSearchParams(query)));
    renderSearch(query, { queryString, answer: searchAnswer([blueFin]) }, [
      <ResultCard key={blueFin.id} merchant={blueFin} partner={partner} priority />,
    ]);
    // In the first render, as the server's HTML has it: nothing arrives later to push the page down.
    expect(screen.getByRole("link", { name: "Blue Fin" })).toBeTruthy();
    expect(status()).toBe("1 restaurant");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(searches).toHaveLength(0);
  });

  it("shows the server's own cards for its first page, and the browser's card for results it fetched", async () => {
    const query = "location=Chicago, IL&restaurantOrCuisine=sushi";
    const queryString = toSearchQueryString(fromUrlSearchParams(new URLSearchParams(query)));
    search = () => HttpResponse.json(searchAnswer([blueFin]));
    renderSearch(query, { queryString, answer: searchAnswer([blueFin]) }, [
      <p key={blueFin.id} data-testid="server-card">
        Drawn by the server
      </p>,
    ]);
    expect(screen.getByTestId("server-card")).toBeTruthy();
    expect(screen.queryByTestId("merchant-card")).toBeNull();
    // Another page: the answer the browser fetched, drawn with the card loaded on demand.
    act(() => {
      navigation.push("/search?location=Chicago%2C+IL&restaurantOrCuisine=sushi&pageNo=2");
    });
    expect(await screen.findByTestId("merchant-card")).toBeTruthy();
    expect(screen.queryByTestId("server-card")).toBeNull();
  });

  it("moves with the pager the server drew for its first answer", async () => {
    const query = "location=Chicago, IL&restaurantOrCuisine=sushi";
    const queryString = toSearchQueryString(fromUrlSearchParams(new URLSearchParams(query)));
    const answer = { ...searchAnswer([blueFin]), pageNo: 1, totalPages: 3 };
    // jsdom has no scrolling; the pager scrolls the heading into view.
    Element.prototype.scrollIntoView = vi.fn();
    renderSearch(query, { queryString, answer }, undefined, {
      current: 1,
      total: 3,
      node: (
        <nav aria-label="Result pages" data-testid="server-pager">
          <button type="button" data-page="2">
            2
          </button>
        </nav>
      ),
    });
    await userEvent.click(within(screen.getByTestId("server-pager")).getByRole("button", { name: "2" }));
    expect(navigation.push).toHaveBeenLastCalledWith(expect.stringContaining("pageNo=2"), expect.anything());
  });

  it("searches itself when the server answered another search", async () => {
    search = () => HttpResponse.json(searchAnswer([]));
    renderSearch("location=Chicago, IL&restaurantOrCuisine=pizza", {
      queryString: "location=Chicago%2C+IL&restaurantOrCuisine=sushi",
      answer: searchAnswer([blueFin]),
    });
    expect(screen.queryByRole("link", { name: "Blue Fin" })).toBeNull();
    expect(await screen.findByTestId("results-empty")).toBeTruthy();
    expect(searches).toHaveLength(1);
  });

  it("loads the map only where it shows: beside the list on wide screens, or in the map view", async () => {
    search = () => HttpResponse.json(searchAnswer([blueFin]));
    renderSearch();
    await screen.findByRole("link", { name: "Blue Fin" });
    expect(screen.queryByTestId("leaflet-map")).toBeNull();
    renderSearch("location=New York, NY&view=map");
    expect(await screen.findByTestId("leaflet-map")).toBeTruthy();
  });

  it("shows the map beside the list on a wide screen", async () => {
    wideScreen = true;
    search = () => HttpResponse.json(searchAnswer([blueFin]));
    renderSearch();
    expect(await screen.findByTestId("leaflet-map")).toBeTruthy();
  });

  it("says so when nothing matches", async () => {
    search = () => HttpResponse.json(searchAnswer([]));
    renderSearch("location=New York, NY&restaurantOrCuisine=nothing");
    expect(await screen.findByTestId("results-empty")).toBeTruthy();
  });

  it("offers a retry when the search fails", async () => {
    search = () => HttpResponse.json({ error: "Unavailable" }, { status: 503 });
    renderSearch("location=New York, NY&restaurantOrCuisine=broken");
    expect(await screen.findByTestId("results-error")).toBeTruthy();
    expect(status()).toBe(copy.general);
    expect(screen.getByTestId("results-error").textContent).toContain(copy.general);
  });

  it("shows the partner's location message beside the field, not the error box", async () => {
    search = () =>
      HttpResponse.json(
        { error: "Invalid request", fields: { location: "Enter city, state or ZIP code" } },
        { status: 400 },
      );
    renderSearch("location=Atlantis");
    expect(await screen.findByText(copy.locationInvalid)).toBeTruthy();
    expect(screen.queryByTestId("results-error")).toBeNull();
    expect(status()).toBe("Partner says: that place is not on our map.");
  });

  it("searches a bare /search from the located point while the URL takes it", async () => {
    // jsdom has no geolocation: the server's default point stands in.
    renderFound("");
    await waitFor(() => {
      expect(navigation.replace).toHaveBeenCalledWith("/search?latitude=40.76&longitude=-73.99", {
        scroll: false,
      });
    });
    await waitFor(() => {
      expect(searches.map((url) => url.search)).toEqual(["?latitude=40.76&longitude=-73.99"]);
    });
  });

  it("searches a bare city as typed", async () => {
    renderFound("location=New York, NY");
    const user = userEvent.setup();
    const input = screen.getByRole("combobox", { name: "Location" });
    await user.clear(input);
    await user.type(input, "Chicago{Enter}");
    expect(screen.queryByTestId("location-error")).toBeNull();
    expect(navigation.push).toHaveBeenCalledWith("/search?location=Chicago", { scroll: false });
  });

  it("turns a typo the search could not place into a Did you mean", async () => {
    search = () =>
      HttpResponse.json(
        { error: "Enter city, state or ZIP code", fields: { location: "Enter city, state or ZIP code" } },
        { status: 400 },
      );
    renderSearch("location=Chicgo, IL");
    const user = userEvent.setup();
    const button = await screen.findByRole("button", { name: "Chicago, IL" });
    // In the partner's words, the place a button inside them.
    expect(screen.getByTestId("location-did-you-mean").textContent).toBe(
      "Partner says: perhaps Chicago, IL?",
    );
    await user.click(button);
    expect(navigation.push).toHaveBeenCalledWith("/search?location=Chicago%2C+IL", { scroll: false });
  });

  it("says how far the nearest restaurants are from an area without any, and links to them", async () => {
    search = () =>
      HttpResponse.json({ ...searchAnswer([]), nearest: { location: "Salt Lake City, UT", distance: 291 } });
    renderSearch("location=Boise, ID");
    const nearest = await screen.findByTestId("nearest-restaurants");
    expect(nearest.textContent).toContain("about 291 miles away, in Salt Lake City, UT");
    expect(
      screen.getByRole("link", { name: "See restaurants in Salt Lake City, UT" }).getAttribute("href"),
    ).toBe("/search?location=Salt+Lake+City%2C+UT");
    expect(screen.getByTestId("results-empty").textContent).toContain(copy.noResults);
  });

  it("shows the server's nearest restaurants for its first answer at once", () => {
    const query = "location=Boise, ID";
    const queryString = toSearchQueryString(fromUrlSearchParams(new URLSearchParams(query)));
    const answer = { ...searchAnswer([]), nearest: { location: "Salt Lake City, UT", distance: 291 } };
    renderSearch(query, { queryString, answer }, [], undefined, <p data-testid="server-nearest">Drawn</p>);
    // In the first render, as the server's HTML has it.
    expect(screen.getByTestId("server-nearest")).toBeTruthy();
  });

  it("keeps what the visitor typed while the default location arrives", async () => {
    const answerDefault = holdDefaultLocation();
    renderFound("");
    const user = userEvent.setup();
    const input = screen.getByLabelText("Location");
    await user.type(input, "Chicago");
    answerDefault();
    await waitFor(() => {
      expect(navigation.replace).toHaveBeenCalledWith("/search?latitude=40.76&longitude=-73.99", {
        scroll: false,
      });
    });
    expect((input as HTMLInputElement).value).toBe("Chicago");
    expect(screen.getByLabelText("Location")).toBe(input);
  });

  it("drops a default location that arrives after the visitor searched", async () => {
    const answerDefault = holdDefaultLocation();
    renderFound("");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Location"), "Chicago{Enter}");
    answerDefault();
    await waitFor(() => {
      expect(searches.map((url) => url.searchParams.get("location"))).toContain("Chicago");
    });
    await delay(50);
    expect(navigation.replace).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>("Location").value).toBe("Chicago");
  });

  it("never asks for the position without a gesture, and offers Use my location instead", async () => {
    const getCurrentPosition = browserGeolocation("prompt");
    renderFound("");
    await waitFor(() => {
      expect(navigation.replace).toHaveBeenCalledWith("/search?latitude=40.76&longitude=-73.99", {
        scroll: false,
      });
    });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.getByTestId("location-fallback").textContent).toContain(
      "Partner says: restaurants around New York, NY.",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Partner says: find me" }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(navigation.push).toHaveBeenCalledWith(
      "/search?location=Current+Location&latitude=41.88&longitude=-87.63",
      { scroll: false },
    );
  });

  it("uses the position at once where the visitor already granted it", async () => {
    browserGeolocation("granted");
    renderFound("");
    await waitFor(() => {
      expect(navigation.replace).toHaveBeenCalledWith(
        "/search?location=Current+Location&latitude=41.88&longitude=-87.63",
        { scroll: false },
      );
    });
  });

  it("says in the partner's words that the browser blocked the location", async () => {
    browserGeolocation("denied");
    renderFound("");
    expect(await screen.findByText(copy.locationBlocked)).toBeTruthy();
  });

  it("shows the last page's results with a notice for a page past the end", async () => {
    search = () =>
      HttpResponse.json({
        ...searchAnswer([blueFin]),
        totalResultSize: 399,
        totalPages: 20,
        pageNo: 20,
        pageClamped: true,
      });
    renderSearch("location=New York, NY&pageNo=40");
    expect(await screen.findByTestId("page-clamped-notice")).toHaveProperty(
      "textContent",
      "There is no page 40. Showing the last page, page 20.",
    );
    expect(screen.getByRole("link", { name: "Blue Fin" })).toBeTruthy();
    expect(screen.queryByTestId("results-empty")).toBeNull();
    const pager = screen.getByRole("navigation", { name: "Result pages" });
    expect(within(pager).getByRole("button", { name: "Page 20" }).getAttribute("aria-current")).toBe("page");
    expect(within(pager).getByRole<HTMLButtonElement>("button", { name: "Last page" }).disabled).toBe(true);
    expect(status()).toBe("399 restaurants");
  });

  it("folds the search form to one line once searched, and opens it again into its first field", async () => {
    renderFound();
    const summary = await screen.findByRole("button", { name: /sushi · New York, NY/ });
    expect(summary.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("search-form-region").className).toContain("hidden");
    await userEvent.click(summary);
    expect(summary.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByLabelText("Location", { exact: true }));
    });
    expect(screen.getByTestId("search-form-region").className).not.toContain("hidden");
  });

  it("shows the partner's search sidebar", async () => {
    renderSearch();
    expect(await screen.findByTestId("page-sidebar")).toHaveProperty(
      "textContent",
      "Partner says: earning days vary by restaurant.",
    );
  });
});
