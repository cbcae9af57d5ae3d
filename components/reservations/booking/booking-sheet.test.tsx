// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { MerchantEarnFacts } from "@/components/merchants/detail/merchant-earn-facts";
import type { ImpressionEvent } from "@/shared/contracts/impressions";
import { weekdays } from "@/shared/contracts/weekdays";
import type { MemberReservation } from "@/shared/contracts/reservations";
import { availabilityWording } from "@/shared/merchants/availability-wording";
import { localIsoDate } from "@/shared/merchants/reservation-window";
import { componentNetwork } from "@/tests/support/component-network";
import { polyfillDialog } from "@/tests/support/dialog-polyfill";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { memberReservation } from "@/tests/support/member-reservation-fixture";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { spokenText } from "@/tests/support/spoken-text";
import { ReservationBlock } from "./reservation-block";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

// The block loads the table search and the slots when first asked (decision 0040): loaded here first,
// so the tests' waits are about the block, not the test runner's first transform of those files.
beforeAll(async () => {
  await Promise.all([import("./reservation-search"), import("./reservation-slots")]);
});

const tomorrow = () => {
  const now = new Date();
  return localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
};

function reservationAnswer(time: string): MemberReservation {
  return memberReservation({ date: tomorrow(), time, confirmationNumber: "OT-12345" });
}

let booking: (body: Record<string, unknown>) => Response = (body) =>
  HttpResponse.json({ reservation: reservationAnswer(String(body.time)) }, { status: 201 });
const booked: Record<string, unknown>[] = [];
const impressions: ImpressionEvent[] = [];
componentNetwork(
  http.get("*/api/merchants/:merchantId/reservations/availability", () =>
    HttpResponse.json({ slots: ["18:30", "19:00", "19:30"], bonus: 50 }),
  ),
  http.get("*/api/Member", () => HttpResponse.json({ ...demoMemberAccount, phoneNumber: "(312) 555-0199" })),
  http.post("*/api/Member/Reservations", async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    booked.push(body);
    return booking(body);
  }),
  http.post("*/api/Impressions", async ({ request }) => {
    const events = (await request.json()) as ImpressionEvent[];
    impressions.push(...events);
    return HttpResponse.json({ accepted: events.length });
  }),
);
freshQueriesPerTest();
polyfillDialog();

const wording = availabilityWording({ reservation_general: "Copy: general." });

/** Harbor's earn rules at a restaurant where the given tiers hold a campaign code, every day. */
const earnFacts = (campaignTiers: readonly number[]): MerchantEarnFacts => ({
  partner: {
    currencyType: "Point",
    currencyName: { one: "point", other: "points" },
    earnRules: [
      { tierLevel: 0, amountPerDollar: 1 },
      { tierLevel: 2, amountPerDollar: 5 },
      { tierLevel: 3, amountPerDollar: 5 },
    ],
    showEarnRate: true,
  },
  merchant: { campaignTiers: [...campaignTiers], benefitDays: [...weekdays] },
});

function renderBlock(enrollmentType: "direct" | "sso" = "direct", facts = earnFacts([0, 2, 3])) {
  renderWithQueries(
    <ReservationBlock
      merchantId="m-1"
      merchantName="Blue Fin"
      // The visitor's clock in these tests: dates and "too soon" read alike on both.
      timeZone="UTC"
      // Hours not known: the default list, with 19:00.
      openingHours={[]}
      phone="(312) 555-0100"
      earnFacts={facts}
      bonus={50}
      enrollmentType={enrollmentType}
      wording={wording}
    />,
  );
}

async function pickSlot(label: string) {
  const find = await screen.findByRole<HTMLButtonElement>("button", { name: "Find a table" });
  await vi.waitFor(() => {
    expect(find.disabled).toBe(false);
  });
  fireEvent.change(screen.getByLabelText("Date"), { target: { value: tomorrow() } });
  fireEvent.click(find);
  fireEvent.click(await screen.findByRole("button", { name: label }));
  return screen.getByTestId("reservation-dialog");
}

