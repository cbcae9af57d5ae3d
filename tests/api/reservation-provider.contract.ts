import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/backend/db/client";
import { merchants, providerBookings, reservationTables } from "@/backend/db/schema";
import { createTestDb, type TestDb, type TestDbKind } from "@/backend/db/testing";
import { ReservationProviderError, type ReservationProvider } from "@/backend/reservations/provider";
import { addDays, clockLabel, localToday, minutesOf } from "@/backend/reservations/restaurant-clock";
import { seatingsOn, turnMinutes } from "@/shared/rules/seatings";
import {
  providerAvailabilitySchema,
  providerBookingRecordSchema,
  providerBookingSchema,
  type ProviderBookRequest,
} from "@/shared/contracts/reservations";
import { refusedWith } from "@/tests/support/provider-refusal";

/** What a contract run needs: a provider over the given database (directly or over HTTP). */
export type ProviderFactory = (db: Db) => Promise<{ provider: ReservationProvider; close(): Promise<void> }>;

const guest = { firstName: "Ada", lastName: "Diner", email: "ada@example.com", phone: "+1 212 555 0142" };
/** Seated only at the restaurant's large table (six-tops seat six): one table to race for. */
const largeParty = 8;

/** The fixed seatings the suite books or moves bookings to (19:07 is refused: no seating). */
const suiteSeatings = ["18:30", "19:00", "19:15", "19:30", "20:00"].map(minutesOf);

type MerchantRow = Pick<typeof merchants.$inferSelect, "id" | "timeZone" | "openingHours">;

/**
 * The reservation provider contract: every implementation (built-in, HTTP adapter) must pass it,
 * so the member's routes can use either without knowing which answers.
 */
