import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberReservations } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { reservationProvider, ReservationProviderError } from "@/backend/reservations";
import { reservationRefusalSchema } from "@/shared/contracts/reservations";
import { answer } from "./support";
import {
  addMinutes,
  book,
  booked,
  bookableMerchantIds,
  daysAhead,
  freeSlot,
  freshMember,
  guest,
  harborWording,
  merchantWithSlot,
  pastReservationRow,
} from "./reservation-test-kit";
import { suiteApi } from "./suite-api";

async function refusal(response: Response) {
  return answer(response, reservationRefusalSchema.strict());
}

// PostgreSQL too: reservations: bookings at once, under the member's lock.
const kinds = testDbKinds({ dialectMatters: true });

// The bookings the member API refuses, each with the partner's wording: overlaps, double submits,
// the partner's fraud rules, a slot taken meanwhile and the provider's bounds.
describe.each(kinds)("member reservations on %s", (kind) => {
  const api = suiteApi(kind, { merchants: 40 });
  const date = daysAhead(12);

  it("refuses a second booking at the same restaurant within the overlap window, not elsewhere", async () => {
    const { visitor } = await freshMember(api(), "overlap");
    const first = await merchantWithSlot(api(), date, { time: "18:00" });
    await booked(visitor, { ...first, date });
    const near = await freeSlot(api(), first.merchantId, date, addMinutes(first.time, 60));
    expect(near).toBeDefined();
    const response = await book(visitor, { merchantId: first.merchantId, date, time: near });
    expect(response.status).toBe(409);
    expect(await refusal(response)).toEqual({
      code: "overlap",
      message: harborWording("reservation_overlap"),
    });
    // The partner's window is per restaurant (decision 0031): another one at the same time is fine.
    const elsewhere = await merchantWithSlot(api(), date, { skip: [first.merchantId], time: first.time });
    expect((await book(visitor, { ...elsewhere, date })).status).toBe(201);
  });

  it("keeps one of two bookings sent at once for the same restaurant (a double submit)", async () => {
    const { visitor, memberId } = await freshMember(api(), "double");
    const slot = await merchantWithSlot(api(), date, { time: "20:00" });
    const near = await freeSlot(api(), slot.merchantId, date, addMinutes(slot.time, 30));
    expect(near).toBeDefined();
    const responses = await Promise.all([
      book(visitor, { ...slot, date }),
      book(visitor, { merchantId: slot.merchantId, date, time: near }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const rows = await api()
      .testDb.db.select()
      .from(memberReservations)
      .where(eq(memberReservations.memberId, memberId));
    expect(rows).toHaveLength(1);
  });

  it("refuses a member with too many no-shows lately (the partner's fraud rule)", async () => {
    const { visitor, memberId } = await freshMember(api(), "no-shows");
    const [merchantId] = await bookableMerchantIds(api());
    for (const days of [5, 20, 40]) {
      await api()
        .testDb.db.insert(memberReservations)
        .values(pastReservationRow(memberId, merchantId ?? "", days, { status: "no_show", withCard: false }));
    }
    const response = await book(visitor, { ...(await merchantWithSlot(api(), date)), date });
    expect(response.status).toBe(403);
    expect(await refusal(response)).toEqual({ code: "fraud", message: harborWording("reservation_fraud") });
  });

  it("refuses a member who books too many tables in one day (the partner's fraud rule)", async () => {
    const { visitor } = await freshMember(api(), "many");
    const used: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const slot = await merchantWithSlot(api(), date, { skip: used });
      used.push(slot.merchantId);
      await booked(visitor, { ...slot, date });
    }
    const response = await book(visitor, { ...(await merchantWithSlot(api(), date, { skip: used })), date });
    expect(response.status).toBe(403);
    expect((await refusal(response)).code).toBe("fraud");
  });

  it("keeps the day's limit when bookings at several restaurants arrive at once", async () => {
    const { visitor, memberId } = await freshMember(api(), "burst");
    const limit = 6; // harbor's reservationFraudRule.maxBookingsPerDay, as the test above books
    const slots: { merchantId: string; time: string }[] = [];
    for (let index = 0; index <= limit; index += 1) {
      slots.push(await merchantWithSlot(api(), date, { skip: slots.map((slot) => slot.merchantId) }));
    }
    const responses = await Promise.all(slots.map((slot) => book(visitor, { ...slot, date })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 403)).toHaveLength(1);
    const rows = await api()
      .testDb.db.select()
      .from(memberReservations)
      .where(eq(memberReservations.memberId, memberId));
    expect(rows).toHaveLength(limit);
  });

  it("offers the nearest free times when the slot was taken meanwhile", async () => {
    const { visitor } = await freshMember(api(), "taken");
    const slotDate = daysAhead(14);
    const slot = await merchantWithSlot(api(), slotDate, { time: "19:00" });
    const provider = reservationProvider(api().testDb.db);
    // Other diners take every table at that time, straight through the provider.
    for (let taken = 0; taken < 200; taken += 1) {
      try {
        await provider.book({
          restaurantId: slot.merchantId,
          date: slotDate,
          time: slot.time,
          partySize: 2,
          guest,
        });
      } catch (error) {
        if (error instanceof ReservationProviderError && error.code === "slot_taken") break;
        throw error;
      }
    }
    const response = await book(visitor, { ...slot, date: slotDate });
    expect(response.status).toBe(409);
    const body = await refusal(response);
    expect(body.code).toBe("slot_taken");
    expect(body.message).toBe(harborWording("reservation_slot_taken"));
    expect(body.alternatives?.length).toBeGreaterThan(0);
    expect(body.alternatives).not.toContain(slot.time);
  });

  it("answers the provider's bounds 422 with the partner's wording", async () => {
    const { visitor } = await freshMember(api(), "bounds");
    const [merchantId] = await bookableMerchantIds(api());
    const tooFar = await book(visitor, { merchantId, date: daysAhead(500), time: "19:00" });
    expect(tooFar.status).toBe(422);
    expect(await refusal(tooFar)).toEqual({
      code: "date_out_of_range",
      message: harborWording("availability_date_too_far"),
    });
    const past = await book(visitor, { merchantId, date: daysAhead(-1), time: "00:15" });
    expect(past.status).toBe(422);
    expect((await refusal(past)).code).toBe("time_too_soon");
    const crowd = await book(visitor, { merchantId, date: daysAhead(12), time: "19:00", partySize: 20 });
    expect(crowd.status).toBe(422);
    expect(await refusal(crowd)).toEqual({
      code: "party_too_large",
      message: harborWording("availability_party_too_large"),
    });
  });
});
