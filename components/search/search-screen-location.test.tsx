// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { browserGeolocation } from "@/tests/support/browser-geolocation";
import { blueFin, searchAnswer } from "@/tests/support/merchant-fixture";
import { navigation } from "@/tests/support/next-navigation-mock";
import {
  copy,
  holdDefaultLocation,
  renderFound,
  renderSearch,
  searches,
  status,
  world,
} from "@/tests/support/search-screen-kit";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));
// Leaflet needs a laid-out page; the map is not what these tests are about.
vi.mock("./search-map", () => ({ SearchMap: () => <div data-testid="leaflet-map" /> }));

describe("SearchScreen's location", () => {
  it("shows the partner's location message beside the field, not the error box", async () => {
    world.search = () =>
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
    world.search = () =>
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

  it("shows the results of a typo's one clear spelling, and says what was typed", async () => {
    // The API searched the one clear spelling and says what was typed (decision 0058).
    world.search = () =>
      HttpResponse.json({
        ...searchAnswer([blueFin]),
        searchCenter: { latitude: 41.88, longitude: -87.63, label: "Chicago, IL", correctedFrom: "Chicgo" },
      });
    renderSearch("location=New York, NY");
    const user = userEvent.setup();
    const input = screen.getByRole("combobox", { name: "Location" });
    await user.clear(input);
    await user.type(input, "Chicgo{Enter}");
    expect(navigation.push).toHaveBeenCalledWith("/search?location=Chicgo", { scroll: false });
    const notice = await screen.findByTestId("location-corrected");
    expect(notice.textContent).toBe("Partner says: results for Chicago, IL, not Chicgo.");
    // No dead end: the results, no error.
    expect(screen.getByRole("link", { name: "Blue Fin" })).toBeTruthy();
    expect(screen.queryByTestId("location-error")).toBeNull();
    expect(status()).toBe("1 restaurant near Chicago, IL");
    // Outside the form, which folds on phones once a search ran; the folded line names the place searched.
    expect(screen.getByTestId("search-form-region").contains(notice)).toBe(false);
    expect(screen.getByTestId("search-summary").textContent).toMatch(/^Chicago, IL/);
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
});
