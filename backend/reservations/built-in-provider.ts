import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { providerBookings } from "@/backend/db/schema";
import type {
  ProviderAvailability,
  ProviderAvailabilityRequest,
  ProviderBookRequest,
  ProviderBooking,
  ProviderBookingRecord,
  ProviderCancelRequest,
  ProviderModifyRequest,
} from "@/shared/contracts/reservations";
import { seatingsOn, turnMinutes } from "@/shared/rules/seatings";
import {
  cancelTokenDigest,
  cancelTokenMatches,
  newCancelToken,
  newConfirmationNumber,
} from "./booking-codes";
import { bookableAt, checkBounds } from "./bounds";
import { bookedTurns, freeTable, loadRestaurant, type RestaurantInventory, type Turn } from "./inventory";
import { ReservationProviderError, type ReservationProvider } from "./provider";
import { clockLabel, instantOf, minutesOf } from "./restaurant-clock";
import { nearest } from "./seatings";

const turnMs = turnMinutes * 60_000;
/** A taken slot offers this many of the nearest free times instead. */
const alternativeCount = 3;

type BookingRow = typeof providerBookings.$inferSelect;

interface Day {
  readonly restaurant: RestaurantInventory;
  readonly date: string;
  /** Seatings on the day still far enough ahead to book (minutes after midnight → instant). */
  readonly seatings: ReadonlyMap<number, Date>;
  readonly turns: readonly Turn[];
}

/** The restaurant's bookable seatings on `date` and the turns already booked around them. */
async function loadDay(
  db: Db,
  restaurant: RestaurantInventory,
  date: string,
  now: Date,
  exceptBookingId?: string,
): Promise<Day> {
  // Each seating's instant once: the zone conversion is the costly part of a day's answer.
  const seatings = new Map(
    seatingsOn(date, restaurant.openingHours)
      .map((minutes) => [minutes, instantOf(date, minutes, restaurant.timeZone)] as const)
      .filter(([, startsAt]) => bookableAt(startsAt, now)),
  );
  const instants = [...seatings.values()];
  const first = instants[0];
  const last = instants.at(-1);
  const turns =
    first === undefined || last === undefined
      ? []
      : await bookedTurns(
          db,
          restaurant.id,
          { from: first, to: new Date(last.getTime() + turnMs) },
          exceptBookingId,
        );
  return { restaurant, date, seatings, turns };
}

/** Seatings with a table free for the party. */
function openSeatings(day: Day, partySize: number): number[] {
  return [...day.seatings]
    .filter(([, startsAt]) =>
      freeTable(day.restaurant.tables, day.turns, partySize, startsAt, new Date(startsAt.getTime() + turnMs)),
    )
    .map(([minutes]) => minutes);
}

/** The table for the requested seating, or slot_taken with the nearest free times. */
function takeTable(day: Day, time: string, partySize: number) {
  const minutes = minutesOf(time);
  const startsAt = day.seatings.get(minutes);
  const endsAt = startsAt && new Date(startsAt.getTime() + turnMs);
  const table =
    startsAt && endsAt ? freeTable(day.restaurant.tables, day.turns, partySize, startsAt, endsAt) : null;
  if (!table || !startsAt || !endsAt) {
    const alternatives = nearest(openSeatings(day, partySize), minutes, alternativeCount).map(clockLabel);
    throw new ReservationProviderError("slot_taken", "That time is no longer available", alternatives);
  }
  return { table, startsAt, endsAt };
}

async function restaurantOrRefuse(db: Db, restaurantId: string, lock: boolean): Promise<RestaurantInventory> {
  const restaurant = await loadRestaurant(db, restaurantId, { lock });
  if (!restaurant)
    throw new ReservationProviderError("not_found", "This restaurant takes no online reservations");
  return restaurant;
}

function record(row: BookingRow): ProviderBookingRecord {
  return {
    confirmationNumber: row.confirmationNumber,
    restaurantId: row.merchantId,
    date: row.date,
    time: row.time,
    partySize: row.partySize,
    status: row.status,
  };
}

/** The booking named by number whose token matches, locked for the change; not_found otherwise. */
async function ownedBooking(db: Db, request: ProviderCancelRequest): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(providerBookings)
    .where(eq(providerBookings.confirmationNumber, request.confirmationNumber))
    .for("update");
  // A wrong token answers as an unknown number: the answer must not confirm that a number exists.
  if (!row || !cancelTokenMatches(request.cancelToken, row.cancelTokenDigest)) {
    throw new ReservationProviderError("not_found", "No reservation has that confirmation number");
  }
  return row;
}

