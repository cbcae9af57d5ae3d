import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberReservations, merchants, outboxMessages } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { findJob } from "@/backend/jobs/all-jobs";
import { runJob } from "@/backend/jobs/run-job";
import { addDays, instantOf, localToday } from "@/backend/reservations/restaurant-clock";
import {
  reservationLinkExpires,
  reservationLinkSignature,
  reservationLinkSignatureValid,
} from "@/backend/security/reservation-link-signature";
import { derivedKey } from "@/backend/security/secrets";
import { memberReservationAnswerSchema, type MemberReservation } from "@/shared/contracts/reservations";
import { answer, createTestApi, Visitor, type TestApi } from "./support";
import {
  booked,
  daysAhead,
  freeSlot,
  freshMember,
  harbor,
  merchantWithSlot,
  pastReservationRow,
} from "./reservation-test-kit";

// PostgreSQL too: the claim reads the restaurant's clock in SQL and two runs must split the rows
// (SKIP LOCKED).
const kinds = testDbKinds({ dialectMatters: true });

// Reminders the day before (decision 0072): once, during the restaurant's day before, to the
// account's address, with the booking and its signed change and cancel links.
describe.each(kinds)("reservation reminders on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 40 });
  });
  afterAll(async () => {
    await api.close();
  });
  const db = () => api.testDb.db;

  const remind = (now: Date) => {
    const job = findJob("reservation-reminders");
    if (!job) throw new Error("no reservation-reminders job");
    return runJob(job, db(), now);
  };
  /** The instant of `clock` ("HH:MM") on the restaurant's day before the booking. */
  const dayBefore = (reservation: MemberReservation, clock: string) => {
    const [hours = 0, minutes = 0] = clock.split(":").map(Number);
    return instantOf(addDays(reservation.date, -1), hours * 60 + minutes, reservation.timeZone);
  };
  const reminders = (email: string) =>
    db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, email), like(outboxMessages.subject, "Reminder:%")))
      .orderBy(asc(outboxMessages.createdAt));

  /** A fresh member's booking `days` ahead, well over a day after its confirmation. */
  async function bookAhead(label: string, days = 6, extra: Record<string, unknown> = {}) {
    const member = await freshMember(api, label);
    const date = daysAhead(days);
    const reservation = await booked(member.visitor, {
      ...(await merchantWithSlot(api, date)),
      date,
      ...extra,
    });
    return { ...member, reservation };
  }

  it("reminds once during the restaurant's day before, however often and side by side the job runs", async () => {
    const { email, reservation } = await bookAhead("once");
    await remind(dayBefore(reservation, "08:45"));
    expect(await reminders(email)).toEqual([]);
    await remind(dayBefore(reservation, "09:10"));
    await remind(dayBefore(reservation, "09:40"));
    await Promise.all([remind(dayBefore(reservation, "10:10")), remind(dayBefore(reservation, "10:10"))]);
    const mail = await reminders(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain(reservation.merchantName);
    const text = mail[0]?.textBody ?? "";
    for (const line of [
      "Hi Rae,",
      "A reminder: your table is booked for tomorrow.",
      `Restaurant: ${reservation.merchantName}`,
      `Address: ${reservation.merchantAddress}`,
      "Party: 2 guests",
      `Confirmation number: ${reservation.confirmationNumber}`,
      "earn 50 bonus points",
    ])
      expect(text).toContain(line);
  });

  it("reminds every due booking once when two runs go at once", async () => {
    const date = daysAhead(7);
    const bookings = [];
    for (const label of ["pair-a", "pair-b", "pair-c", "pair-d"]) {
      const member = await freshMember(api, label);
      const reservation = await booked(member.visitor, { ...(await merchantWithSlot(api, date)), date });
      bookings.push({ ...member, reservation });
    }
    const first = bookings[0]?.reservation;
    if (!first) throw new Error("no booking");
    const runs = await Promise.all([remind(dayBefore(first, "12:00")), remind(dayBefore(first, "12:00"))]);
    expect(runs.reduce((total, run) => total + (run.reminded ?? 0), 0)).toBeGreaterThanOrEqual(4);
    for (const { email } of bookings) expect(await reminders(email)).toHaveLength(1);
  });

  it("writes nothing at 03:00 or after 21:00 on the restaurant's clock, nor on the day itself", async () => {
    const { email, reservation } = await bookAhead("night", 8);
    for (const clock of ["03:00", "21:00", "23:30"]) await remind(dayBefore(reservation, clock));
    await remind(instantOf(reservation.date, 10 * 60, reservation.timeZone));
    expect(await reminders(email)).toEqual([]);
  });

  it("reminds no cancelled booking and no past one", async () => {
    const { visitor, email, reservation } = await bookAhead("cancelled", 9);
    const cancelled = await visitor.call(`/api/Member/Reservations/${reservation.id}/Cancel`, {
      method: "POST",
      headers: { "X-XSRF-TOKEN": await visitor.csrfToken() },
    });
    expect(cancelled.status).toBe(200);
    await remind(dayBefore(reservation, "10:00"));
    expect(await reminders(email)).toEqual([]);

    const past = await freshMember(api, "past");
    const [merchant] = await db().select({ id: merchants.id }).from(merchants).limit(1);
    const row = pastReservationRow(past.memberId, merchant?.id ?? "", 1, { time: "19:00" });
    await db().insert(memberReservations).values(row);
    // Never reminded, but its time is over.
    await remind(new Date());
    expect(await reminders(past.email)).toEqual([]);
  });

  it("sends no reminder for a booking confirmed on the day before: its confirmation stands for it", async () => {
    const member = await freshMember(api, "short");
    const { merchantId } = await merchantWithSlot(api, daysAhead(10));
    const [merchant] = await db()
      .select({ timeZone: merchants.timeZone })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    // Tomorrow on the restaurant's clock, booked today: under 24 hours ahead or just over.
    const tomorrow = addDays(localToday(new Date(), merchant?.timeZone ?? "UTC"), 1);
    const time = await freeSlot(api, merchantId, tomorrow, "19:00");
    if (!time) throw new Error("no seating tomorrow");
    const reservation = await booked(member.visitor, { merchantId, time, date: tomorrow });
    const [row] = await db()
      .select({ remindedAt: memberReservations.remindedAt })
      .from(memberReservations)
      .where(eq(memberReservations.id, reservation.id));
    expect(row?.remindedAt).toBeInstanceOf(Date);
    const evening = instantOf(
      localToday(new Date(), reservation.timeZone),
      20 * 60 + 30,
      reservation.timeZone,
    );
    await remind(new Date(Math.max(Date.now(), evening.getTime())));
    expect(await reminders(member.email)).toEqual([]);
    // A confirmation two days ahead leaves the reminder due.
    const ahead = await bookAhead("two-days", 11);
    const [aheadRow] = await db()
      .select({ remindedAt: memberReservations.remindedAt })
      .from(memberReservations)
      .where(eq(memberReservations.id, ahead.reservation.id));
    expect(aheadRow?.remindedAt).toBeNull();
  });

  it("reminds a changed booking of its new date, once more", async () => {
    const { visitor, email, reservation } = await bookAhead("changed", 12);
    await remind(dayBefore(reservation, "10:00"));
    expect(await reminders(email)).toHaveLength(1);
    const date = addDays(reservation.date, 2);
    const response = await visitor.call(`/api/Member/Reservations/${reservation.id}`, {
      method: "PATCH",
      json: { date, time: reservation.time, partySize: 3 },
      headers: { "X-XSRF-TOKEN": await visitor.csrfToken() },
    });
    expect(response.status).toBe(200);
    const changed = (await answer(response, memberReservationAnswerSchema)).reservation;
    expect(changed.date).toBe(date);
    // Not on the old day before again, once on the new one.
    await remind(dayBefore(reservation, "11:00"));
    await remind(dayBefore(changed, "10:00"));
    await remind(dayBefore(changed, "15:00"));
    const mail = await reminders(email);
    expect(mail).toHaveLength(2);
    expect(mail[1]?.textBody).toContain("Party: 3 guests");
    expect(mail[1]?.subject).not.toBe(mail[0]?.subject);
    // A change of time on the same date keeps the reminder sent.
    const sameDay = await visitor.call(`/api/Member/Reservations/${reservation.id}`, {
      method: "PATCH",
      json: { date, time: reservation.time, partySize: 2 },
      headers: { "X-XSRF-TOKEN": await visitor.csrfToken() },
    });
    expect(sameDay.status).toBe(200);
    await remind(dayBefore(changed, "16:00"));
    expect(await reminders(email)).toHaveLength(2);
  });

  it("carries signed change and cancel links that open the booking, to the account's address only", async () => {
    const typed = `someone.else.${kind}@example.com`;
    const { email, reservation } = await bookAhead("links", 13, { email: typed, firstName: "Mallory" });
    const now = dayBefore(reservation, "10:00");
    await remind(now);
    expect(
      await db()
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.toAddress, typed), like(outboxMessages.subject, "Reminder:%"))),
    ).toEqual([]);
    const [message] = await reminders(email);
    expect(message?.textBody).toContain("Hi Rae,");
    expect(message?.textBody).not.toContain("Mallory");
    const links = [...(message?.textBody ?? "").matchAll(/https?:\/\/\S+/g)].map(
      (match) => new URL(match[0]),
    );
    expect(links.map((link) => link.searchParams.get("action")).sort()).toEqual(["cancel", "modify"]);
    const [stored] = await db()
      .select({ startsAt: memberReservations.startsAt })
      .from(memberReservations)
      .where(eq(memberReservations.id, reservation.id));
    const key = derivedKey("reservation-link");
    for (const link of links) {
      expect(`${link.origin}${link.pathname}`).toBe("http://harbor.localhost:3000/reservations/manage");
      const grant = {
        reservationId: link.searchParams.get("id") ?? "",
        action: link.searchParams.get("action") === "cancel" ? ("cancel" as const) : ("modify" as const),
        expires: Number(link.searchParams.get("expires")),
      };
      expect(grant.reservationId).toBe(reservation.id);
      expect(grant.expires).toBe(reservationLinkExpires(stored?.startsAt ?? new Date(0)));
      const signature = link.searchParams.get("sig") ?? "";
      expect(signature).toBe(reservationLinkSignature(key, grant));
      expect(reservationLinkSignatureValid({ current: key }, grant, signature, now.getTime())).toBe(true);
      const shown = await new Visitor(api, harbor).call(`/api/Reservations/Manage${link.search}`);
      expect(shown.status).toBe(200);
      expect((await answer(shown, memberReservationAnswerSchema)).reservation.id).toBe(reservation.id);
    }
  });
});
