// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SearchToolbar } from "./search-toolbar";

afterEach(cleanup);

beforeAll(async () => {
  // Loaded on demand: transformed once here, not inside the first test's waits.
  await import("./favorites-toggle");
});

function renderToolbar(favorites: boolean | null) {
  const onFavorites = vi.fn<(on: boolean) => void>();
  render(
    <SearchToolbar
      filterCount={0}
      onFiltersIntent={() => undefined}
      onOpenFilters={() => undefined}
      favorites={favorites}
      onFavorites={onFavorites}
      sort="recommended"
      onSort={() => undefined}
      view="list"
      onView={() => undefined}
    />,
  );
  return onFavorites;
}

describe("SearchToolbar's favourites filter", () => {
  it("is a toggle button for a member, pressed while on", async () => {
    const onFavorites = renderToolbar(false);
    const toggle = await screen.findByRole("button", { name: "Favorites" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    await userEvent.setup().click(toggle);
    expect(onFavorites).toHaveBeenCalledWith(true);
  });

  it("is absent where it is not offered", () => {
    renderToolbar(null);
    expect(screen.queryByRole("button", { name: "Favorites" })).toBeNull();
  });
});