/**
 * The default provider: inventory in our own database (reservation_tables, provider_bookings).
 * Seatings every 15 minutes in opening hours, 90-minute turns, the smallest table that fits.
 */
export function builtInReservationProvider(
  db: Db,
  { now = () => new Date() }: { now?: () => Date } = {},
): ReservationProvider {
  return {
    async availability(request: ProviderAvailabilityRequest): Promise<ProviderAvailability> {
      const at = now();
      const restaurant = await restaurantOrRefuse(db, request.restaurantId, false);
      checkBounds(restaurant, request, at);
      const day = await loadDay(db, restaurant, request.date, at);
      const slots = nearest(openSeatings(day, request.partySize), minutesOf(request.time)).map(clockLabel);
      return { restaurantId: restaurant.id, date: request.date, partySize: request.partySize, slots };
    },

    async book(request: ProviderBookRequest): Promise<ProviderBooking> {
      const cancelToken = newCancelToken();
      const row = await db.transaction(async (tx) => {
        const at = now();
        const restaurant = await restaurantOrRefuse(tx, request.restaurantId, true);
        checkBounds(restaurant, request, at);
        const day = await loadDay(tx, restaurant, request.date, at);
        const { table, startsAt, endsAt } = takeTable(day, request.time, request.partySize);
        const [inserted] = await tx
          .insert(providerBookings)
          .values({
            confirmationNumber: newConfirmationNumber(),
            cancelTokenDigest: cancelTokenDigest(cancelToken),
            merchantId: restaurant.id,
            date: request.date,
            time: request.time,
            startsAt,
            endsAt,
            partySize: request.partySize,
            tableId: table.id,
            guestFirstName: request.guest.firstName,
            guestLastName: request.guest.lastName,
            guestEmail: request.guest.email,
            guestPhone: request.guest.phone,
            specialRequests: request.specialRequests?.trim() || null,
          })
          .returning();
        if (!inserted) throw new Error("The booking insert returned no row");
        return inserted;
      });
      return { ...record(row), cancelToken };
    },

    async modify(request: ProviderModifyRequest): Promise<ProviderBooking> {
      const row = await db.transaction(async (tx) => {
        const at = now();
        const booking = await ownedBooking(tx, request);
        if (booking.status !== "booked" || !bookableAt(booking.startsAt, at)) {
          throw new ReservationProviderError("not_modifiable", "This reservation can no longer be changed");
        }
        const restaurant = await restaurantOrRefuse(tx, booking.merchantId, true);
        checkBounds(restaurant, request, at);
        // Its own turn does not count against it: moving 19:00 to 19:15 keeps the same table free.
        const day = await loadDay(tx, restaurant, request.date, at, booking.id);
        const { table, startsAt, endsAt } = takeTable(day, request.time, request.partySize);
        const [updated] = await tx
          .update(providerBookings)
          .set({
            date: request.date,
            time: request.time,
            startsAt,
            endsAt,
            partySize: request.partySize,
            tableId: table.id,
            updatedAt: at,
          })
          .where(eq(providerBookings.id, booking.id))
          .returning();
        if (!updated) throw new Error("The booking update returned no row");
        return updated;
      });
      return { ...record(row), cancelToken: request.cancelToken };
    },

    async cancel(request: ProviderCancelRequest): Promise<ProviderBooking> {
      const row = await db.transaction(async (tx) => {
        const at = now();
        const booking = await ownedBooking(tx, request);
        // Cancelling twice answers the cancelled booking again: a retried request is harmless.
        if (booking.status === "cancelled") return booking;
        if (booking.startsAt.getTime() <= at.getTime()) {
          throw new ReservationProviderError("not_modifiable", "This reservation has already started");
        }
        const [cancelled] = await tx
          .update(providerBookings)
          .set({ status: "cancelled", cancelledAt: at, updatedAt: at })
          .where(eq(providerBookings.id, booking.id))
          .returning();
        if (!cancelled) throw new Error("The booking update returned no row");
        return cancelled;
      });
      return { ...record(row), cancelToken: request.cancelToken };
    },

    async get(confirmationNumber: string): Promise<ProviderBookingRecord | null> {
      const [row] = await db
        .select()
        .from(providerBookings)
        .where(eq(providerBookings.confirmationNumber, confirmationNumber));
      return row ? record(row) : null;
    },
  };
}
