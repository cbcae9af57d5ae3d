import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findMemberReservation } from "@/backend/db/queries/member-reservations";
import { memberReservations } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import {
  reservationProvider,
  ReservationProviderError,
  type ReservationProvider,
} from "@/backend/reservations";
import { bookReservation } from "@/backend/services/reservations/book-reservation";
import { modifyReservation } from "@/backend/services/reservations/modify-reservation";
import { ReservationRefused } from "@/backend/services/reservations/reservation-refusal";
import type { MemberReservation } from "@/shared/contracts/reservations";
import { getPartner } from "@/partners/registry";
import { booked, daysAhead, freshMember, guest, merchantWithSlot } from "./reservation-test-kit";
import { suiteApi } from "./suite-api";
import type { TestApi } from "./support";

const origin = "http://harbor.localhost:3000";

/**
 * The provider, except that each change waits at the door until `expected` have arrived (or a
 * moment has passed, so a service that refuses early never leaves the others waiting): the stores
 * that follow race as closely as the database lets them.
 */
function providerWithDoor(inner: ReservationProvider, expected: number): ReservationProvider {
  let arrived = 0;
  let open: () => void = () => undefined;
  const door = new Promise<void>((resolve) => {
    open = resolve;
  });
  const wait = () => {
    arrived += 1;
    if (arrived >= expected) open();
    return Promise.race([door, new Promise((resolve) => setTimeout(resolve, 500))]);
  };
  return {
    ...inner,
    book: async (request) => {
      await wait();
      return inner.book(request);
    },
    modify: async (request) => {
      await wait();
      return inner.modify(request);
    },
  };
}

/** Two free seatings of the merchant on the date, less than the overlap window apart. */
async function twoNearSlots(api: TestApi, merchantId: string, date: string): Promise<[string, string]> {
  const { slots } = await reservationProvider(api.testDb.db).availability({
    restaurantId: merchantId,
    date,
    time: "19:00",
    partySize: 2,
  });
  const [first, second] = slots;
  if (!first || !second) throw new Error(`no two seatings on ${date}`);
  return [first, second];
}

/** The member's booked tables at the merchant, as instants. */
async function bookedStarts(api: TestApi, memberId: string, merchantId: string): Promise<number[]> {
  const rows = await api.testDb.db
    .select({ startsAt: memberReservations.startsAt })
    .from(memberReservations)
    .where(
      and(
        eq(memberReservations.memberId, memberId),
        eq(memberReservations.merchantId, merchantId),
        eq(memberReservations.status, "booked"),
      ),
    );
  return rows.map((row) => row.startsAt.getTime()).sort((a, b) => a - b);
}

/** What each of several operations came to: "ok" or its refusal code. */
function outcomes(settled: PromiseSettledResult<unknown>[]): string[] {
  return settled.map((outcome) =>
    outcome.status === "fulfilled"
      ? "ok"
      : outcome.reason instanceof ReservationRefused
        ? outcome.reason.code
        : String(outcome.reason),
  );
}

// PostgreSQL too: reservations: changes at once, under the member's lock.
const kinds = testDbKinds({ dialectMatters: true });

