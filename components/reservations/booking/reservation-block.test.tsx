// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { availabilityWording } from "@/shared/merchants/availability-wording";
import type { OpeningPeriod } from "@/shared/contracts/merchants";
import { weekdays } from "@/shared/contracts/weekdays";
import { dateIn, localIsoDate } from "@/shared/merchants/reservation-window";
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
const asked: URLSearchParams[] = [];
componentNetwork(
  http.get("*/api/merchants/:merchantId/reservations/availability", ({ request }) => {
    calls += 1;
    asked.push(new URL(request.url).searchParams);
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

function renderBlock({
  openingHours = [],
  timeZone = "UTC",
}: { openingHours?: readonly OpeningPeriod[]; timeZone?: string } = {}) {
  calls = 0;
  asked.length = 0;
  renderWithQueries(
    <ReservationBlock
      merchantId="m-1"
      merchantName="Blue Fin"
      // The visitor's clock in these tests, unless a test is about the restaurant's own.
      timeZone={timeZone}
      openingHours={openingHours}
      phone="(312) 555-0100"
      earnFacts={{
        partner: { currencyType: "Point", currencyName: { one: "point", other: "points" }, earnRules: [] },
        merchant: { campaignTiers: [], benefitDays: [] },
      }}
      bonus={null}
      enrollmentType="direct"
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

const inDays = (days: number) => {
  const now = new Date();
  return localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
};
const tomorrow = () => inDays(1);

/** The same hours every day of the week. */
const everyDay = (opens: string, closes: string): OpeningPeriod[] =>
  weekdays.map((day) => ({ day, opens, closes }));

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole<HTMLOptionElement>("option")
    .map((option) => option.textContent);

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

  it("says the partner's 'not far enough ahead' words for a date already past, without asking", async () => {
    renderBlock();
    await findTable(inDays(-1), "07:00");
    // The date is below the input's minimum: the browser holds the form back itself.
    expect(screen.queryByRole("alert")).toBeNull();
    // A browser that lets it through (a typed date) gets the partner's words, still without a call.
    fireEvent.submit(screen.getByTestId("reservation-form"));
    expect((await screen.findByRole("alert")).textContent).toBe("Copy: too soon.");
    expect(calls).toBe(0);
  });
});

describe("ReservationBlock date and time", () => {
  afterEach(() => {
    availability = () => HttpResponse.json({ slots: [], bonus: null });
  });

  it("offers the restaurant's own hours in twelve-hour times, like its slots", async () => {
    renderBlock({ openingHours: everyDay("16:30", "22:00") });
    await screen.findByRole("button", { name: "Find a table" });
    const time = screen.getByLabelText<HTMLSelectElement>("Time");
    await vi.waitFor(() => {
      expect(optionLabels(time)[0]).toBe("4:30 PM");
    });
    // From opening to the last seating before closing, and nothing of a 07:00 breakfast list.
    expect(optionLabels(time)).toEqual([
      "4:30 PM",
      "5:00 PM",
      "5:30 PM",
      "6:00 PM",
      "6:30 PM",
      "7:00 PM",
      "7:30 PM",
      "8:00 PM",
      "8:30 PM",
    ]);
    expect(time.selectedOptions[0]?.textContent).toBe("7:00 PM");
  });

  it("starts a lunch-only restaurant at its time nearest the evening default, and searches that time", async () => {
    renderBlock({ openingHours: everyDay("11:30", "15:00") });
    await findTable(tomorrow(), "13:30");
    await vi.waitFor(() => {
      expect(asked).toHaveLength(1);
    });
    expect(asked[0]?.get("time")).toBe("13:30");
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: inDays(2) } });
    expect(screen.getByLabelText<HTMLSelectElement>("Time").selectedOptions[0]?.textContent).toBe("1:30 PM");
  });

  it("says the restaurant is closed on a day it has no hours, and does not search it", async () => {
    const closedDay = inDays(3);
    const [year = 0, month = 1, day = 1] = closedDay.split("-").map(Number);
    const closed = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
    renderBlock({ openingHours: everyDay("17:00", "22:00").filter((period) => period.day !== closed) });
    const find = await screen.findByRole<HTMLButtonElement>("button", { name: "Find a table" });
    await vi.waitFor(() => {
      expect(find.disabled).toBe(false);
    });
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: closedDay } });
    expect(screen.getByTestId("reservation-closed-day").textContent).toContain("closed");
    expect(find.disabled).toBe(true);
    fireEvent.submit(screen.getByTestId("reservation-form"));
    expect(calls).toBe(0);
  });

  it("lets no date before the restaurant's today be picked, on its own clock", async () => {
    // Fourteen hours ahead of UTC: the restaurant's today is often the visitor's tomorrow.
    renderBlock({ timeZone: "Pacific/Kiritimati", openingHours: everyDay("16:30", "22:00") });
    const date = await screen.findByLabelText<HTMLInputElement>("Date");
    const today = dateIn(new Date(), "Pacific/Kiritimati");
    await vi.waitFor(() => {
      expect(date.min).toBe(today);
    });
    expect(date.value).toBe(today);
  });
});
