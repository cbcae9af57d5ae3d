// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MemberReservation } from "@/shared/contracts/reservations";
import { availabilityWording } from "@/shared/merchants/availability-wording";
import { dateIn, localIsoDate } from "@/shared/merchants/reservation-window";
import { componentNetwork } from "@/tests/support/component-network";
import { polyfillDialog } from "@/tests/support/dialog-polyfill";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { memberReservation } from "@/tests/support/member-reservation-fixture";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { spokenText } from "@/tests/support/spoken-text";
import { AccountSessionProvider } from "../../account/account-session";
import { ReservationsScreen } from "./reservations-screen";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

const inDays = (days: number) => {
  const now = new Date();
  return localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
};

function reservation(overrides: Partial<MemberReservation>): MemberReservation {
  return memberReservation({ date: inDays(2), ...overrides });
}

let upcoming = reservation({});
const past = reservation({
  id: "5b0a7e07-5d6b-4c52-8a57-3c1fe0c2f1aa",
  date: inDays(-10),
  confirmationNumber: "OT-0",
  status: "cancelled",
  changeable: false,
  bonus: { state: "not_earned", amount: 50, reason: "No bonus points: the reservation was cancelled." },
});
const calls: { method: string; path: string; body: unknown }[] = [];
const server = componentNetwork(
  http.get("*/api/Member/Reservations", () =>
    HttpResponse.json({
      upcoming: upcoming.status === "booked" ? [upcoming] : [],
      past: upcoming.status === "booked" ? [past] : [upcoming, past],
    }),
  ),
  http.get("*/api/merchants/:merchantId/reservations/availability", () =>
    HttpResponse.json({ slots: ["19:30", "20:00"], bonus: 50 }),
  ),
  http.patch("*/api/Member/Reservations/:id", async ({ request, params }) => {
    const body = (await request.json()) as { date: string; time: string; partySize: number };
    calls.push({ method: "PATCH", path: String(params.id), body });
    upcoming = { ...upcoming, ...body };
    return HttpResponse.json({ reservation: upcoming });
  }),
  http.post("*/api/Member/Reservations/:id/Cancel", ({ params }) => {
    calls.push({ method: "POST", path: String(params.id), body: null });
    upcoming = {
      ...upcoming,
      status: "cancelled",
      changeable: false,
      bonus: { state: "not_earned", amount: 50, reason: "No bonus points: the reservation was cancelled." },
    };
    return HttpResponse.json({ reservation: upcoming });
  }),
);
freshQueriesPerTest();
polyfillDialog();

function renderScreen() {
  renderWithQueries(
    <AccountSessionProvider value={{ member: demoMemberAccount, signInAgain: () => undefined }}>
      <ReservationsScreen
        currencyPlural="points"
        wording={availabilityWording({ reservation_general: "Copy: general." })}
      />
    </AccountSessionProvider>,
  );
}

