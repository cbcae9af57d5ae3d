// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { availabilityWording } from "@/shared/merchants/availability-wording";
import { dateIn, localIsoDate } from "@/shared/merchants/reservation-window";
import { componentNetwork } from "@/tests/support/component-network";
import { memberReservation } from "@/tests/support/member-reservation-fixture";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { ManageReservation } from "./manage-reservation";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

const inDays = (days: number) => {
  const now = new Date();
  return localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
};
const booking = memberReservation({ date: inDays(3) });

const wording = availabilityWording({
  reservation_general: "Copy: general.",
  availability_none: "Copy: none.",
});

const seen: { get: URLSearchParams[]; cancel: unknown[]; modify: unknown[] } = {
  get: [],
  cancel: [],
  modify: [],
};
const server = componentNetwork(
  http.get("*/api/Reservations/Manage", ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen.get.push(query);
    // The server reads the link's signature from the cookie its arrival left (decision 0048).
    return HttpResponse.json({ reservation: booking });
  }),
  http.post("*/api/Reservations/Manage/Cancel", async ({ request }) => {
    seen.cancel.push(await request.json());
    return HttpResponse.json({ reservation: { ...booking, status: "cancelled", changeable: false } });
  }),
  http.get("*/api/merchants/:merchantId/reservations/availability", () =>
    HttpResponse.json({ slots: ["18:30", "19:30"], bonus: 50 }),
  ),
  http.post("*/api/Reservations/Manage/Modify", async ({ request }) => {
    const body = (await request.json()) as { date: string; time: string; partySize: number };
    seen.modify.push(body);
    return HttpResponse.json({
      reservation: { ...booking, date: body.date, time: body.time, partySize: body.partySize },
    });
  }),
);
freshQueriesPerTest();

describe("the email's manage link", () => {
  afterEach(() => {
    seen.get.length = 0;
    seen.cancel.length = 0;
    seen.modify.length = 0;
    window.history.replaceState(null, "", "/");
  });

  it("shows the booking a cancel link names and cancels it, naming only the booking and the action", async () => {
    const link = { id: booking.id, action: "cancel" };
    window.history.replaceState(null, "", `/reservations/manage?${new URLSearchParams(link).toString()}`);
    renderWithQueries(<ManageReservation wording={wording} />);
    expect((await screen.findByTestId("manage-reservation")).textContent).toContain("OT-1");
    expect(Object.fromEntries(seen.get[0] ?? [])).toEqual(link);
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    expect((await screen.findByTestId("manage-cancelled")).textContent).toContain("cancelled");
    expect(seen.cancel).toEqual([link]);
  });

  it("says the link is no longer valid when the server refuses it", async () => {
    server.use(
      http.get("*/api/Reservations/Manage", () => HttpResponse.json({ error: "Not found" }, { status: 404 })),
    );
    window.history.replaceState(null, "", `/reservations/manage?id=${booking.id}&action=cancel`);
    renderWithQueries(<ManageReservation wording={wording} />);
    expect((await screen.findByTestId("manage-invalid")).textContent).toContain("no longer valid");
  });

  it("says the same of a link that names no booking, without asking", async () => {
    window.history.replaceState(null, "", "/reservations/manage?action=cancel");
    renderWithQueries(<ManageReservation wording={wording} />);
    expect((await screen.findByTestId("manage-invalid")).textContent).toContain("no longer valid");
    expect(seen.get).toEqual([]);
  });

  it("changes the booking a modify link names, after showing the change and asking, and says it is done", async () => {
    const link = { id: booking.id, action: "modify" };
    window.history.replaceState(null, "", `/reservations/manage?${new URLSearchParams(link).toString()}`);
    renderWithQueries(<ManageReservation wording={wording} />);
    fireEvent.click(await screen.findByRole("button", { name: "Change it" }));
    const page = screen.getByTestId("manage-reservation");
    // The restaurant's own hours, in its twelve-hour times, from its today.
    const times = within(page).getByLabelText<HTMLSelectElement>("Time");
    expect(times.options[0]?.textContent).toBe("5:00 PM");
    expect(within(page).getByLabelText<HTMLInputElement>("Date").min).toBe(
      dateIn(new Date(), booking.timeZone),
    );
    fireEvent.change(within(page).getByLabelText("Date"), { target: { value: inDays(4) } });
    fireEvent.click(within(page).getByRole("button", { name: "Find new times" }));
    fireEvent.click(await within(page).findByRole("button", { name: "7:30 PM" }));

    const review = within(page).getByTestId("reservation-change-review");
    expect(seen.modify).toEqual([]);
    const time = within(review).getByText("Time", { selector: "dt" }).nextElementSibling;
    expect(time?.textContent).toContain("7:00 PM");
    expect(time?.textContent).toContain("7:30 PM");
    fireEvent.click(within(review).getByRole("button", { name: "Confirm the change" }));

    const done = await within(page).findByTestId("reservation-change-done");
    expect(within(done).getByRole("status").textContent).toBe("Your reservation is changed.");
    expect(done.textContent).toContain("7:30 PM");
    // The link's booking and action only: its signature stays in the cookie (decision 0048).
    expect(seen.modify).toEqual([{ ...link, date: inDays(4), time: "19:30", partySize: 2 }]);
  });

  it("offers no change on a cancel link", async () => {
    window.history.replaceState(null, "", `/reservations/manage?id=${booking.id}&action=cancel`);
    renderWithQueries(<ManageReservation wording={wording} />);
    await screen.findByTestId("manage-reservation");
    expect(screen.queryByRole("button", { name: "Change it" })).toBeNull();
  });
});
