// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { availabilityWording } from "@/shared/merchants/availability-wording";
import { localIsoDate } from "@/shared/merchants/reservation-window";
import { componentNetwork } from "@/tests/support/component-network";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { ReservationBlock } from "./reservation-block";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

// The block loads the table search and the slots when first asked (decision 0040): loaded here first,
// so the tests' waits are about the block, not the test runner's first transform of those files.
beforeAll(async () => {
  await Promise.all([import("./reservation-search"), import("./reservation-slots")]);
});

let availability: () => Response = () => HttpResponse.json({ slots: [], bonus: null });
let calls = 0;
componentNetwork(
  http.get("*/api/merchants/:merchantId/reservations/availability", () => {
    calls += 1;
    return availability();
  }),
);
freshQueriesPerTest();

// The partner's own words, unlike the fallbacks, so the test sees the copy decide.
const wording = availabilityWording({
  availability_none: "Copy: no tables then.",
  availability_party_too_large: "Copy: party too large.",
  availability_time_too_soon: "Copy: too soon.",
  availability_date_too_far: "Copy: too far.",
  reservation_general: "Copy: general.",
});

function renderBlock() {
  calls = 0;
  renderWithQueries(
    <ReservationBlock
      merchantId="m-1"
      merchantName="Blue Fin"
      // The visitor's clock in these tests: dates and "too soon" read alike on both.
      timeZone="UTC"
      phone="(312) 555-0100"
      bonusText={null}
      enrollmentType="direct"
      currencyPlural="points"
      wording={wording}
    />,
  );
}

async function findTable(date: string, time = "19:00") {
  const button = await screen.findByRole<HTMLButtonElement>("button", { name: "Find a table" });
  await vi.waitFor(() => {
    expect(button.disabled).toBe(false);
  });
  fireEvent.change(screen.getByLabelText("Date"), { target: { value: date } });
  fireEvent.change(screen.getByLabelText("Time"), { target: { value: time } });
  fireEvent.click(button);
}

const tomorrow = () => {
  const now = new Date();
  return localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
};

describe("ReservationBlock wording", () => {
  afterEach(() => {
    availability = () => HttpResponse.json({ slots: [], bonus: null });
  });

  it("says the partner's 'no availability' words when no table is open", async () => {
    renderBlock();
    await findTable(tomorrow());
    expect((await screen.findByTestId("reservation-empty")).textContent).toContain("Copy: no tables then.");
  });

  it("says the partner's 'party too large' words when the server refuses the party size", async () => {
    availability = () =>
      HttpResponse.json(
        { error: "Invalid request", fields: { partySize: "Party size is at most 20" } },
        { status: 400 },
      );
    renderBlock();
    await findTable(tomorrow());
    expect((await screen.findByRole("alert")).textContent).toBe("Copy: party too large.");
  });

  it("says the partner's general words when the check fails", async () => {
    availability = () => HttpResponse.json({ error: "Server error" }, { status: 500 });
    renderBlock();
    await findTable(tomorrow());
    expect((await screen.findByRole("alert")).textContent).toBe("Copy: general.");
  });

  it("says the partner's 'not far enough ahead' words for a time already past, without asking", async () => {
    renderBlock();
    const now = new Date();
    const yesterday = localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
    await findTable(yesterday, "07:00");
    expect((await screen.findByRole("alert")).textContent).toBe("Copy: too soon.");
    expect(calls).toBe(0);
  });
});
