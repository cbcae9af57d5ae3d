// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { memberReservation } from "@/tests/support/member-reservation-fixture";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { ManageReservation } from "./manage-reservation";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

const booking = memberReservation();

const seen: { get: URLSearchParams[]; cancel: unknown[] } = { get: [], cancel: [] };
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
);
freshQueriesPerTest();

describe("the email's manage link", () => {
  afterEach(() => {
    seen.get.length = 0;
    seen.cancel.length = 0;
    window.history.replaceState(null, "", "/");
  });

  it("shows the booking a cancel link names and cancels it, naming only the booking and the action", async () => {
    const link = { id: booking.id, action: "cancel" };
    window.history.replaceState(null, "", `/reservations/manage?${new URLSearchParams(link).toString()}`);
    renderWithQueries(<ManageReservation generalError="Copy: general." />);
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
    renderWithQueries(<ManageReservation generalError="Copy: general." />);
    expect((await screen.findByTestId("manage-invalid")).textContent).toContain("no longer valid");
  });

  it("says the same of a link that names no booking, without asking", async () => {
    window.history.replaceState(null, "", "/reservations/manage?action=cancel");
    renderWithQueries(<ManageReservation generalError="Copy: general." />);
    expect((await screen.findByTestId("manage-invalid")).textContent).toContain("no longer valid");
    expect(seen.get).toEqual([]);
  });
});