describe("the booking sheet", () => {
  afterEach(() => {
    booked.length = 0;
    impressions.length = 0;
    booking = (body) =>
      HttpResponse.json({ reservation: reservationAnswer(String(body.time)) }, { status: 201 });
    window.history.replaceState(null, "", "/");
  });

  it("books with the member's details prefilled and confirms with the calendar file and the bonus", async () => {
    setSessionCookie(true);
    renderBlock();
    const sheet = await pickSlot("7:30 PM");
    const first = await within(sheet).findByLabelText<HTMLInputElement>(/First name/);
    expect(first.value).toBe("Dana");
    expect(within(sheet).getByLabelText<HTMLInputElement>(/Phone/).value).toBe("(312) 555-0199");
    const email = within(sheet).getByLabelText<HTMLInputElement>(/Email/);
    expect(email.value).toBe("demo@harbor.example");
    // The form's address is the restaurant's contact: the program's mail goes to the account's.
    const described = (email.getAttribute("aria-describedby") ?? "").split(" ");
    const hint = described.map((id) => document.getElementById(id)?.textContent ?? "").join("");
    expect(hint).toBe(
      "For the restaurant. Your confirmation, with links to change or cancel, goes to your account email, demo@harbor.example.",
    );
    expect(within(sheet).getByTestId("booking-policy").textContent).toContain("50 bonus points");
    fireEvent.change(within(sheet).getByLabelText(/Special requests/), { target: { value: "Window seat" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Book" }));

    const confirmation = await within(sheet).findByTestId("booking-confirmation");
    expect(booked[0]).toMatchObject({
      merchantId: "m-1",
      date: tomorrow(),
      time: "19:30",
      partySize: 2,
      firstName: "Dana",
      lastName: "Rivera",
      email: "demo@harbor.example",
      phone: "(312) 555-0199",
      specialRequests: "Window seat",
    });
    expect(confirmation.textContent).toContain("OT-12345");
    expect(confirmation.textContent).toContain("7:30 PM");
    expect(confirmation.textContent).toContain("50 bonus points");
    // The booking's own calendar file (GET …/Reservations/{id}/calendar.ics).
    expect(within(confirmation).getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toMatch(
      /\/Reservations\/3f1d1f4e-8f4a-4c55-9d4b-0c6f4f1e9a10\/calendar\.ics$/,
    );
    await vi.waitFor(() => {
      expect(impressions.map((event) => event.event)).toEqual([
        "reservation_search_user_with_card",
        "reservation_book_user_with_card",
      ]);
    });
  });

  it("offers the nearest free times when the slot was just taken, and books the one picked", async () => {
    setSessionCookie(true);
    booking = (body) =>
      body.time === "19:30"
        ? HttpResponse.json(
            { code: "slot_taken", message: "Taken.", alternatives: ["19:45", "20:15"] },
            { status: 409 },
          )
        : HttpResponse.json({ reservation: reservationAnswer(String(body.time)) }, { status: 201 });
    renderBlock();
    const sheet = await pickSlot("7:30 PM");
    await within(sheet).findByLabelText(/First name/);
    fireEvent.click(within(sheet).getByRole("button", { name: "Book" }));
    const taken = await within(sheet).findByTestId("booking-slot-taken");
    expect(taken.textContent).toContain("That time was just taken");
    fireEvent.click(within(taken).getByRole("button", { name: "8:15 PM" }));
    expect(within(sheet).getByTestId("booking-summary").textContent).toContain("8:15 PM");
    fireEvent.click(within(sheet).getByRole("button", { name: "Book" }));
    await within(sheet).findByTestId("booking-confirmation");
    expect(booked.map((body) => body.time)).toEqual(["19:30", "20:15"]);
  });

  it.each([
    ["overlap", 409, "A reservation already exists within two hours at this location."],
    ["fraud", 403, "This account has been deactivated with the reservation provider."],
    ["general", 502, "We were unable to complete your reservation."],
  ])("says the partner's %s words from the refusal", async (code, status, message) => {
    setSessionCookie(true);
    booking = () => HttpResponse.json({ code, message }, { status });
    renderBlock();
    const sheet = await pickSlot("7:00 PM");
    await within(sheet).findByLabelText(/First name/);
    fireEvent.click(within(sheet).getByRole("button", { name: "Book" }));
    await vi.waitFor(() => {
      expect(within(sheet).getByTestId("booking-error").textContent).toBe(message);
    });
  });

  it("says the general words when the answer is no refusal at all", async () => {
    setSessionCookie(true);
    booking = () => HttpResponse.text("Bad gateway", { status: 502 });
    renderBlock();
    const sheet = await pickSlot("7:00 PM");
    await within(sheet).findByLabelText(/First name/);
    fireEvent.click(within(sheet).getByRole("button", { name: "Book" }));
    await vi.waitFor(() => {
      expect(within(sheet).getByTestId("booking-error").textContent).toBe("Copy: general.");
    });
  });

  it("asks a visitor to sign in and carries the slot to come back to", async () => {
    renderBlock();
    const sheet = await pickSlot("7:30 PM");
    expect(sheet.textContent).toContain("Sign in to complete your reservation");
    const link = within(sheet).getByRole("link", { name: "Sign in to reserve" });
    const href = new URL(link.getAttribute("href") ?? "", "https://site.test");
    expect(href.pathname).toBe("/login");
    expect(href.searchParams.get("returnUrl")).toBe(
      `/merchants/m-1?date=${tomorrow()}&time=19%3A00&partySize=2&slot=19%3A30`,
    );
    expect(booked).toEqual([]);
  });

  it("sends an SSO visitor through /Login with the same return path", async () => {
    renderBlock("sso");
    const sheet = await pickSlot("7:30 PM");
    const href = new URL(
      within(sheet).getByRole("link", { name: "Sign in to reserve" }).getAttribute("href") ?? "",
      "https://site.test",
    );
    expect(href.pathname).toBe("/Login");
    expect(href.searchParams.get("returnTo")).toContain("slot=19%3A30");
  });

  it("reopens the sheet on the chosen slot when the member comes back from signing in", async () => {
    setSessionCookie(true);
    window.history.replaceState(
      null,
      "",
      `/merchants/m-1?date=${tomorrow()}&time=19:00&partySize=2&slot=19:30`,
    );
    renderBlock();
    const sheet = await screen.findByTestId("reservation-dialog");
    await vi.waitFor(() => {
      expect(sheet.hasAttribute("open")).toBe(true);
    });
    expect((await within(sheet).findByTestId("booking-summary")).textContent).toContain("7:30 PM");
    expect(window.location.search).toBe("");
  });

  it("says what the member earns for this booking in one sentence, on the block, the sheet and the confirmation", async () => {
    setSessionCookie(true);
    renderBlock();
    const line =
      "You will earn 50 bonus points for this booking, plus 5 points per $1 on the meal, when you dine and pay with a linked card.";
    await vi.waitFor(() => {
      expect(spokenText(screen.getByTestId("reservation-bonus"))).toBe(line);
    });
    const sheet = await pickSlot("7:30 PM");
    await within(sheet).findByLabelText(/First name/);
    expect(within(sheet).getByTestId("booking-policy").textContent).toContain(line);
    fireEvent.click(within(sheet).getByRole("button", { name: "Book" }));
    const confirmation = await within(sheet).findByTestId("booking-confirmation");
    expect(within(confirmation).getByTestId("booking-earn").textContent).toBe(line);
  });

  it("promises no bonus anywhere to a member whose level does not earn here", async () => {
    setSessionCookie(true);
    // VIP only: the demo member (email subscriber, tier 2) does not earn here.
    renderBlock("direct", earnFacts([3]));
    const line =
      "Your membership level doesn't earn at this restaurant yet, so this booking earns no bonus points. Reach VIP status to earn here.";
    await vi.waitFor(() => {
      expect(spokenText(screen.getByTestId("reservation-bonus"))).toBe(line);
    });
    const sheet = await pickSlot("7:30 PM");
    await within(sheet).findByLabelText(/First name/);
    expect(within(sheet).getByTestId("booking-policy").textContent).toContain(line);
    fireEvent.click(within(sheet).getByRole("button", { name: "Book" }));
    const confirmation = await within(sheet).findByTestId("booking-confirmation");
    expect(within(confirmation).getByTestId("booking-earn").textContent).toBe(line);
    expect(confirmation.textContent).not.toContain("You will earn");
  });
});
