import { describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import {
  reservationLinkExpires,
  reservationLinkSignature,
} from "@/backend/security/reservation-link-signature";
import { derivedKey } from "@/backend/security/secrets";
import { errorAnswer, Visitor } from "./support";
import { book, booked, daysAhead, freshMember, harbor, merchantWithSlot } from "./reservation-test-kit";
import { suiteApi } from "./suite-api";

/** A date with a real year and month whose day the calendar does not have (February 30th). */
const impossibleDate = `${daysAhead(60).slice(0, 4)}-02-30`;

// PostgreSQL too: reservations: an impossible date must be refused before the server parses it.
const kinds = testDbKinds({ dialectMatters: true });

// Dates the contract's shape allows but the calendar does not: each endpoint that takes one
// answers 400 with the date's field message, never a 500 from reading an invalid time.
describe.each(kinds)("impossible reservation dates on %s", (kind) => {
  const api = suiteApi(kind, { merchants: 40 });
  const date = daysAhead(12);

  async function expectDateRefused(response: Response) {
    expect(response.status).toBe(400);
    const body = await errorAnswer(response);
    expect(Object.keys(body.fields ?? {})).toEqual(["date"]);
    expect(body.fields?.date).toBe("Choose a date that exists on the calendar");
  }

  it("refuses a booking on February 30th as a field error", async () => {
    const { visitor } = await freshMember(api(), "feb30-book");
    const slot = await merchantWithSlot(api(), date);
    await expectDateRefused(await book(visitor, { ...slot, date: impossibleDate }));
    await expectDateRefused(await book(visitor, { ...slot, date: "2026-13-01" }));
  });

  it("refuses a change to February 30th as a field error", async () => {
    const { visitor } = await freshMember(api(), "feb30-modify");
    const reservation = await booked(visitor, { ...(await merchantWithSlot(api(), date)), date });
    const response = await visitor.call(`/api/Member/Reservations/${reservation.id}`, {
      method: "PATCH",
      json: { date: impossibleDate, time: reservation.time, partySize: 2 },
      headers: { "X-XSRF-TOKEN": await visitor.csrfToken() },
    });
    await expectDateRefused(response);
  });

  it("refuses a change to February 30th through the signed modify link", async () => {
    const { visitor } = await freshMember(api(), "feb30-link");
    const reservation = await booked(visitor, { ...(await merchantWithSlot(api(), date)), date });
    const expires = reservationLinkExpires(new Date(Date.now() + 13 * 86_400_000));
    const grant = { reservationId: reservation.id, action: "modify" as const, expires };
    const stranger = new Visitor(api(), harbor);
    const response = await stranger.call("/api/Reservations/Manage/Modify", {
      method: "POST",
      json: {
        id: reservation.id,
        action: "modify",
        expires,
        sig: reservationLinkSignature(derivedKey("reservation-link"), grant),
        date: impossibleDate,
        time: reservation.time,
        partySize: 2,
      },
      headers: { "X-XSRF-TOKEN": await stranger.csrfToken() },
    });
    await expectDateRefused(response);
  });
});
