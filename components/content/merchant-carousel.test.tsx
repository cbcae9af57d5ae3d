// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { blueFin as merchant, searchAnswer as answerWith } from "@/tests/support/merchant-fixture";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { MerchantCarousel } from "./merchant-carousel";

let search: () => Promise<Response> | Response = () => HttpResponse.json(answerWith([merchant]));
const searches: URL[] = [];
componentNetwork(
  http.get("*/api/v2/Merchants/Search", ({ request }) => {
    searches.push(new URL(request.url));
    return search();
  }),
);
freshQueriesPerTest();

// jsdom does not lay out: the track's size watcher has nothing to observe.
globalThis.ResizeObserver = class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

beforeEach(() => {
  // The partner layout names its partner on <html>; the cards read its rules from the registry.
  document.documentElement.dataset["partner"] = "harbor";
  searches.length = 0;
});

function renderCarousel(searchString = "location=New York, NY&restaurantOrCuisine=sushi") {
  return renderWithQueries(<MerchantCarousel searchString={searchString} headline="Sushi nights" body="" />);
}

describe("MerchantCarousel", () => {
  it("shows the loading cards while the search runs", async () => {
    search = async () => {
      await delay("infinite");
      return HttpResponse.json(answerWith([]));
    };
    renderCarousel();
    expect(await screen.findByTestId("carousel-loading")).toBeTruthy();
  });

  it("shows the block's merchants, searched with the block's fields", async () => {
    search = () => HttpResponse.json(answerWith([merchant]));
    renderCarousel();
    expect(await screen.findByRole("link", { name: "Blue Fin" })).toBeTruthy();
    expect(searches[0]?.searchParams.get("restaurantOrCuisine")).toBe("sushi");
  });

  it("hides the whole block when the search finds nothing", async () => {
    search = () => HttpResponse.json(answerWith([]));
    renderCarousel();
    await waitFor(() => {
      expect(screen.queryByTestId("merchant-search-block")).toBeNull();
    });
    expect(searches).toHaveLength(1);
  });

  it("hides the whole block when the search fails", async () => {
    search = () => HttpResponse.json({ error: "Unavailable" }, { status: 503 });
    renderCarousel();
    await waitFor(() => {
      expect(screen.queryByTestId("merchant-search-block")).toBeNull();
    });
  });

  it("offers the search page, without searching, when a near-me block gets no position", async () => {
    renderCarousel("location=near me");
    expect(await screen.findByTestId("carousel-no-location")).toBeTruthy();
    expect(searches).toEqual([]);
  });
});
