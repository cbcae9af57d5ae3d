import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberReservations, transactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { memberReservationListSchema } from "@/shared/contracts/reservations";
import { answer } from "./support";
import {
  booked,
  bookableMerchantIds,
  daysAhead,
  freshMember,
  merchantWithSlot,
  pastReservationRow,
} from "./reservation-test-kit";
import { suiteApi } from "./suite-api";

// PostgreSQL too: reservations: the member's bookings listed by SQL.
const kinds = testDbKinds({ dialectMatters: true });

// The member's list of bookings and a booking's calendar file.
describe.each(kinds)("member reservations on %s", (kind) => {
  const api = suiteApi(kind, { merchants: 40 });
  const date = daysAhead(12);

  it("lists upcoming soonest first and past newest first, each with its bonus state", async () => {
    const { visitor, memberId } = await freshMember(api(), "list");
    const later = await booked(visitor, {
      ...(await merchantWithSlot(api(), daysAhead(20))),
      date: daysAhead(20),
    });
    const sooner = await booked(visitor, {
      ...(await merchantWithSlot(api(), daysAhead(11))),
      date: daysAhead(11),
    });
    const [merchantId = ""] = await bookableMerchantIds(api());
    const pastRow = (days: number, extra: Partial<typeof memberReservations.$inferInsert> = {}) =>
      pastReservationRow(memberId, merchantId, days, extra);
    const [bonus] = await api()
      .testDb.db.insert(transactions)
      .values({
        partnerCode: "harbor",
        memberId,
        merchantId,
        date: new Date(Date.now() - 3 * 86_400_000),
        benefitAmount: 50,
        awardStatus: "Pending",
        transactionType: "B",
        sourceTransactionId: `resv-bonus-${memberId}`,
      })
      .returning({ id: transactions.id });
    await api()
      .testDb.db.insert(memberReservations)
      .values([
        pastRow(3, { bonusTransactionId: bonus?.id, status: "dined" }),
        pastRow(30),
        pastRow(60, { status: "no_show" }),
      ]);

    const list = await answer(await visitor.call("/api/Member/Reservations"), memberReservationListSchema);
    expect(list.upcoming.map((item) => item.id)).toEqual([sooner.id, later.id]);
    expect(list.upcoming.every((item) => item.changeable && item.bonus.state === "upcoming")).toBe(true);
    expect(list.past.map((item) => [item.date, item.bonus.state])).toEqual([
      [daysAhead(-3), "pending"],
      [daysAhead(-30), "not_earned"],
      [daysAhead(-60), "not_earned"],
    ]);
    expect(list.past[1]?.bonus.reason).toContain("no meal with a linked card");
    expect(list.past[2]?.bonus.reason).toContain("not honoured");
    expect(list.past.every((item) => !item.changeable)).toBe(true);

    await api()
      .testDb.db.update(transactions)
      .set({ awardStatus: "Awarded" })
      .where(eq(transactions.id, bonus?.id ?? ""));
    const after = await answer(await visitor.call("/api/Member/Reservations"), memberReservationListSchema);
    expect(after.past[0]?.bonus).toEqual({ state: "awarded", amount: 50, reason: null });
  });

  it("downloads the booking as an iCalendar event", async () => {
    const { visitor } = await freshMember(api(), "ics");
    const slot = await merchantWithSlot(api(), date);
    const reservation = await booked(visitor, { ...slot, date });
    const response = await visitor.call(`/api/Member/Reservations/${reservation.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="reservation-${reservation.confirmationNumber}.ics"`,
    );
    const body = await response.text();
    expect(body.endsWith("\r\n")).toBe(true);
    expect(body.replaceAll("\r\n", "").includes("\n")).toBe(false);
    const unfolded = body.replaceAll("\r\n ", "").split("\r\n");
    const [row] = await api()
      .testDb.db.select()
      .from(memberReservations)
      .where(eq(memberReservations.id, reservation.id));
    const utc = (at: Date) =>
      at
        .toISOString()
        .replaceAll(/[-:]/g, "")
        .replace(/\.\d{3}Z$/, "Z");
    const starts = row?.startsAt ?? new Date(0);
    expect(unfolded).toEqual(
      expect.arrayContaining([
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "BEGIN:VEVENT",
        `UID:${reservation.id}@dining.harborhotels.example`,
        `DTSTART:${utc(starts)}`,
        `DTEND:${utc(new Date(starts.getTime() + 90 * 60_000))}`,
        `SUMMARY:Dinner at ${reservation.merchantName.replaceAll(",", "\\,")}`,
        // The address's commas are escaped as TEXT requires.
        `LOCATION:${reservation.merchantAddress.replaceAll(",", "\\,")}`,
        "END:VEVENT",
        "END:VCALENDAR",
      ]),
    );
    const description = unfolded.find((line) => line.startsWith("DESCRIPTION:"));
    expect(description).toContain(`Confirmation number: ${reservation.confirmationNumber}`);
    expect(description).toContain("\\n");
  });
});