describe("the account's reservations", () => {
  afterEach(() => {
    upcoming = reservation({});
    calls.length = 0;
  });

  it("lists upcoming ones to change or cancel and past ones with what became of their bonus", async () => {
    renderScreen();
    const next = await screen.findByTestId("upcoming-reservations");
    const row = await within(next).findByTestId("reservation-row");
    expect(row.textContent).toContain("Earns 50 bonus points");
    expect(within(row).getByRole("button", { name: "Change" })).toBeTruthy();
    const earlier = within(screen.getByTestId("past-reservations")).getByTestId("reservation-row");
    expect(earlier.textContent).toContain("No bonus points: the reservation was cancelled.");
    expect(within(earlier).queryByRole("button")).toBeNull();
  });

  it("shows the change, changes nothing until the member confirms, then says on screen it is done", async () => {
    renderScreen();
    const row = await within(await screen.findByTestId("upcoming-reservations")).findByTestId(
      "reservation-row",
    );
    fireEvent.click(within(row).getByRole("button", { name: "Change" }));
    const dialog = screen.getByTestId("modify-reservation-dialog");
    fireEvent.change(within(dialog).getByLabelText("Party size"), { target: { value: "3" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Find new times" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "8:00 PM" }));

    // One tap on a time only shows the change: old and new side by side, and nothing is sent.
    const review = within(dialog).getByTestId("reservation-change-review");
    expect(calls).toEqual([]);
    const line = (label: string) =>
      spokenText(within(review).getByText(label, { selector: "dt" }).nextElementSibling);
    expect(line("Time")).toBe("from 7:00 PM to 8:00 PM");
    expect(line("Party")).toBe("from 2 people to 3 people");
    expect(line("Date")).toContain("(no change)");

    // Back to the times leaves the booking as it was; picking again and confirming changes it.
    fireEvent.click(within(review).getByRole("button", { name: "Choose another time" }));
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "8:00 PM" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm the change" }));
    await vi.waitFor(() => {
      expect(calls).toEqual([
        { method: "PATCH", path: upcoming.id, body: { date: inDays(2), time: "20:00", partySize: 3 } },
      ]);
    });

    // Done, on screen: the new booking, and where its confirmation went.
    const done = await within(dialog).findByTestId("reservation-change-done");
    expect(within(done).getByRole("status").textContent).toBe("Your reservation is changed.");
    expect(done.textContent).toContain("8:00 PM");
    expect(done.textContent).toContain("3 people");
    expect(done.textContent).toContain("emailed");
    await vi.waitFor(() => {
      expect(
        within(screen.getByTestId("upcoming-reservations")).getByTestId("reservation-row").textContent,
      ).toContain("party of 3");
    });
    fireEvent.click(within(done).getByRole("button", { name: "Done" }));
    expect(screen.queryByTestId("modify-reservation-dialog")).toBeNull();
  });

  it("goes back to the nearest free times when the new time was just taken", async () => {
    server.use(
      http.patch("*/api/Member/Reservations/:id", () =>
        HttpResponse.json(
          { code: "slot_taken", message: "Copy: slot taken.", alternatives: ["20:15", "20:30"] },
          { status: 409 },
        ),
      ),
    );
    renderScreen();
    const row = await within(await screen.findByTestId("upcoming-reservations")).findByTestId(
      "reservation-row",
    );
    fireEvent.click(within(row).getByRole("button", { name: "Change" }));
    const dialog = screen.getByTestId("modify-reservation-dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Find new times" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "8:00 PM" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm the change" }));
    await vi.waitFor(() => {
      expect(within(dialog).queryByTestId("reservation-change-review")).toBeNull();
    });
    // The partner's words for a taken time, over its nearest free times.
    expect(within(dialog).getByRole("alert").textContent).toBe("Copy: slot taken.");
    expect(within(dialog).getByRole("button", { name: "8:15 PM" })).toBeTruthy();
  });

  it("cancels only after the member confirms, and the booking moves to the past", async () => {
    renderScreen();
    const row = await within(await screen.findByTestId("upcoming-reservations")).findByTestId(
      "reservation-row",
    );
    fireEvent.click(within(row).getByRole("button", { name: "Cancel" }));
    const dialog = screen.getByTestId("cancel-reservation-dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(calls).toEqual([]);
    fireEvent.click(within(row).getByRole("button", { name: "Cancel" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
    await vi.waitFor(() => {
      expect(within(screen.getByTestId("past-reservations")).getAllByTestId("reservation-row")).toHaveLength(
        2,
      );
    });
    expect(calls.map((call) => call.method)).toEqual(["POST"]);
  });

  it("offers the restaurant's own hours for a change, in twelve-hour times, from its today", async () => {
    renderScreen();
    const row = await within(await screen.findByTestId("upcoming-reservations")).findByTestId(
      "reservation-row",
    );
    fireEvent.click(within(row).getByRole("button", { name: "Change" }));
    const dialog = screen.getByTestId("modify-reservation-dialog");
    const time = within(dialog).getByLabelText<HTMLSelectElement>("Time");
    // The fixture's restaurant serves dinner, 17:00 to 22:00: seatings to 20:30.
    expect(Array.from(time.options, (option) => option.textContent)).toEqual([
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
    expect(within(dialog).getByLabelText<HTMLInputElement>("Date").min).toBe(
      dateIn(new Date(), upcoming.timeZone),
    );
  });
});