export function reservationProviderContract(
  name: string,
  factory: ProviderFactory,
  kind: TestDbKind = "pglite",
) {
  describe(`reservation provider contract: ${name} on ${kind}`, () => {
    let testDb: TestDb;
    let provider: ReservationProvider;
    let close: () => Promise<void>;
    /**
     * Bookable restaurants that seat every time the suite books or moves to, every day of the
     * week: the suite books ten days ahead of the day it runs, so any weekday can come up (a
     * restaurant without a 21:00 seating on Sundays failed it every Thursday).
     */
    let restaurants: MerchantRow[];
    let nextRestaurant = 0;

    /** A restaurant no other test in this file has booked at. */
    function freshRestaurant(): MerchantRow {
      const restaurant = restaurants[nextRestaurant];
      nextRestaurant += 1;
      if (!restaurant) throw new Error("The seed has too few bookable restaurants for this suite");
      return restaurant;
    }

    /** A date far enough ahead that every seating is bookable, on the restaurant's clock. */
    function dateAhead(restaurant: MerchantRow, days = 10): string {
      return addDays(localToday(new Date(), restaurant.timeZone), days);
    }

    function bookRequest(
      restaurant: MerchantRow,
      overrides: Partial<ProviderBookRequest> = {},
    ): ProviderBookRequest {
      return {
        restaurantId: restaurant.id,
        date: dateAhead(restaurant),
        time: "19:00",
        partySize: 2,
        guest,
        ...overrides,
      };
    }

    async function tablesFitting(restaurantId: string, partySize: number): Promise<number> {
      const rows = await testDb.db
        .select()
        .from(reservationTables)
        .where(eq(reservationTables.merchantId, restaurantId));
      return rows.filter((row) => row.minParty <= partySize && partySize <= row.capacity).length;
    }

    beforeAll(async () => {
      testDb = await createTestDb(kind, { merchants: 150 });
      const started = await factory(testDb.db);
      provider = started.provider;
      close = () => started.close();
      const rows = await testDb.db
        .select({ id: merchants.id, timeZone: merchants.timeZone, openingHours: merchants.openingHours })
        .from(merchants)
        .where(eq(merchants.reservationOpenTable, true))
        .orderBy(merchants.id);
      const sevenDays = Array.from({ length: 7 }, (_, i) => addDays("2026-01-04", i));
      restaurants = rows.filter((row) =>
        sevenDays.every((date) => {
          const seatings = seatingsOn(date, row.openingHours);
          return suiteSeatings.every((minutes) => seatings.includes(minutes));
        }),
      );
    });
    afterAll(async () => {
      await close();
      await testDb.close();
    });

    describe("availability", () => {
      it("answers at most nine open seatings nearest the requested time, earliest first", async () => {
        const restaurant = freshRestaurant();
        const date = dateAhead(restaurant);
        const answer = providerAvailabilitySchema.parse(
          await provider.availability({ restaurantId: restaurant.id, date, time: "19:00", partySize: 2 }),
        );
        expect(answer).toMatchObject({ restaurantId: restaurant.id, date, partySize: 2 });
        expect(answer.slots).toHaveLength(9);
        expect(answer.slots).toEqual([...answer.slots].sort());
        expect(answer.slots).toContain("19:00");
        // Every seating of the day, nearest first: the nine around 19:00 are 18:00 … 20:00.
        const all = seatingsOn(date, restaurant.openingHours);
        const around = all.filter((minutes) => Math.abs(minutes - 19 * 60) <= 60);
        expect(answer.slots).toHaveLength(Math.min(9, around.length));
      });

      it("refuses a party below one, and above the largest table or 20, each with its code", async () => {
        const restaurant = freshRestaurant();
        const request = { restaurantId: restaurant.id, date: dateAhead(restaurant), time: "19:00" };
        await refusedWith(provider.availability({ ...request, partySize: 0 }), "party_too_small");
        await refusedWith(provider.availability({ ...request, partySize: -2 }), "party_too_small");
        await refusedWith(provider.availability({ ...request, partySize: 11 }), "party_too_large");
        await refusedWith(provider.availability({ ...request, partySize: 21 }), "party_too_large");
        expect(
          (await provider.availability({ ...request, partySize: largeParty })).slots.length,
        ).toBeGreaterThan(0);
      });

      it("refuses dates before yesterday or beyond a year, and seatings too soon", async () => {
        const restaurant = freshRestaurant();
        const today = localToday(new Date(), restaurant.timeZone);
        const request = { restaurantId: restaurant.id, time: "19:00", partySize: 2 };
        await refusedWith(
          provider.availability({ ...request, date: addDays(today, -2) }),
          "date_out_of_range",
        );
        await refusedWith(
          provider.availability({ ...request, date: addDays(today, 400) }),
          "date_out_of_range",
        );
        // Yesterday is inside the window, but its seatings are past.
        await refusedWith(provider.availability({ ...request, date: addDays(today, -1) }), "time_too_soon");
        // Ten minutes from now on the restaurant's clock: less than the lead time.
        const soon = new Date(Date.now() + 10 * 60_000);
        const parts = new Intl.DateTimeFormat("en-CA", {
          timeZone: restaurant.timeZone,
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        }).formatToParts(soon);
        const time = `${parts.find((p) => p.type === "hour")?.value}:${parts.find((p) => p.type === "minute")?.value}`;
        await refusedWith(
          provider.availability({ ...request, date: localToday(soon, restaurant.timeZone), time }),
          "time_too_soon",
        );
        expect((await provider.availability({ ...request, date: addDays(today, 300) })).date).toBe(
          addDays(today, 300),
        );
      });

      it("answers not_found for a restaurant that takes no online reservations", async () => {
        const [closed] = await testDb.db
          .select({ id: merchants.id })
          .from(merchants)
          .where(eq(merchants.reservationOpenTable, false))
          .limit(1);
        const request = { date: dateAhead(restaurants[0] as MerchantRow), time: "19:00", partySize: 2 };
        await refusedWith(
          provider.availability({ ...request, restaurantId: closed?.id ?? "none" }),
          "not_found",
        );
        await refusedWith(provider.availability({ ...request, restaurantId: "m-999999" }), "not_found");
      });
    });

    describe("book and get", () => {
      it("books with a confirmation number and a cancel token, keeping only the token's digest", async () => {
        const restaurant = freshRestaurant();
        const request = bookRequest(restaurant, { specialRequests: "A quiet corner, please" });
        const booking = providerBookingSchema.parse(await provider.book(request));
        expect(booking).toMatchObject({
          restaurantId: restaurant.id,
          date: request.date,
          time: "19:00",
          partySize: 2,
          status: "booked",
        });
        expect(booking.confirmationNumber).toMatch(/^[A-Z]{2}-[0-9A-Z]{5,}$/);
        expect(booking.cancelToken).toMatch(/^[\w-]{43,}$/);
        const [stored] = await testDb.db
          .select()
          .from(providerBookings)
          .where(eq(providerBookings.confirmationNumber, booking.confirmationNumber));
        expect(stored?.specialRequests).toBe("A quiet corner, please");
        expect(JSON.stringify(stored)).not.toContain(booking.cancelToken);

        const found = await provider.get(booking.confirmationNumber);
        expect(providerBookingRecordSchema.strict().parse(found)).toEqual({
          confirmationNumber: booking.confirmationNumber,
          restaurantId: restaurant.id,
          date: request.date,
          time: "19:00",
          partySize: 2,
          status: "booked",
        });
        expect(await provider.get("RS-NOSUCH1")).toBeNull();
      });

      it("refuses a booking outside the bounds with the availability codes", async () => {
        const restaurant = freshRestaurant();
        await refusedWith(provider.book(bookRequest(restaurant, { partySize: 0 })), "party_too_small");
        await refusedWith(provider.book(bookRequest(restaurant, { partySize: 12 })), "party_too_large");
        const today = localToday(new Date(), restaurant.timeZone);
        await refusedWith(
          provider.book(bookRequest(restaurant, { date: addDays(today, 367) })),
          "date_out_of_range",
        );
        await refusedWith(
          provider.book(bookRequest(restaurant, { date: addDays(today, -1) })),
          "time_too_soon",
        );
        await refusedWith(provider.book(bookRequest(restaurant, { restaurantId: "m-999999" })), "not_found");
      });

      it("fills the fitting tables, then answers slot_taken with the nearest free times", async () => {
        const restaurant = freshRestaurant();
        const fitting = await tablesFitting(restaurant.id, 2);
        for (let i = 0; i < fitting; i += 1) await provider.book(bookRequest(restaurant));
        const taken = await refusedWith(provider.book(bookRequest(restaurant)), "slot_taken");
        // A 90-minute turn from 19:00 blocks every seating from 17:45 to 20:15 for these tables.
        expect(taken.alternatives.length).toBeGreaterThan(0);
        expect(taken.alternatives).toEqual([...taken.alternatives].sort());
        for (const time of taken.alternatives)
          expect(Math.abs(minutesOf(time) - 19 * 60)).toBeGreaterThanOrEqual(90);
        const after = await provider.availability({
          restaurantId: restaurant.id,
          date: dateAhead(restaurant),
          time: "19:00",
          partySize: 2,
        });
        expect(after.slots).not.toContain("19:00");
        expect(after.slots).not.toContain("18:00");
        expect(after.slots).toEqual(expect.arrayContaining([...taken.alternatives]));
        // A time that is no seating at all is refused the same way.
        await refusedWith(
          provider.book(bookRequest(restaurant, { time: "19:07", date: dateAhead(restaurant, 11) })),
          "slot_taken",
        );
      });

      it("gives the last table to exactly one of 20 members booking at once", async () => {
        const restaurant = freshRestaurant();
        expect(await tablesFitting(restaurant.id, largeParty)).toBe(1);
        const request = bookRequest(restaurant, { partySize: largeParty, time: "19:30" });
        const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => provider.book(request)));
        const booked = outcomes.filter((outcome) => outcome.status === "fulfilled");
        const refused = outcomes.flatMap((outcome) =>
          outcome.status === "rejected" && outcome.reason instanceof ReservationProviderError
            ? [outcome.reason.code]
            : [],
        );
        expect(booked).toHaveLength(1);
        expect(refused).toEqual(Array.from({ length: 19 }, () => "slot_taken"));
        const rows = await testDb.db
          .select()
          .from(providerBookings)
          .where(eq(providerBookings.merchantId, restaurant.id));
        expect(rows).toHaveLength(1);
      });
    });

    describe("modify", () => {
      it("moves a booking to a new time and party with the same token, its own table not counted against it", async () => {
        const restaurant = freshRestaurant();
        const booking = await provider.book(
          bookRequest(restaurant, { partySize: largeParty, time: "19:00" }),
        );
        const moved = providerBookingSchema.parse(
          await provider.modify({
            confirmationNumber: booking.confirmationNumber,
            cancelToken: booking.cancelToken,
            date: booking.date,
            time: "19:15",
            partySize: largeParty,
          }),
        );
        expect(moved).toMatchObject({
          confirmationNumber: booking.confirmationNumber,
          time: "19:15",
          status: "booked",
        });
        expect(moved.cancelToken).toBe(booking.cancelToken);
        expect(await provider.get(booking.confirmationNumber)).toMatchObject({ time: "19:15" });

        const smaller = await provider.modify({
          confirmationNumber: booking.confirmationNumber,
          cancelToken: booking.cancelToken,
          date: addDays(booking.date, 1),
          time: "18:30",
          partySize: 3,
        });
        expect(smaller).toMatchObject({ date: addDays(booking.date, 1), time: "18:30", partySize: 3 });
        // The large table at 19:00 on the first date is free again.
        await provider.book(bookRequest(restaurant, { partySize: largeParty, time: "19:00" }));
      });

      it("refuses a taken slot, a wrong token, bounds, and a cancelled booking", async () => {
        const restaurant = freshRestaurant();
        // Two seatings a whole turn away from 19:00 on the booking's day, whatever its weekday:
        // a fixed 21:00 failed on the days a restaurant stops seating earlier.
        const [later, other] = seatingsOn(dateAhead(restaurant), restaurant.openingHours)
          .filter((minutes) => Math.abs(minutes - minutesOf("19:00")) >= turnMinutes)
          .reverse()
          .map(clockLabel);
        if (!later || !other) throw new Error("The restaurant has no two seatings a turn away from 19:00");
        const first = await provider.book(bookRequest(restaurant, { partySize: largeParty, time: "19:00" }));
        const second = await provider.book(bookRequest(restaurant, { partySize: largeParty, time: later }));
        const change = {
          confirmationNumber: second.confirmationNumber,
          cancelToken: second.cancelToken,
          date: second.date,
        };
        const taken = await refusedWith(
          provider.modify({ ...change, time: "19:30", partySize: largeParty }),
          "slot_taken",
        );
        expect(taken.alternatives.length).toBeGreaterThan(0);
        await refusedWith(
          provider.modify({
            ...change,
            cancelToken: first.cancelToken,
            time: other,
            partySize: largeParty,
          }),
          "not_found",
        );
        await refusedWith(provider.modify({ ...change, time: other, partySize: 0 }), "party_too_small");
        await refusedWith(
          provider.modify({ ...change, date: addDays(second.date, 400), time: other, partySize: 2 }),
          "date_out_of_range",
        );
        await provider.cancel({
          confirmationNumber: second.confirmationNumber,
          cancelToken: second.cancelToken,
        });
        await refusedWith(
          provider.modify({ ...change, time: other, partySize: largeParty }),
          "not_modifiable",
        );
        await refusedWith(
          provider.modify({ ...change, confirmationNumber: "RS-NOSUCH1", time: other, partySize: 2 }),
          "not_found",
        );
      });
    });

    describe("cancel", () => {
      it("cancels with the token, frees the table, and answers a repeat the same", async () => {
        const restaurant = freshRestaurant();
        const request = bookRequest(restaurant, { partySize: largeParty, time: "20:00" });
        const booking = await provider.book(request);
        await refusedWith(provider.book(request), "slot_taken");
        const token = { confirmationNumber: booking.confirmationNumber, cancelToken: booking.cancelToken };
        const cancelled = providerBookingSchema.parse(await provider.cancel(token));
        expect(cancelled).toMatchObject({
          confirmationNumber: booking.confirmationNumber,
          status: "cancelled",
        });
        expect(await provider.get(booking.confirmationNumber)).toMatchObject({ status: "cancelled" });
        expect(await provider.cancel(token)).toMatchObject({ status: "cancelled" });
        expect(await provider.book(request)).toMatchObject({ status: "booked" });
      });

      it("refuses a wrong token or an unknown number as not_found", async () => {
        const restaurant = freshRestaurant();
        const booking = await provider.book(bookRequest(restaurant));
        const forged = "x".repeat(43);
        await refusedWith(
          provider.cancel({ confirmationNumber: booking.confirmationNumber, cancelToken: forged }),
          "not_found",
        );
        await refusedWith(
          provider.cancel({ confirmationNumber: "RS-NOSUCH1", cancelToken: forged }),
          "not_found",
        );
        expect(await provider.get(booking.confirmationNumber)).toMatchObject({ status: "booked" });
      });
    });
  });
}
