// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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
const features: SearchFeatures = {
  favorites: true,
  acclaimed: true,
  reservations: true,
  currencyPlural: "points",
};

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
    search = () => HttpResponse.json(searchAnswer([blueFin]));
    renderSearch();
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
});
