import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberReservations } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { reservationProvider, type ReservationProvider } from "@/backend/reservations";
import { bookReservation } from "@/backend/services/reservations/book-reservation";
import { ReservationRefused } from "@/backend/services/reservations/reservation-refusal";
import { getPartner } from "@/partners/registry";
import { daysAhead, freshMember, guest, merchantWithSlot } from "./reservation-test-kit";
import { suiteApi } from "./suite-api";

/**
 * The provider, except that each booking waits at the door until `expected` have arrived, then
 * all go through together: the stores that follow race as closely as the database lets them.
 */
function providerWithDoor(inner: ReservationProvider, expected: number): ReservationProvider {
  let arrived = 0;
  let open: () => void = () => undefined;
  const door = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    ...inner,
    book: async (request) => {
      arrived += 1;
      if (arrived >= expected) open();
      await door;
      return inner.book(request);
    },
  };
}

// PostgreSQL too: reservations: a burst of bookings at once.
const kinds = testDbKinds({ dialectMatters: true });

// The partner's daily limit holds when a member's bookings reach the service at the same moment,
// at as many restaurants (an API burst the rate limit lets through, or several tabs).
describe.each(kinds)("a burst of bookings on %s", (kind) => {
  const api = suiteApi(kind, { merchants: 40 });
  const partner = getPartner("harbor")?.effective;
  const limit = partner?.reservationFraudRule.maxBookingsPerDay ?? 0;

  it("keeps exactly the partner's daily limit, round after round", async () => {
    if (!partner) throw new Error("harbor is not registered");
    expect(limit).toBeGreaterThan(0);
    for (let round = 0; round < 4; round += 1) {
      const date = daysAhead(12 + round);
      const { memberId } = await freshMember(api(), `burst-${String(round)}`);
      const slots: { merchantId: string; time: string }[] = [];
      for (let index = 0; index <= limit; index += 1) {
        slots.push(await merchantWithSlot(api(), date, { skip: slots.map((slot) => slot.merchantId) }));
      }
      const provider = providerWithDoor(reservationProvider(api().testDb.db), slots.length);
      const outcomes = await Promise.allSettled(
        slots.map((slot) =>
          bookReservation(api().testDb.db, {
            provider,
            partner,
            memberId,
            origin: "http://harbor.localhost:3000",
            booking: { ...guest, ...slot, date, partySize: 2 },
          }),
        ),
      );
      const refusals = outcomes.flatMap((outcome) =>
        outcome.status === "rejected"
          ? [outcome.reason instanceof ReservationRefused ? outcome.reason.code : String(outcome.reason)]
          : [],
      );
      expect(refusals).toEqual(["fraud"]);
      const rows = await api()
        .testDb.db.select({ id: memberReservations.id })
        .from(memberReservations)
        .where(eq(memberReservations.memberId, memberId));
      expect(rows).toHaveLength(limit);
    }
  });
});