// The overlap window (decision 0031) holds when a member's changes reach the service at the same
// moment: two tabs moving two bookings, or a change and a new booking, into the same hours.
describe.each(kinds)("changes arriving at once on %s", (kind) => {
  const api = suiteApi(kind, { merchants: 40 });
  const partner = getPartner("harbor")?.effective;
  const windowMs = (partner?.reservationOverlapHours ?? 0) * 3_600_000;

  async function record(memberId: string, reservation: MemberReservation) {
    const found = await findMemberReservation(api().testDb.db, {
      partnerCode: "harbor",
      memberId,
      reservationId: reservation.id,
    });
    if (!found) throw new Error("booked reservation not found");
    return found;
  }

  function expectApart(starts: number[]) {
    for (let index = 1; index < starts.length; index += 1) {
      expect((starts[index] ?? 0) - (starts[index - 1] ?? 0)).toBeGreaterThanOrEqual(windowMs);
    }
  }

  it("keeps one of two bookings changed at once into overlapping hours", async () => {
    if (!partner) throw new Error("harbor is not registered");
    const { visitor, memberId } = await freshMember(api(), "two-changes");
    // A day apart now; both moved to the same evening, minutes apart.
    const slot = await merchantWithSlot(api(), daysAhead(20), { time: "19:00" });
    const target = daysAhead(22);
    const [early, late] = await twoNearSlots(api(), slot.merchantId, target);
    const first = await booked(visitor, { ...slot, date: daysAhead(20) });
    const second = await booked(visitor, {
      merchantId: slot.merchantId,
      date: daysAhead(21),
      time: (await twoNearSlots(api(), slot.merchantId, daysAhead(21)))[0],
    });
    const provider = providerWithDoor(reservationProvider(api().testDb.db), 2);
    const moves = [
      { reservation: first, time: early },
      { reservation: second, time: late },
    ];
    const settled = await Promise.allSettled(
      moves.map(async (move) =>
        modifyReservation(api().testDb.db, {
          provider,
          partner,
          record: await record(memberId, move.reservation),
          change: { date: target, time: move.time, partySize: 2 },
          origin,
        }),
      ),
    );
    expect(outcomes(settled).sort()).toEqual(["ok", "overlap"]);
    expectApart(await bookedStarts(api(), memberId, slot.merchantId));
    // The refused change left its table where it was, with us and with the provider alike.
    const refusedIndex = settled.findIndex((outcome) => outcome.status === "rejected");
    const kept = moves[refusedIndex]?.reservation;
    if (!kept) throw new Error("no refused change");
    const row = await record(memberId, kept);
    expect({ date: row.date, time: row.time }).toEqual({ date: kept.date, time: kept.time });
    const held = await reservationProvider(api().testDb.db).get(row.confirmationNumber);
    expect(held).toMatchObject({ date: kept.date, time: kept.time, status: "booked" });
  });

  it("keeps one of a change and a new booking arriving at once for the same hours", async () => {
    if (!partner) throw new Error("harbor is not registered");
    const { visitor, memberId } = await freshMember(api(), "change-and-book");
    const slot = await merchantWithSlot(api(), daysAhead(23), { time: "19:00" });
    const target = daysAhead(24);
    const [early, late] = await twoNearSlots(api(), slot.merchantId, target);
    const existing = await booked(visitor, { ...slot, date: daysAhead(23) });
    // The change reaches the provider only once the new booking is through (or refused): on code
    // that checks the window outside the member's lock, both then pass.
    const inner = reservationProvider(api().testDb.db);
    let bookingDone: Promise<unknown> = Promise.resolve();
    const provider: ReservationProvider = {
      ...inner,
      modify: async (request) => {
        await Promise.race([bookingDone, new Promise((resolve) => setTimeout(resolve, 2_000))]);
        return inner.modify(request);
      },
    };
    const change = modifyReservation(api().testDb.db, {
      provider,
      partner,
      record: await record(memberId, existing),
      change: { date: target, time: early, partySize: 2 },
      origin,
    });
    const booking = bookReservation(api().testDb.db, {
      provider,
      partner,
      memberId,
      origin,
      booking: { ...guest, merchantId: slot.merchantId, date: target, time: late, partySize: 2 },
    });
    bookingDone = booking.catch(() => undefined);
    const settled = await Promise.allSettled([change, booking]);
    expect(outcomes(settled).filter((outcome) => outcome === "ok")).toHaveLength(1);
    expect(outcomes(settled).filter((outcome) => outcome === "overlap")).toHaveLength(1);
    expectApart(await bookedStarts(api(), memberId, slot.merchantId));
  });

  it("puts a change the provider refuses back where the provider still holds the table", async () => {
    if (!partner) throw new Error("harbor is not registered");
    const { visitor, memberId } = await freshMember(api(), "change-refused");
    const slot = await merchantWithSlot(api(), daysAhead(25), { time: "19:00" });
    const existing = await booked(visitor, { ...slot, date: daysAhead(25) });
    const inner = reservationProvider(api().testDb.db);
    const provider: ReservationProvider = {
      ...inner,
      modify: () => Promise.reject(new ReservationProviderError("slot_taken", "Taken", [])),
    };
    const [early] = await twoNearSlots(api(), slot.merchantId, daysAhead(26));
    await expect(
      modifyReservation(api().testDb.db, {
        provider,
        partner,
        record: await record(memberId, existing),
        change: { date: daysAhead(26), time: early, partySize: 4 },
        origin,
      }),
    ).rejects.toMatchObject({ code: "slot_taken" });
    const row = await record(memberId, existing);
    expect({ date: row.date, time: row.time, partySize: row.partySize }).toEqual({
      date: existing.date,
      time: existing.time,
      partySize: existing.partySize,
    });
  });
});
