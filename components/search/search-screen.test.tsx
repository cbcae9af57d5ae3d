// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { merchantCardPartner } from "@/components/merchants/merchant-card-model";
import { getPartner } from "@/partners/registry";
import { componentNetwork } from "@/tests/support/component-network";
import { blueFin, searchAnswer } from "@/tests/support/merchant-fixture";
import { navigation, resetNavigation } from "@/tests/support/next-navigation-mock";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import type { SearchFeatures } from "./search-features";
import { SearchScreen } from "./search-screen";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));
// Leaflet needs a laid-out page; the map is not what these tests are about.
vi.mock("./search-map", () => ({ SearchMap: () => null }));

const harbor = getPartner("harbor");
if (!harbor) throw new Error("The harbor partner is missing");
const partner = merchantCardPartner(harbor.effective);
const features: SearchFeatures = { favorites: true, acclaimed: true, reservations: true, currencyPlural: "points" };

let search: () => Promise<Response> | Response = () => HttpResponse.json(searchAnswer([blueFin]));
const searches: URL[] = [];
componentNetwork(
  http.get("*/api/v2/Merchants/Search", ({ request }) => {
    searches.push(new URL(request.url));
    return search();
  }),
  http.get("*/api/DefaultUserLocation", () => HttpResponse.json({ latitude: 40.76, longitude: -73.99 })),
);
freshQueriesPerTest();

function renderSearch(query = "location=New York, NY&restaurantOrCuisine=sushi") {
  searches.length = 0;
  resetNavigation(query, "/search");
  renderWithQueries(<SearchScreen partner={partner} features={features} />);
}

const status = () => screen.getByTestId("results-status").textContent;

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
    search = () => HttpResponse.json(searchAnswer([blueFin]));
    renderSearch();
    expect(await screen.findByRole("link", { name: "Blue Fin" })).toBeTruthy();
    expect(searches[0]?.searchParams.get("restaurantOrCuisine")).toBe("sushi");
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
    expect(status()).toBe("We couldn't load restaurants.");
  });

  it("shows the API's location message beside the field, not the error box", async () => {
    search = () =>
      HttpResponse.json(
        { error: "Invalid request", fields: { location: "Enter city, state or ZIP code" } },
        { status: 400 },
      );
    renderSearch("location=Atlantis");
    expect(await screen.findByText("Enter city, state or ZIP code")).toBeTruthy();
    expect(screen.queryByTestId("results-error")).toBeNull();
    expect(status()).toBe("We couldn't search that location.");
  });

  it("searches a bare /search from the located point while the URL takes it", async () => {
    search = () => HttpResponse.json(searchAnswer([blueFin]));
    // jsdom has no geolocation: the server's default point stands in.
    renderSearch("");
    await waitFor(() => {
      expect(navigation.replace).toHaveBeenCalledWith("/search?latitude=40.76&longitude=-73.99", {
        scroll: false,
      });
    });
    await waitFor(() => {
      expect(searches.map((url) => url.search)).toEqual(["?latitude=40.76&longitude=-73.99"]);
    });
  });
});
