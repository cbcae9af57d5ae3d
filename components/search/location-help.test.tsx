// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { PlaceSuggestions } from "@/shared/contracts/places";
import { componentNetwork } from "@/tests/support/component-network";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { LocationHelp } from "./location-help";

const answers: Record<string, PlaceSuggestions> = {
  springfield: {
    places: [
      { label: "Springfield, IL", kind: "city" },
      { label: "Springfield, MO", kind: "city" },
    ],
    didYouMean: null,
  },
  chicgo: { places: [], didYouMean: { label: "Chicago, IL", kind: "city" } },
};
componentNetwork(
  http.get("*/api/places/suggestions", ({ request }) =>
    HttpResponse.json(
      answers[new URL(request.url).searchParams.get("q") ?? ""] ?? { places: [], didYouMean: null },
    ),
  ),
);
freshQueriesPerTest();

const copy = { didYouMean: "Perhaps PLACE_NAME, then?", choosePlace: "Which one did you mean?" };

describe("LocationHelp", () => {
  it("offers a typo's nearest spelling in the partner's words, the place a button inside them", async () => {
    const chosen = vi.fn<(place: string) => void>();
    renderWithQueries(<LocationHelp typed="Chicgo" onChoose={chosen} copy={copy} />);
    const help = await screen.findByTestId("location-did-you-mean");
    expect(help.textContent).toBe("Perhaps Chicago, IL, then?");
    await userEvent.setup().click(screen.getByRole("button", { name: "Chicago, IL" }));
    expect(chosen).toHaveBeenCalledWith("Chicago, IL");
  });

  it("heads the places of a shared name with the partner's words", async () => {
    renderWithQueries(<LocationHelp typed="Springfield" onChoose={vi.fn()} copy={copy} />);
    expect(await screen.findByRole("list", { name: "Which one did you mean?" })).toBeTruthy();
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Springfield, IL",
      "Springfield, MO",
    ]);
  });
});
