/**
 * The built-in reservation provider: availability for one merchant-day and a booking, each
 * against the bare SQL of the same reads and writes written by hand, alternated call by call in
 * the same run on the same in-memory PGlite and printed as ratios (machine speed cancels out).
 * The day already holds bookings, so the free-table check has turns to read.
 * Run with `npm run bench:reservations`; BENCH_MERCHANTS and BENCH_RUNS resize it.
 */
import { sql, type SQL } from "drizzle-orm";
import { openPglite } from "@/backend/db/connection";
import type { Db } from "@/backend/db/database";
import { merchants } from "@/backend/db/schema";
import { seedDatabase } from "@/backend/db/seed/seed-database";
import { builtInReservationProvider } from "@/backend/reservations/built-in-provider";
import { addDays, instantOf, localToday } from "@/backend/reservations/restaurant-clock";
import { seatingsOn } from "@/shared/rules/seatings";
import { formatTiming, timeRuns } from "./lib/timing";

const merchantCount = Number(process.env.BENCH_MERCHANTS ?? 2_000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const guest = { firstName: "Bench", lastName: "Diner", email: "bench@example.com", phone: "+1 212 555 0100" };

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

interface Restaurant {
  id: string;
  timeZone: string;
}

/** The provider's statements for one day, literal: the merchant, its tables, the booked turns. */
async function bareDay(db: Db, restaurant: Restaurant, date: string, lock: boolean) {
  await rowsOf(
    db,
    sql`select id, time_zone, opening_hours, reservation_open_table from merchants where id = ${restaurant.id}`,
  );
  const tables = await rowsOf<{ id: string }>(
    db,
    sql.raw(
      `select id, min_party, capacity from reservation_tables where merchant_id = '${restaurant.id}' order by id${lock ? " for update" : ""}`,
    ),
  );
  const from = instantOf(date, 11 * 60, restaurant.timeZone).toISOString();
  const to = instantOf(date, 24 * 60, restaurant.timeZone).toISOString();
  await rowsOf(
    db,
    sql`select table_id, starts_at, ends_at from provider_bookings where merchant_id = ${restaurant.id}
      and status = 'booked' and starts_at < ${to} and ends_at > ${from}`,
  );
  return tables;
}

async function bareBook(db: Db, restaurant: Restaurant, date: string, serial: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [table] = await bareDay(tx, restaurant, date, true);
    const startsAt = instantOf(date, 19 * 60, restaurant.timeZone);
    await tx.execute(sql`insert into provider_bookings (confirmation_number, cancel_token_digest, merchant_id,
      date, time, starts_at, ends_at, party_size, table_id, guest_first_name, guest_last_name, guest_email, guest_phone)
      values (${`BARE-${serial}`}, 'digest', ${restaurant.id}, ${date}, '19:00', ${startsAt.toISOString()},
      ${new Date(startsAt.getTime() + 90 * 60_000).toISOString()}, 2, ${table?.id ?? null}, 'Bench', 'Diner',
      'bench@example.com', '+1 212 555 0100')`);
  });
}

const connection = await openPglite();
try {
  await connection.migrate();
  await seedDatabase(connection.db, { merchants: merchantCount });
  await connection.db.execute(sql`analyze`);
  const db = connection.db;
  const provider = builtInReservationProvider(db);

  // A bookable restaurant seating at 19:00 every day of the week.
  const candidates = await db
    .select({ id: merchants.id, timeZone: merchants.timeZone, openingHours: merchants.openingHours })
    .from(merchants)
    .where(sql`${merchants.reservationOpenTable}`)
    .orderBy(merchants.id);
  const week = Array.from({ length: 7 }, (_, i) => addDays("2026-01-04", i));
  const restaurant = candidates.find((row) =>
    week.every((date) => seatingsOn(date, row.openingHours).includes(19 * 60)),
  );
  if (!restaurant) throw new Error("No restaurant seats at 19:00 every day: raise BENCH_MERCHANTS");
  const today = localToday(new Date(), restaurant.timeZone);
  const day = addDays(today, 7);
  // A busy evening: a booking at every seating from 17:00 to 21:00 the tables take.
  for (const time of ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00"]) {
    await provider
      .book({ restaurantId: restaurant.id, date: day, time, partySize: 2, guest })
      .catch(() => undefined);
  }
  const availability = { restaurantId: restaurant.id, date: day, time: "19:00", partySize: 2 };
  console.log(`${restaurant.id} on ${day}: ${(await provider.availability(availability)).slots.join(" ")}`);

  for (let i = 0; i < 20; i += 1) {
    await bareDay(db, restaurant, day, false);
    await provider.availability(availability);
  }
  const read = await timeRuns(runs, {
    bare: () => bareDay(db, restaurant, day, false),
    full: () => provider.availability(availability),
  });
  console.log("\navailability for one merchant-day, party of 2 around 19:00");
  console.log(formatTiming("bare SQL (baseline)", read.bare));
  console.log(formatTiming("built-in provider", read.full));
  console.log(
    `ratio provider/bare: p50 ${(read.full.p50Ms / read.bare.p50Ms).toFixed(2)}x, p95 ${(read.full.p95Ms / read.bare.p95Ms).toFixed(2)}x`,
  );

  // Each booking on its own day (days 8 … 8+runs), so both sides always find a free table.
  let bareSerial = 0;
  let fullSerial = 0;
  const write = await timeRuns(runs, {
    bare: () => {
      bareSerial += 1;
      return bareBook(db, restaurant, addDays(today, 8 + (bareSerial % 350)), bareSerial);
    },
    full: () => {
      fullSerial += 1;
      const date = addDays(today, 8 + (fullSerial % 350));
      return provider.book({ restaurantId: restaurant.id, date, time: "19:00", partySize: 2, guest });
    },
  });
  console.log("\na booking (transaction, table lock, turns, insert)");
  console.log(formatTiming("bare SQL (baseline)", write.bare));
  console.log(formatTiming("built-in provider", write.full));
  console.log(
    `ratio provider/bare: p50 ${(write.full.p50Ms / write.bare.p50Ms).toFixed(2)}x, p95 ${(write.full.p95Ms / write.bare.p95Ms).toFixed(2)}x`,
  );
} finally {
  await connection.close();
}
