import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberReservations, outboxMessages } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { reservationProvider } from "@/backend/reservations";
import { memberReservationAnswerSchema, memberReservationListSchema } from "@/shared/contracts/reservations";
import { answer, errorAnswer } from "./support";
import {
  addMinutes,
  booked,
  daysAhead,
  freeSlot,
  freshMember,
  harborWording,
  merchantWithSlot,
} from "./reservation-test-kit";
import { suiteApi } from "./suite-api";

// PostgreSQL too: reservations: changes under the member's lock.
const kinds = testDbKinds({ dialectMatters: true });

// Changing and cancelling a booking through the member API, and only one's own.
describe.each(kinds)("member reservations on %s", (kind) => {
  const api = suiteApi(kind, { merchants: 40 });
  const date = daysAhead(12);

  it("changes an upcoming booking, leaving itself out of the overlap window", async () => {
    const { visitor, email } = await freshMember(api(), "modify");
    const slot = await merchantWithSlot(api(), date, { time: "19:00" });
    const reservation = await booked(visitor, { ...slot, date });
    const later = await freeSlot(api(), slot.merchantId, date, addMinutes(slot.time, 30), 4);
    expect(later).toBeDefined();
    const response = await visitor.call(`/api/Member/Reservations/${reservation.id}`, {
      method: "PATCH",
      json: { date, time: later, partySize: 4 },
      headers: { "X-XSRF-TOKEN": await visitor.csrfToken() },
    });
    expect(response.status).toBe(200);
    const changed = (await answer(response, memberReservationAnswerSchema)).reservation;
    expect(changed).toMatchObject({ id: reservation.id, time: later, partySize: 4, status: "booked" });
    const held = await reservationProvider(api().testDb.db).get(changed.confirmationNumber);
    expect(held).toMatchObject({ time: later, partySize: 4, status: "booked" });
    // The member's account address hears of the change, with fresh links.
    const [mail] = await api()
      .testDb.db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, email))
      .orderBy(desc(outboxMessages.createdAt));
    expect(mail?.subject).toMatch(/^Reservation changed: /);
    expect(mail?.textBody).toContain("Party: 4 guests");
    expect(mail?.textBody).toContain(`/reservations/manage?id=${reservation.id}&action=cancel`);
    const bad = await visitor.call(`/api/Member/Reservations/${reservation.id}`, {
      method: "PATCH",
      json: { date, time: "25:00", partySize: 0 },
      headers: { "X-XSRF-TOKEN": await visitor.csrfToken() },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorAnswer(bad)).fields ?? {}).sort()).toEqual(["partySize", "time"]);
  });

  it("refuses a change to a date already past, and the booking stays where it was", async () => {
    const { visitor } = await freshMember(api(), "modify-past");
    const reservation = await booked(visitor, { ...(await merchantWithSlot(api(), date)), date });
    for (const past of [daysAhead(-1), daysAhead(-2)]) {
      const response = await visitor.call(`/api/Member/Reservations/${reservation.id}`, {
        method: "PATCH",
        json: { date: past, time: "19:00", partySize: 2 },
        headers: { "X-XSRF-TOKEN": await visitor.csrfToken() },
      });
      // Refused by the API's date window (400) or by the provider's bounds on the restaurant's
      // clock (422: too soon, or before its yesterday), whichever the date meets first.
      expect([400, 422]).toContain(response.status);
    }
    const held = await reservationProvider(api().testDb.db).get(reservation.confirmationNumber);
    expect(held).toMatchObject({ date, time: reservation.time, status: "booked" });
  });

  it("cancels an upcoming booking once, and frees the table at the provider", async () => {
    const { visitor } = await freshMember(api(), "cancel");
    const reservation = await booked(visitor, { ...(await merchantWithSlot(api(), date)), date });
    const cancel = () =>
      visitor.csrfToken().then((token) =>
        visitor.call(`/api/Member/Reservations/${reservation.id}/Cancel`, {
          method: "POST",
          headers: { "X-XSRF-TOKEN": token },
        }),
      );
    const response = await cancel();
    expect(response.status).toBe(200);
    const cancelled = (await answer(response, memberReservationAnswerSchema)).reservation;
    expect(cancelled).toMatchObject({ status: "cancelled", changeable: false });
    expect(cancelled.bonus).toEqual({
      state: "not_earned",
      amount: 50,
      reason: harborWording("reservation_bonus_cancelled").replace("CURRENCY_P_1", "points"),
    });
    const [row] = await api()
      .testDb.db.select()
      .from(memberReservations)
      .where(eq(memberReservations.id, reservation.id));
    expect(row?.cancelledAt).toBeInstanceOf(Date);
    expect((await reservationProvider(api().testDb.db).get(reservation.confirmationNumber))?.status).toBe(
      "cancelled",
    );
    expect((await cancel()).status).toBe(404);
  });

  it("never lets a member see or change another member's booking", async () => {
    const owner = await freshMember(api(), "owner");
    const reservation = await booked(owner.visitor, { ...(await merchantWithSlot(api(), date)), date });
    const { visitor: other } = await freshMember(api(), "other");
    const token = await other.csrfToken();
    const attempts = [
      other.call(`/api/Member/Reservations/${reservation.id}`, {
        method: "PATCH",
        json: { date, time: reservation.time, partySize: 3 },
        headers: { "X-XSRF-TOKEN": token },
      }),
      other.call(`/api/Member/Reservations/${reservation.id}/Cancel`, {
        method: "POST",
        headers: { "X-XSRF-TOKEN": token },
      }),
      other.call(`/api/Member/Reservations/${reservation.id}/calendar.ics`),
      other.call("/api/Member/Reservations/not-a-uuid/calendar.ics"),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await errorAnswer(response)).toEqual({ error: "Reservation not found" });
    }
    const list = await answer(await other.call("/api/Member/Reservations"), memberReservationListSchema);
    expect([...list.upcoming, ...list.past].map((item) => item.id)).not.toContain(reservation.id);
    const still = await reservationProvider(api().testDb.db).get(reservation.confirmationNumber);
    expect(still).toMatchObject({ status: "booked", partySize: 2 });
  });
});
