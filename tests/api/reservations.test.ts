import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cards, memberReservations, outboxMessages, transactions } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { reservationProvider, ReservationProviderError } from "@/backend/reservations";
import {
  memberReservationAnswerSchema,
  memberReservationListSchema,
  reservationRefusalSchema,
} from "@/lib/shared/contracts/reservations";
import harborErrors from "@/partners/harbor/content/global.json";
import { answer, createTestApi, errorAnswer, memberRow, signedInVisitor, Visitor, type TestApi } from "./support";
import {
  book,
  booked,
  bookableMerchantIds,
  daysAhead,
  freeSlot,
  freshMember,
  guest,
  harbor,
  merchantWithSlot,
} from "./reservation-test-kit";

/** The harbor wording a refusal must carry (its global 'errors' copy). */
function harborWording(key: string): string {
  const entry = harborErrors.data.find((candidate) => candidate.slug === "errors");
  const value = (entry?.fields as Record<string, string> | undefined)?.[key];
  if (!value) throw new Error(`no harbor copy ${key}`);
  return value;
}

describe.each(testDbKinds())("member reservations on %s", (kind) => {
  let api: TestApi;
  const date = daysAhead(12);
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 40 });
  });
  afterAll(async () => {
    await api.close();
  });

  async function refusal(response: Response) {
    return answer(response, reservationRefusalSchema.strict());
  }

  it("answers 401 without a session and 404 where the partner takes no bookings", async () => {
    const anonymous = new Visitor(api, harbor);
    expect((await anonymous.call("/api/Member/Reservations")).status).toBe(401);
    expect((await book(anonymous, { merchantId: "m-000001", date, time: "19:00" })).status).toBe(401);
    const skyway = await signedInVisitor(api, "demo@skyway.example", "skyway.localhost:3000");
    expect((await skyway.call("/api/Member/Reservations")).status).toBe(404);
  });

  it("refuses a booking without the CSRF token", async () => {
    const { visitor } = await freshMember(api, "csrf");
    const response = await visitor.call("/api/Member/Reservations", {
      method: "POST",
      json: { ...guest, merchantId: "m-000001", date, time: "19:00", partySize: 2 },
    });
    expect(response.status).toBe(403);
  });

  it("answers bad input 400 with a message per field, never 500", async () => {
    const { visitor } = await freshMember(api, "bad-input");
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
    const { visitor } = await freshMember(api, "no-merchant");
    expect((await book(visitor, { merchantId: "m-999999", date, time: "19:00" })).status).toBe(404);
    const bookable = new Set(await bookableMerchantIds(api));
    const other = ["m-000001", "m-000002", "m-000003", "m-000004", "m-000005"].find((id) => !bookable.has(id));
    expect(other).toBeDefined();
    expect((await book(visitor, { merchantId: other, date, time: "19:00" })).status).toBe(404);
  });

  it("books for a member without a card: stored, with the bonus it will earn", async () => {
    const { visitor, memberId } = await freshMember(api, "no-card");
    const slot = await merchantWithSlot(api, date);
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
    const [row] = await api.testDb.db
      .select()
      .from(memberReservations)
      .where(eq(memberReservations.id, reservation.id));
    expect(row?.memberId).toBe(memberId);
    expect(row?.startsAt.getTime()).toBeGreaterThan(Date.now());
    // The provider holds the same booking under the confirmation number we show.
    const held = await reservationProvider(api.testDb.db).get(reservation.confirmationNumber);
    expect(held).toMatchObject({ status: "booked", date, time: slot.time, restaurantId: slot.merchantId });
    // The cancel token is the provider's secret: never in an answer.
    expect(JSON.stringify(reservation)).not.toContain(row?.providerCancelToken ?? "?");
  });

  it("books for a member with a linked card, and tells the two apart", async () => {
    const visitor = await signedInVisitor(api, "vip@harbor.example", harbor);
    const member = await memberRow(api, "vip@harbor.example");
    const live = await api.testDb.db
      .select()
      .from(cards)
      .where(and(eq(cards.memberId, member.id)));
    expect(live.some((card) => card.deletedAt === null)).toBe(true);
    const reservation = await booked(visitor, { ...(await merchantWithSlot(api, daysAhead(13))), date: daysAhead(13) });
    expect(reservation.withCard).toBe(true);
  });

  it("refuses a second booking at the same restaurant within the overlap window, not elsewhere", async () => {
    const { visitor } = await freshMember(api, "overlap");
    const first = await merchantWithSlot(api, date, { time: "18:00" });
    await booked(visitor, { ...first, date });
    const near = await freeSlot(api, first.merchantId, date, addMinutes(first.time, 60));
    expect(near).toBeDefined();
    const response = await book(visitor, { merchantId: first.merchantId, date, time: near });
    expect(response.status).toBe(409);
    expect(await refusal(response)).toEqual({ code: "overlap", message: harborWording("reservation_overlap") });
    // The partner's window is per restaurant (decision 0031): another one at the same time is fine.
    const elsewhere = await merchantWithSlot(api, date, { skip: [first.merchantId], time: first.time });
    expect((await book(visitor, { ...elsewhere, date })).status).toBe(201);
  });

  it("keeps one of two bookings sent at once for the same restaurant (a double submit)", async () => {
    const { visitor, memberId } = await freshMember(api, "double");
    const slot = await merchantWithSlot(api, date, { time: "20:00" });
    const near = await freeSlot(api, slot.merchantId, date, addMinutes(slot.time, 30));
    expect(near).toBeDefined();
    const responses = await Promise.all([
      book(visitor, { ...slot, date }),
      book(visitor, { merchantId: slot.merchantId, date, time: near }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const rows = await api.testDb.db.select().from(memberReservations).where(eq(memberReservations.memberId, memberId));
    expect(rows).toHaveLength(1);
  });

  it("refuses a member with too many no-shows lately (the partner's fraud rule)", async () => {
    const { visitor, memberId } = await freshMember(api, "no-shows");
    const [merchantId] = await bookableMerchantIds(api);
    for (const days of [5, 20, 40]) {
      await api.testDb.db.insert(memberReservations).values({
        partnerCode: "harbor",
        memberId,
        merchantId: merchantId ?? "",
        date: daysAhead(-days),
        time: "19:00",
        startsAt: new Date(Date.now() - days * 86_400_000),
        partySize: 2,
        confirmationNumber: `NS-${memberId.slice(0, 8)}-${String(days)}`,
        providerCancelToken: "x".repeat(32),
        status: "no_show",
        withCard: false,
      });
    }
    const response = await book(visitor, { ...(await merchantWithSlot(api, date)), date });
    expect(response.status).toBe(403);
    expect(await refusal(response)).toEqual({ code: "fraud", message: harborWording("reservation_fraud") });
  });

  it("refuses a member who books too many tables in one day (the partner's fraud rule)", async () => {
    const { visitor } = await freshMember(api, "many");
    const used: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const slot = await merchantWithSlot(api, date, { skip: used });
      used.push(slot.merchantId);
      await booked(visitor, { ...slot, date });
    }
    const response = await book(visitor, { ...(await merchantWithSlot(api, date, { skip: used })), date });
    expect(response.status).toBe(403);
    expect((await refusal(response)).code).toBe("fraud");
  });

  it("offers the nearest free times when the slot was taken meanwhile", async () => {
    const { visitor } = await freshMember(api, "taken");
    const slotDate = daysAhead(14);
    const slot = await merchantWithSlot(api, slotDate, { time: "19:00" });
    const provider = reservationProvider(api.testDb.db);
    // Other diners take every table at that time, straight through the provider.
    for (let taken = 0; taken < 200; taken += 1) {
      try {
        await provider.book({ restaurantId: slot.merchantId, date: slotDate, time: slot.time, partySize: 2, guest });
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
    const { visitor } = await freshMember(api, "bounds");
    const [merchantId] = await bookableMerchantIds(api);
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

  it("changes an upcoming booking, leaving itself out of the overlap window", async () => {
    const { visitor, email } = await freshMember(api, "modify");
    const slot = await merchantWithSlot(api, date, { time: "19:00" });
    const reservation = await booked(visitor, { ...slot, date });
    const later = await freeSlot(api, slot.merchantId, date, addMinutes(slot.time, 30), 4);
    expect(later).toBeDefined();
    const response = await visitor.call(`/api/Member/Reservations/${reservation.id}`, {
      method: "PATCH",
      json: { date, time: later, partySize: 4 },
      headers: { "X-XSRF-TOKEN": await visitor.csrfToken() },
    });
    expect(response.status).toBe(200);
    const changed = (await answer(response, memberReservationAnswerSchema)).reservation;
    expect(changed).toMatchObject({ id: reservation.id, time: later, partySize: 4, status: "booked" });
    const held = await reservationProvider(api.testDb.db).get(changed.confirmationNumber);
    expect(held).toMatchObject({ time: later, partySize: 4, status: "booked" });
    // The member's account address hears of the change, with fresh links.
    const [mail] = await api.testDb.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, email))
      .orderBy(desc(outboxMessages.createdAt));
    expect(mail?.subject).toMatch(/^Reservation changed: /);
    expect(mail?.textBody).toContain("Party: 4 guests");
    expect(mail?.textBody).toContain(`/reservations/manage?id=${reservation.id}&action=cancel`);
    const bad = await visitor.call(`/api/Member/Reservations/${reservation.id}`, {
      method: "PATCH",
      json: { date, time: "25:00", partySize: 0 },
      headers: { "X-XSRF-TOKEN": await visitor.csrfToken() },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorAnswer(bad)).fields ?? {}).sort()).toEqual(["partySize", "time"]);
  });

  it("cancels an upcoming booking once, and frees the table at the provider", async () => {
    const { visitor } = await freshMember(api, "cancel");
    const reservation = await booked(visitor, { ...(await merchantWithSlot(api, date)), date });
    const cancel = () =>
      visitor.csrfToken().then((token) =>
        visitor.call(`/api/Member/Reservations/${reservation.id}/Cancel`, {
          method: "POST",
          headers: { "X-XSRF-TOKEN": token },
        }),
      );
    const response = await cancel();
    expect(response.status).toBe(200);
    const cancelled = (await answer(response, memberReservationAnswerSchema)).reservation;
    expect(cancelled).toMatchObject({ status: "cancelled", changeable: false });
    expect(cancelled.bonus).toEqual({
      state: "not_earned",
      amount: 50,
      reason: harborWording("reservation_bonus_cancelled").replace("CURRENCY_P_1", "points"),
    });
    const [row] = await api.testDb.db.select().from(memberReservations).where(eq(memberReservations.id, reservation.id));
    expect(row?.cancelledAt).toBeInstanceOf(Date);
    expect((await reservationProvider(api.testDb.db).get(reservation.confirmationNumber))?.status).toBe("cancelled");
    expect((await cancel()).status).toBe(404);
  });

  it("never lets a member see or change another member's booking", async () => {
    const owner = await freshMember(api, "owner");
    const reservation = await booked(owner.visitor, { ...(await merchantWithSlot(api, date)), date });
    const { visitor: other } = await freshMember(api, "other");
    const token = await other.csrfToken();
    const attempts = [
      other.call(`/api/Member/Reservations/${reservation.id}`, {
        method: "PATCH",
        json: { date, time: reservation.time, partySize: 3 },
        headers: { "X-XSRF-TOKEN": token },
      }),
      other.call(`/api/Member/Reservations/${reservation.id}/Cancel`, { method: "POST", headers: { "X-XSRF-TOKEN": token } }),
      other.call(`/api/Member/Reservations/${reservation.id}/calendar.ics`),
      other.call("/api/Member/Reservations/not-a-uuid/calendar.ics"),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await errorAnswer(response)).toEqual({ error: "Reservation not found" });
    }
    const list = await answer(await other.call("/api/Member/Reservations"), memberReservationListSchema);
    expect([...list.upcoming, ...list.past].map((item) => item.id)).not.toContain(reservation.id);
    const still = await reservationProvider(api.testDb.db).get(reservation.confirmationNumber);
    expect(still).toMatchObject({ status: "booked", partySize: 2 });
  });

  it("lists upcoming soonest first and past newest first, each with its bonus state", async () => {
    const { visitor, memberId } = await freshMember(api, "list");
    const later = await booked(visitor, { ...(await merchantWithSlot(api, daysAhead(20))), date: daysAhead(20) });
    const sooner = await booked(visitor, { ...(await merchantWithSlot(api, daysAhead(11))), date: daysAhead(11) });
    const [merchantId = ""] = await bookableMerchantIds(api);
    const pastRow = (days: number, extra: Partial<typeof memberReservations.$inferInsert> = {}) => ({
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
    });
    const [bonus] = await api.testDb.db
      .insert(transactions)
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
    await api.testDb.db.insert(memberReservations).values([
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

    await api.testDb.db.update(transactions).set({ awardStatus: "Awarded" }).where(eq(transactions.id, bonus?.id ?? ""));
    const after = await answer(await visitor.call("/api/Member/Reservations"), memberReservationListSchema);
    expect(after.past[0]?.bonus).toEqual({ state: "awarded", amount: 50, reason: null });
  });

  it("downloads the booking as an iCalendar event", async () => {
    const { visitor } = await freshMember(api, "ics");
    const slot = await merchantWithSlot(api, date);
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
    const [row] = await api.testDb.db.select().from(memberReservations).where(eq(memberReservations.id, reservation.id));
    const utc = (at: Date) => at.toISOString().replaceAll(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");
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

function addMinutes(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  const total = Math.min(hours * 60 + mins + minutes, 23 * 60 + 45);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
