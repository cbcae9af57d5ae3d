import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cards, memberReservations } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { reservationProvider } from "@/backend/reservations";
import { memberReservationAnswerSchema } from "@/shared/contracts/reservations";
import { answer, errorAnswer, memberRow, signedInVisitor, Visitor } from "./support";
import {
  book,
  booked,
  bookableMerchantIds,
  daysAhead,
  freshMember,
  guest,
  harbor,
  merchantWithSlot,
} from "./reservation-test-kit";
import { suiteApi } from "./suite-api";

// PostgreSQL too: reservations: bookings under the member's lock.
const kinds = testDbKinds({ dialectMatters: true });

// Booking a table through the member API: who may, what it checks, and what it stores. Refusals
// are in reservations-refusals.test.ts, changes and cancels in reservations-changes.test.ts, the
// list and the calendar file in reservations-list.test.ts.
describe.each(kinds)("member reservations on %s", (kind) => {
  const api = suiteApi(kind, { merchants: 40 });
  const date = daysAhead(12);

  it("answers 401 without a session and 404 where the partner takes no bookings", async () => {
    const anonymous = new Visitor(api(), harbor);
    expect((await anonymous.call("/api/Member/Reservations")).status).toBe(401);
    expect((await book(anonymous, { merchantId: "m-000001", date, time: "19:00" })).status).toBe(401);
    const skyway = await signedInVisitor(api(), "demo@skyway.example", "skyway.localhost:3000");
    expect((await skyway.call("/api/Member/Reservations")).status).toBe(404);
  });

  it("refuses a booking without the CSRF token", async () => {
    const { visitor } = await freshMember(api(), "csrf");
    const response = await visitor.call("/api/Member/Reservations", {
      method: "POST",
      json: { ...guest, merchantId: "m-000001", date, time: "19:00", partySize: 2 },
    });
    expect(response.status).toBe(403);
  });

  it("answers bad input 400 with a message per field, never 500", async () => {
    const { visitor } = await freshMember(api(), "bad-input");
    const response = await book(visitor, {
      merchantId: "m-000001",
      date: "12/24/2026",
      time: "7pm",
      partySize: 0,
      firstName: "",
      email: "not-an-email",
      phone: "call me",
    });
    expect(response.status).toBe(400);
    const body = await errorAnswer(response);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(
      ["date", "email", "firstName", "partySize", "phone", "time"].sort(),
    );
    expect(body.fields?.firstName).toBe("Enter a first name");
    const notJson = await visitor.call("/api/Member/Reservations", {
      method: "POST",
      body: "{",
      headers: { "content-type": "application/json", "X-XSRF-TOKEN": await visitor.csrfToken() },
    });
    expect(notJson.status).toBe(400);
  });

  it("answers 404 for an unknown merchant and one that takes no online bookings", async () => {
    const { visitor } = await freshMember(api(), "no-merchant");
    expect((await book(visitor, { merchantId: "m-999999", date, time: "19:00" })).status).toBe(404);
    const bookable = new Set(await bookableMerchantIds(api()));
    const other = ["m-000001", "m-000002", "m-000003", "m-000004", "m-000005"].find(
      (id) => !bookable.has(id),
    );
    expect(other).toBeDefined();
    expect((await book(visitor, { merchantId: other, date, time: "19:00" })).status).toBe(404);
  });

  it("books for a member without a card: stored, with the bonus it will earn", async () => {
    const { visitor, memberId } = await freshMember(api(), "no-card");
    const slot = await merchantWithSlot(api(), date);
    const response = await book(visitor, { ...slot, date, specialRequests: "Window seat, please" });
    expect(response.status).toBe(201);
    const { reservation } = await answer(response, memberReservationAnswerSchema);
    expect(reservation).toMatchObject({
      merchantId: slot.merchantId,
      date,
      time: slot.time,
      partySize: 2,
      status: "booked",
      withCard: false,
      changeable: true,
      specialRequests: "Window seat, please",
      bonus: { state: "upcoming", amount: 50, reason: null },
    });
    const [row] = await api()
      .testDb.db.select()
      .from(memberReservations)
      .where(eq(memberReservations.id, reservation.id));
    expect(row?.memberId).toBe(memberId);
    expect(row?.startsAt.getTime()).toBeGreaterThan(Date.now());
    // The provider holds the same booking under the confirmation number we show.
    const held = await reservationProvider(api().testDb.db).get(reservation.confirmationNumber);
    expect(held).toMatchObject({ status: "booked", date, time: slot.time, restaurantId: slot.merchantId });
    // The cancel token is the provider's secret: never in an answer.
    expect(JSON.stringify(reservation)).not.toContain(row?.providerCancelToken ?? "?");
  });

  it("books for a member with a linked card, and tells the two apart", async () => {
    const visitor = await signedInVisitor(api(), "vip@harbor.example", harbor);
    const member = await memberRow(api(), "vip@harbor.example");
    const live = await api()
      .testDb.db.select()
      .from(cards)
      .where(and(eq(cards.memberId, member.id)));
    expect(live.some((card) => card.deletedAt === null)).toBe(true);
    const reservation = await booked(visitor, {
      ...(await merchantWithSlot(api(), daysAhead(13))),
      date: daysAhead(13),
    });
    expect(reservation.withCard).toBe(true);
  });
});
