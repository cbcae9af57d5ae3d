// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/client/query/query-client";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { FavoriteButton } from "./favorite-button";

freshQueriesPerTest();

describe("FavoriteButton", () => {
  it("follows the card's data when it changes: the server's anonymous first page, then the member's answer", () => {
    // The search page shows the server's anonymous answer first (no favourites), then the
    // member's own answer for the same card: the heart must not keep the first one.
    const view = renderWithQueries(
      <FavoriteButton merchantId="m-1" merchantName="Aegean Grill" initial={false} />,
    );
    expect(screen.getByRole("button", { name: "Favorite Aegean Grill" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    view.rerender(
      <QueryClientProvider client={queryClient()}>
        <FavoriteButton merchantId="m-1" merchantName="Aegean Grill" initial />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("button", { name: "Favorite Aegean Grill" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });
});
