// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { blueFin, searchAnswer } from "@/tests/support/merchant-fixture";
import { navigation } from "@/tests/support/next-navigation-mock";
import {
  copy,
  partner,
  renderFound,
  renderSearch,
  searches,
  status,
  world,
} from "@/tests/support/search-screen-kit";
import { fromUrlSearchParams, toSearchQueryString } from "@/shared/merchants/search-query-string";
import { ResultCard } from "./result-card";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));
// Leaflet needs a laid-out page; the map is not what these tests are about.
vi.mock("./search-map", () => ({ SearchMap: () => <div data-testid="leaflet-map" /> }));

describe("SearchScreen's results", () => {
  it("announces the search while it loads", async () => {
    world.search = async () => {
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
    world.search = () => HttpResponse.json(searchAnswer([blueFin]));
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
    world.search = () => HttpResponse.json(searchAnswer([]));
    renderSearch("location=Chicago, IL&restaurantOrCuisine=pizza", {
      queryString: "location=Chicago%2C+IL&restaurantOrCuisine=sushi",
      answer: searchAnswer([blueFin]),
    });
    expect(screen.queryByRole("link", { name: "Blue Fin" })).toBeNull();
    expect(await screen.findByTestId("results-empty")).toBeTruthy();
    expect(searches).toHaveLength(1);
  });

  it("loads the map only where it shows: beside the list on wide screens, or in the map view", async () => {
    world.search = () => HttpResponse.json(searchAnswer([blueFin]));
    renderSearch();
    await screen.findByRole("link", { name: "Blue Fin" });
    expect(screen.queryByTestId("leaflet-map")).toBeNull();
    renderSearch("location=New York, NY&view=map");
    expect(await screen.findByTestId("leaflet-map")).toBeTruthy();
  });

  it("shows the map beside the list on a wide screen", async () => {
    world.wideScreen = true;
    world.search = () => HttpResponse.json(searchAnswer([blueFin]));
    renderSearch();
    expect(await screen.findByTestId("leaflet-map")).toBeTruthy();
  });

  it("says so when nothing matches", async () => {
    world.search = () => HttpResponse.json(searchAnswer([]));
    renderSearch("location=New York, NY&restaurantOrCuisine=nothing");
    expect(await screen.findByTestId("results-empty")).toBeTruthy();
  });

  it("says everything is closed when nothing is open now, and shows all with one press", async () => {
    // The API says how many the search finds closed (decision 0058).
    world.search = () =>
      HttpResponse.json({
        ...searchAnswer([]),
        searchCenter: { latitude: 41.88, longitude: -87.63, label: "Chicago, IL" },
        closedNow: 7,
      });
    renderSearch("location=Chicago, IL&openNow=true&priceRange=2");
    const empty = await screen.findByTestId("results-empty");
    expect(empty.textContent).toContain("Everything near Chicago, IL is closed now");
    expect(empty.textContent).not.toContain(copy.noResults);
    world.search = () => HttpResponse.json(searchAnswer([blueFin]));
    await userEvent.setup().click(within(empty).getByRole("button", { name: "Show all" }));
    // The open-now filter goes; the others stay.
    expect(navigation.push).toHaveBeenCalledWith("/search?location=Chicago%2C+IL&priceRange=2", {
      scroll: false,
    });
    expect(await screen.findByRole("link", { name: "Blue Fin" })).toBeTruthy();
  });

  it("offers a retry when the search fails", async () => {
    world.search = () => HttpResponse.json({ error: "Unavailable" }, { status: 503 });
    renderSearch("location=New York, NY&restaurantOrCuisine=broken");
    expect(await screen.findByTestId("results-error")).toBeTruthy();
    expect(status()).toBe(copy.general);
    expect(screen.getByTestId("results-error").textContent).toContain(copy.general);
  });

  it("says how far the nearest restaurants are from an area without any, and links to them", async () => {
    world.search = () =>
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

  it("shows the last page's results with a notice for a page past the end", async () => {
    world.search = () =>
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
