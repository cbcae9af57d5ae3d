// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { writeStored } from "@/lib/client/browser/stored-values";
import { browserGeolocation, forgetBrowserGeolocation } from "@/tests/support/browser-geolocation";
import { componentNetwork } from "@/tests/support/component-network";
import {
  blueFin as merchant,
  carouselPartner,
  searchAnswer as answerWith,
} from "@/tests/support/merchant-fixture";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { MerchantCarousel } from "./merchant-carousel";

let search: () => Promise<Response> | Response = () => HttpResponse.json(answerWith([merchant]));
const searches: URL[] = [];
componentNetwork(
  http.get("*/api/v2/Merchants/Search", ({ request }) => {
    searches.push(new URL(request.url));
    return search();
  }),
  http.get("*/api/DefaultUserLocation", () => HttpResponse.json({ latitude: 40.76, longitude: -73.99 })),
);

forgetBrowserGeolocation();

const centred = (label: string, place?: string) => ({
  ...answerWith([merchant]),
  searchCenter: { latitude: 41.88, longitude: -87.63, label, ...(place ? { place } : {}) },
});
freshQueriesPerTest();

// jsdom does not lay out: the track's size watcher has nothing to observe.
globalThis.ResizeObserver = class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

beforeEach(() => {
  searches.length = 0;
});

function renderCarousel(
  searchString = "location=New York, NY&restaurantOrCuisine=sushi",
  headline = "Sushi nights",
) {
  return renderWithQueries(
    <MerchantCarousel
      searchString={searchString}
      headline={headline}
      body=""
      partner={carouselPartner("harbor")}
    />,
  );
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

  it("searches a near-me block where the visitor already granted the position, titled for it", async () => {
    const getCurrentPosition = browserGeolocation("granted");
    search = () => HttpResponse.json(centred("Current Location", "Chicago, IL"));
    renderCarousel("location=near me&sortBy=rating", "Top rated near VISITOR_LOCATION");
    expect(await screen.findByRole("heading", { name: "Top rated near Chicago, IL" })).toBeTruthy();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(searches[0]?.searchParams.get("latitude")).toBe("41.88");
    expect(searches[0]?.searchParams.get("location")).toBe("Current Location");
  });

  it("searches the place the visitor searched last when the position is not granted", async () => {
    const getCurrentPosition = browserGeolocation("prompt");
    writeStored("manualSearchLocation", "Chicago, IL");
    search = () => HttpResponse.json(centred("Chicago, IL"));
    renderCarousel("location=near me&sortBy=rating", "Top rated near VISITOR_LOCATION");
    expect(await screen.findByRole("heading", { name: "Top rated near Chicago, IL" })).toBeTruthy();
    expect(searches[0]?.searchParams.get("location")).toBe("Chicago, IL");
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it("never prompts without a gesture: the fallback point, and Use my location", async () => {
    const getCurrentPosition = browserGeolocation("prompt");
    search = () => HttpResponse.json(centred("40.76,-73.99", "New York, NY"));
    renderCarousel("location=near me&sortBy=rating", "Top rated near VISITOR_LOCATION");
    expect(await screen.findByRole("heading", { name: "Top rated near New York, NY" })).toBeTruthy();
    expect(searches[0]?.searchParams.get("location")).toBeNull();
    expect(searches[0]?.searchParams.get("latitude")).toBe("40.76");
    expect(getCurrentPosition).not.toHaveBeenCalled();

    search = () => HttpResponse.json(centred("Current Location", "Chicago, IL"));
    await userEvent.setup().click(screen.getByRole("button", { name: "Use my location" }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("heading", { name: "Top rated near Chicago, IL" })).toBeTruthy();
    expect(screen.queryByTestId("carousel-no-location")).toBeNull();
  });
});
