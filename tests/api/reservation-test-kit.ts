import { and, eq } from "drizzle-orm";
import { members, merchants, type memberReservations } from "@/backend/db/schema";
import { reservationProvider } from "@/backend/reservations";
import { memberReservationAnswerSchema, type MemberReservation } from "@/shared/contracts/reservations";
import harborErrors from "@/partners/harbor/content/global.json";
import { answer, signedInVisitor, type TestApi, type Visitor } from "./support";

export const harbor = "harbor.localhost:3000";

/** The harbor wording a refusal must carry (its global 'errors' copy). */
export function harborWording(key: string): string {
  const entry = harborErrors.data.find((candidate) => candidate.slug === "errors");
  const value = (entry?.fields as Record<string, string> | undefined)?.[key];
  if (!value) throw new Error(`no harbor copy ${key}`);
  return value;
}

/** "HH:MM" `minutes` after `time`, kept within the day's last quarter hour. */
export function addMinutes(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  const total = Math.min(hours * 60 + mins + minutes, 23 * 60 + 45);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** "YYYY-MM-DD" `days` from today (UTC). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A harbor booking `days` ago at 19:00, as a row to insert straight into the table (the API books
 * only ahead): a member's history for the list and for the partner's fraud rules.
 */
export function pastReservationRow(
  memberId: string,
  merchantId: string,
  days: number,
  extra: Partial<typeof memberReservations.$inferInsert> = {},
): typeof memberReservations.$inferInsert {
  return {
    partnerCode: "harbor",
    memberId,
    merchantId,
    date: daysAhead(-days),
    time: "19:00",
    startsAt: new Date(Date.now() - days * 86_400_000),
    partySize: 2,
    confirmationNumber: `PAST-${memberId.slice(0, 8)}-${String(days)}`,
    providerCancelToken: "y".repeat(32),
    withCard: true,
    ...extra,
  };
}

let serial = 0;

/** A harbor member of the suite's own (no card), signed in: bookings never spill between tests. */
export async function freshMember(
  api: TestApi,
  label: string,
): Promise<{ visitor: Visitor; memberId: string; email: string }> {
  serial += 1;
  const email = `resv-${label}-${String(serial)}@harbor-test.example`;
  const [row] = await api.testDb.db
    .insert(members)
    .values({
      partnerCode: "harbor",
      firstName: "Rae",
      lastName: "Booker",
      email,
      publicId: `resv-${label}-${String(serial)}`,
    })
    .returning({ id: members.id });
  if (!row) throw new Error("member not stored");
  return { visitor: await signedInVisitor(api, email, harbor), memberId: row.id, email };
}

/** Merchants that take online bookings, in a stable order. */
export async function bookableMerchantIds(api: TestApi): Promise<string[]> {
  const rows = await api.testDb.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.reservationOpenTable, true)))
    .orderBy(merchants.id);
  return rows.map((row) => row.id);
}

/** A free seating at the merchant on the date near `time`, as the provider offers it. */
export async function freeSlot(
  api: TestApi,
  merchantId: string,
  date: string,
  time = "19:00",
  partySize = 2,
): Promise<string | undefined> {
  const { slots } = await reservationProvider(api.testDb.db).availability({
    restaurantId: merchantId,
    date,
    time,
    partySize,
  });
  return slots[0];
}

/** A merchant with a free seating on the date, and that seating. */
export async function merchantWithSlot(
  api: TestApi,
  date: string,
  options: { skip?: readonly string[]; time?: string } = {},
): Promise<{ merchantId: string; time: string }> {
  for (const merchantId of await bookableMerchantIds(api)) {
    if (options.skip?.includes(merchantId)) continue;
    const time = await freeSlot(api, merchantId, date, options.time);
    if (time) return { merchantId, time };
  }
  throw new Error(`no bookable merchant on ${date}`);
}

export const guest = {
  firstName: "Rae",
  lastName: "Booker",
  email: "rae.booker@example.com",
  phone: "+1 617 555 0199",
};

/** Books through the member API with the CSRF token, as the booking sheet does. */
export async function book(visitor: Visitor, body: Record<string, unknown>): Promise<Response> {
  return visitor.call("/api/Member/Reservations", {
    method: "POST",
    json: { ...guest, partySize: 2, ...body },
    headers: { "X-XSRF-TOKEN": await visitor.csrfToken() },
  });
}

export async function booked(visitor: Visitor, body: Record<string, unknown>): Promise<MemberReservation> {
  const response = await book(visitor, body);
  if (response.status !== 201)
    throw new Error(`booking answered ${String(response.status)}: ${await response.text()}`);
  return (await answer(response, memberReservationAnswerSchema)).reservation;
}
