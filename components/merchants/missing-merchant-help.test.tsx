// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { getPartner } from "@/partners/registry";
import { defaultMerchantNotFoundWording as wording } from "@/shared/copy/merchant-not-found-wording";
import type { RemovedMerchantNearby } from "@/shared/contracts/removed-merchant";
import { blueFin } from "@/tests/support/merchant-fixture";
import { merchantCardPartner } from "./merchant-card-model";
import { MissingMerchantHelp, missingMerchantHeading } from "./missing-merchant-help";

const harbor = getPartner("harbor");
if (!harbor) throw new Error("No harbor partner");
const partner = merchantCardPartner(harbor.effective);

afterEach(() => {
  cleanup();
});

const nearby: RemovedMerchantNearby = {
  removed: { name: "Ember Grill", neighborhood: "Wicker Park", city: "Chicago", state: "IL" },
  merchants: [
    { ...blueFin, id: "m-000002", name: "Koi Kitchen", distance: 0.4 },
    { ...blueFin, id: "m-000003", name: "Casa Agave", distance: 1.2 },
  ],
};

describe("the not-found page of a merchant path", () => {
  it("says a removed restaurant left, by name and place, in the partner's words", () => {
    expect(missingMerchantHeading(wording, nearby)).toEqual({
      title: "This restaurant is no longer in the program",
      tagline:
        "Ember Grill in Wicker Park, Chicago has left the program. These restaurants nearby take part.",
    });
    const custom = { ...wording, removedTagline: "PLACE_NAME lost RESTAURANT_NAME." };
    expect(missingMerchantHeading(custom, nearby).tagline).toBe("Wicker Park, Chicago lost Ember Grill.");
  });

  it("says an unknown id is not found, naming nothing from the address", () => {
    expect(missingMerchantHeading(wording, null)).toEqual({
      title: wording.unknownTitle,
      tagline: wording.unknownTagline,
    });
  });

  it("offers the restaurants nearest to where it was, and a search there", () => {
    render(<MissingMerchantHelp wording={wording} nearby={nearby} partner={partner} />);
    const list = screen.getByTestId("nearby-restaurants");
    expect(within(list).getByRole("heading", { level: 2 }).textContent).toBe(
      "Restaurants near Wicker Park, Chicago",
    );
    const cards = within(list).getAllByTestId("merchant-card");
    expect(cards.map((card) => within(card).getByRole("link").getAttribute("href"))).toEqual([
      "/merchants/m-000002",
      "/merchants/m-000003",
    ]);
    expect(
      within(list).getByRole("link", { name: "See more restaurants in Chicago, IL" }).getAttribute("href"),
    ).toBe("/search?location=Chicago%2C+IL");
    const form = screen.getByRole("search");
    expect(form.getAttribute("action")).toBe("/search");
    expect(form.getAttribute("method")).toBe("get");
    const box = within(form).getByLabelText("Restaurant or cuisine");
    expect(box.getAttribute("name")).toBe("restaurantOrCuisine");
    expect(form.querySelector('input[type="hidden"][name="location"]')?.getAttribute("value")).toBe(
      "Chicago, IL",
    );
    expect(within(form).getByRole("button", { name: "Search" })).toBeTruthy();
  });

  it("offers the search box alone where the database knows no place", () => {
    render(<MissingMerchantHelp wording={wording} nearby={null} partner={partner} />);
    expect(screen.queryByTestId("nearby-restaurants")).toBeNull();
    const form = screen.getByRole("search");
    expect(form.querySelector('input[name="location"]')).toBeNull();
    expect(within(form).getByLabelText("Restaurant or cuisine")).toBeTruthy();
  });

  it("shows no list when nothing listed is near the removed restaurant", () => {
    render(<MissingMerchantHelp wording={wording} nearby={{ ...nearby, merchants: [] }} partner={partner} />);
    expect(screen.queryByTestId("nearby-restaurants")).toBeNull();
    expect(screen.getByRole("search")).toBeTruthy();
  });
});
