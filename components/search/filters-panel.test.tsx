// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { MerchantSearchParams } from "@/shared/contracts/merchants";
import { emptyFilters } from "@/shared/rules/filters-panel-wording";
import type { SearchFilters } from "@/shared/rules/search-filters";
import { componentNetwork } from "@/tests/support/component-network";
import { polyfillDialog } from "@/tests/support/dialog-polyfill";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { FiltersPanel } from "./filters-panel";
import type { SearchFeatures } from "./search-features";

const features: SearchFeatures = {
  favorites: false,
  acclaimed: true,
  reservations: true,
  currencyPlural: "points",
};

/** The API's counts, as if these merchants matched: each has its cuisines and a price. */
const merchants = [
  { cuisines: ["Sushi", "Japanese"], price: 2 },
  { cuisines: ["Sushi"], price: 3 },
  { cuisines: ["Pizza", "Italian"], price: 2 },
  { cuisines: ["Thai"], price: 1 },
];
const counts: URL[] = [];
componentNetwork(
  http.get("*/api/v2/Merchants/Search", ({ request }) => {
    const url = new URL(request.url);
    counts.push(url);
    const prices = url.searchParams.get("priceRange")?.split(",").map(Number);
    const cuisines = url.searchParams.get("cuisines")?.split(",");
    const priced = merchants.filter((m) => !prices || prices.includes(m.price));
    const matching = priced.filter((m) => !cuisines || m.cuisines.some((c) => cuisines.includes(c)));
    const tally = new Map<string, number>();
    for (const m of priced) for (const c of m.cuisines) tally.set(c, (tally.get(c) ?? 0) + 1);
    return HttpResponse.json({
      merchants: [],
      totalResultSize: matching.length,
      totalPages: matching.length,
      searchCenter: null,
      pageNo: 1,
      pageClamped: false,
      cuisineCounts: [...tally]
        .map(([cuisine, count]) => ({ cuisine, count }))
        .sort((a, b) => b.count - a.count || a.cuisine.localeCompare(b.cuisine)),
    });
  }),
);
freshQueriesPerTest();
polyfillDialog();

function renderPanel(
  initial: SearchFilters = emptyFilters,
  params: MerchantSearchParams = { location: "60611" },
) {
  counts.length = 0;
  const onApply = vi.fn();
  renderWithQueries(
    <FiltersPanel
      open
      initial={initial}
      params={params}
      tierLevel={null}
      features={features}
      onClose={vi.fn()}
      onApply={onApply}
    />,
  );
  const panel = screen.getByTestId("filters-panel");
  return { onApply, panel, apply: () => within(panel).getByTestId("filters-apply") };
}

describe("FiltersPanel", () => {
  it("lists the cuisines with their counts, most first", async () => {
    const { panel } = renderPanel();
    const cuisine = within(panel).getByRole("group", { name: "Cuisine" });
    expect(await within(cuisine).findByRole("checkbox", { name: "Sushi, 2 restaurants" })).toBeTruthy();
    expect(within(cuisine).getByRole("checkbox", { name: "Thai, 1 restaurant" })).toBeTruthy();
    const names = within(cuisine)
      .getAllByRole("checkbox")
      .map((box) => box.closest("label")?.textContent);
    expect(names[0]).toMatch(/^Sushi/);
    // The count asks the API for the draft's total and cuisine counts, on the smallest page.
    expect(counts[0]?.searchParams.get("pageSize")).toBe("1");
    expect(counts[0]?.searchParams.get("cuisineCounts")).toBe("true");
    expect(counts[0]?.searchParams.get("location")).toBe("60611");
  });

  it("says how many restaurants the pending selection shows", async () => {
    const { panel, apply } = renderPanel();
    await waitFor(() => {
      expect(apply().textContent).toBe("Show 4 restaurants");
    });
    await userEvent.click(within(panel).getByRole("checkbox", { name: "Price 2 out of 4" }));
    await waitFor(() => {
      expect(apply().textContent).toBe("Show 2 restaurants");
    });
    // Counted under the price: Thai (price 1) is gone, the cuisine counts follow.
    await userEvent.click(await within(panel).findByRole("checkbox", { name: "Sushi, 1 restaurant" }));
    await waitFor(() => {
      expect(apply().textContent).toBe("Show 1 restaurant");
    });
    expect(counts.at(-1)?.searchParams.get("cuisines")).toBe("Sushi");
  });

  it("applies the draft, cuisines and radius included", async () => {
    const { panel, apply, onApply } = renderPanel();
    await userEvent.click(await within(panel).findByRole("checkbox", { name: "Pizza, 1 restaurant" }));
    await userEvent.click(within(panel).getByRole("radio", { name: "Within 5 miles" }));
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith({ ...emptyFilters, cuisines: ["Pizza"], radius: 5 });
  });

  it("Clear unticks every chip without applying", async () => {
    const { panel, apply, onApply } = renderPanel({
      ...emptyFilters,
      priceRange: [2],
      cuisines: ["Sushi"],
      radius: 10,
    });
    const price = within(panel).getByRole<HTMLInputElement>("checkbox", { name: "Price 2 out of 4" });
    expect(price.checked).toBe(true);
    await userEvent.click(within(panel).getByRole("button", { name: "Clear" }));
    expect(onApply).not.toHaveBeenCalled();
    expect(price.checked).toBe(false);
    expect(within(panel).getByRole<HTMLInputElement>("radio", { name: "Within 25 miles" }).checked).toBe(
      true,
    );
    await waitFor(() => {
      expect(apply().textContent).toBe("Show 4 restaurants");
    });
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith(emptyFilters);
  });

  it("offers no radius while searching a map area", () => {
    const { panel } = renderPanel(emptyFilters, { bounds: "41,-88,42,-87" });
    expect(within(panel).queryByRole("group", { name: "Distance" })).toBeNull();
  });
});
