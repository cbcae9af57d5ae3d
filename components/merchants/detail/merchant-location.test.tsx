// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { weekdays } from "@/shared/contracts/merchants";
import { MerchantLocation } from "./merchant-location";

afterEach(cleanup);

const wording = {
  location: "Find us",
  hours: "Opening times",
  hoursNotListed: "Call ahead for opening times.",
  directions: "Get there",
  openNow: "Serving now",
  closedNow: "Not serving now",
};

const merchant = {
  name: "Blue Fin",
  timeZone: "America/Chicago",
  openingHours: [],
  location: {
    latitude: 41.88,
    longitude: -87.63,
    neighborhood: "Loop",
    address: { address1: "1 Main St", address2: "", city: "Chicago", state: "IL", zip: "60601" },
  },
} as unknown as Parameters<typeof MerchantLocation>[0]["merchant"];

describe("MerchantLocation", () => {
  it("names its sections and the directions link in the partner's words", () => {
    render(<MerchantLocation merchant={merchant} wording={wording} />);
    expect(screen.getByRole("heading", { name: "Find us" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Opening times" })).toBeTruthy();
    expect(screen.getByText("Call ahead for opening times.")).toBeTruthy();
    expect(screen.getByTestId("directions-link").textContent).toMatch(/^Get there/);
  });

  it("says a restaurant open round the clock is open in the partner's words", async () => {
    const allDay = weekdays.map((day) => ({ day, opens: "00:00", closes: "00:00" }));
    const allHours = { ...merchant, openingHours: allDay } as typeof merchant;
    render(<MerchantLocation merchant={allHours} wording={wording} />);
    expect((await screen.findByTestId("opening-status")).textContent).toContain("Serving now");
  });
});
