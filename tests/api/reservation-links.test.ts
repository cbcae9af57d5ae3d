import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { reservationProvider } from "@/backend/reservations";
import { reservationLinkSignature } from "@/backend/security/reservation-link-signature";
import { derivedKey } from "@/backend/security/secrets";
import { linkSecretCookieName, reservationLink } from "@/shared/contracts/link-secrets";
import { memberReservationAnswerSchema } from "@/shared/contracts/reservations";
import { answer, createTestApi, errorAnswer, Visitor, type TestApi } from "./support";
import { send } from "./solve-human-check";
import { booked, daysAhead, freshMember, guest, harbor, merchantWithSlot } from "./reservation-test-kit";

// PostgreSQL too: reservations: bookings under the member's lock.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("a reservation's confirmation email and its signed links on %s", (kind) => {
  let api: TestApi;
  const date = daysAhead(15);
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 40 });
  });
  afterAll(async () => {
    await api.close();
  });

  /** Books and returns the reservation with the email the member's account address got for it. */
  async function bookWithEmail(label: string) {
    const { visitor, email } = await freshMember(api, label);
    const reservation = await booked(visitor, { ...(await merchantWithSlot(api, date)), date });
    const [message] = await api.testDb.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.partnerCode, "harbor"), eq(outboxMessages.toAddress, email)))
      .orderBy(desc(outboxMessages.createdAt));
    if (!message) throw new Error("no confirmation email");
    const links = [...message.textBody.matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));
    const link = (action: string) => {
      const found = links.find((url) => url.searchParams.get("action") === action);
      if (!found) throw new Error(`no ${action} link`);
      return found;
    };
    return { reservation, message, cancelLink: link("cancel"), modifyLink: link("modify") };
  }

  function manage(link: URL, visitor = new Visitor(api, harbor)) {
    return visitor.call(`/api/Reservations/Manage${link.search}`);
  }

  it("emails the restaurant, date, time, party, confirmation number, bonus and signed links", async () => {
    const { reservation, message, cancelLink, modifyLink } = await bookWithEmail("mail");
    expect(message.subject).toContain(reservation.merchantName);
    expect(message.textBody).toContain(reservation.merchantName);
    expect(message.textBody).toContain(`Confirmation number: ${reservation.confirmationNumber}`);
    expect(message.textBody).toContain("Party: 2 guests");
    expect(message.textBody).toContain("earn 50 bonus points");
    expect(message.textBody).toContain(`Hi ${guest.firstName},`);
    for (const link of [cancelLink, modifyLink]) {
      expect(`${link.origin}${link.pathname}`).toBe("http://harbor.localhost:3000/reservations/manage");
      expect([...link.searchParams.keys()].sort()).toEqual(["action", "expires", "id", "sig"]);
      expect(link.searchParams.get("id")).toBe(reservation.id);
    }
  });

  it("emails the member's account address, never the address or name typed in the booking form", async () => {
    const { visitor, email: accountEmail } = await freshMember(api, "typed-address");
    const typed = `someone.else.${String(Date.now())}@example.com`;
    const reservation = await booked(visitor, {
      ...(await merchantWithSlot(api, date)),
      date,
      email: typed,
      firstName: "Mallory",
    });
    const sentTo = (address: string) =>
      api.testDb.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.partnerCode, "harbor"), eq(outboxMessages.toAddress, address)));
    expect(await sentTo(typed)).toEqual([]);
    const [message] = await sentTo(accountEmail);
    expect(message?.textBody).toContain(`Confirmation number: ${reservation.confirmationNumber}`);
    expect(message?.textBody).toContain("Hi Rae,");
    expect(message?.textBody).not.toContain("Mallory");
  });

  it("shows the booking a link names to anyone holding it, with no session", async () => {
    const { reservation, modifyLink } = await bookWithEmail("show");
    const response = await manage(modifyLink);
    expect(response.status).toBe(200);
    expect((await answer(response, memberReservationAnswerSchema)).reservation).toEqual(reservation);
  });

  it("reads a link's expiry and signature from the cookie its arrival set, one cookie per booking (decision 0048)", async () => {
    const { reservation, cancelLink } = await bookWithEmail("cookie");
    const other = await bookWithEmail("cookie-other");
    const visitor = new Visitor(api, harbor);
    // What the proxy's exchange sets for each link (lib/server/routing/link-secret-exchange.ts).
    for (const link of [cancelLink, other.cancelLink]) {
      const id = link.searchParams.get("id");
      const secret = new URLSearchParams({
        expires: link.searchParams.get("expires") ?? "",
        sig: link.searchParams.get("sig") ?? "",
      });
      visitor.setCookie(linkSecretCookieName(reservationLink, id) ?? "", secret.toString());
    }
    const named = `id=${reservation.id}&action=cancel`;
    const shown = await visitor.call(`/api/Reservations/Manage?${named}`);
    expect(shown.status).toBe(200);
    expect((await answer(shown, memberReservationAnswerSchema)).reservation.id).toBe(reservation.id);
    const cancelled = await send(visitor, "POST", "/api/Reservations/Manage/Cancel", {
      id: reservation.id,
      action: "cancel",
    });
    expect(cancelled.status).toBe(200);
    expect((await answer(cancelled, memberReservationAnswerSchema)).reservation.status).toBe("cancelled");
    // The second booking is untouched, and a stranger without the cookie sees neither.
    const second = await visitor.call(`/api/Reservations/Manage?id=${other.reservation.id}&action=cancel`);
    expect((await answer(second, memberReservationAnswerSchema)).reservation.status).not.toBe("cancelled");
    expect((await new Visitor(api, harbor).call(`/api/Reservations/Manage?${named}`)).status).toBe(404);
  });

  it("refuses a tampered, switched, foreign-partner or expired link as if the booking did not exist", async () => {
    const { reservation, cancelLink } = await bookWithEmail("tamper");
    const altered = (change: (query: URLSearchParams) => void) => {
      const url = new URL(cancelLink);
      change(url.searchParams);
      return url;
    };
    const sig = cancelLink.searchParams.get("sig") ?? "";
    const other = await bookWithEmail("tamper-other");
    const refused = [
      altered((q) => {
        q.set("sig", `${sig.slice(0, -2)}AA`);
      }),
      altered((q) => {
        q.set("expires", String(Number(q.get("expires")) + 1));
      }),
      altered((q) => {
        q.set("action", "modify");
      }),
      altered((q) => {
        q.set("id", other.reservation.id);
      }),
    ];
    for (const url of refused) {
      const response = await manage(url);
      expect(response.status, url.search).toBe(404);
      expect(await errorAnswer(response)).toEqual({ error: "Reservation not found" });
    }
    // Correctly signed, but its time is up.
    const expires = Math.floor(Date.now() / 1000) - 60;
    const expired = altered((q) => {
      q.set("expires", String(expires));
      q.set(
        "sig",
        reservationLinkSignature(derivedKey("reservation-link"), {
          reservationId: reservation.id,
          action: "cancel",
          expires,
        }),
      );
    });
    expect((await manage(expired)).status).toBe(404);
    // A link is good on its own partner's site only.
    expect((await manage(cancelLink, new Visitor(api, "skyway.localhost:3000"))).status).toBe(404);
    // Malformed query parameters are field errors. A missing sig is not one: the page's requests
    // leave it to the cookie the link's arrival set (decision 0048), and without it nothing is found.
    const malformed = await new Visitor(api, harbor).call(
      "/api/Reservations/Manage?id=x&action=drop&expires=soon",
    );
    expect(malformed.status).toBe(400);
    expect(Object.keys((await errorAnswer(malformed)).fields ?? {}).sort()).toEqual([
      "action",
      "expires",
      "id",
    ]);
    const unsigned = new URL(cancelLink);
    unsigned.searchParams.delete("sig");
    expect((await manage(unsigned)).status).toBe(404);
  });

  it("cancels from the email's link with the CSRF token, and only with it", async () => {
    const { reservation, cancelLink } = await bookWithEmail("cancel");
    const visitor = new Visitor(api, harbor);
    const body = Object.fromEntries(cancelLink.searchParams);
    const withoutToken = await visitor.call("/api/Reservations/Manage/Cancel", {
      method: "POST",
      json: body,
    });
    expect(withoutToken.status).toBe(403);
    const response = await visitor.call("/api/Reservations/Manage/Cancel", {
      method: "POST",
      json: body,
      headers: { "X-XSRF-TOKEN": await visitor.csrfToken() },
    });
    expect(response.status).toBe(200);
    expect((await answer(response, memberReservationAnswerSchema)).reservation.status).toBe("cancelled");
    expect((await reservationProvider(api.testDb.db).get(reservation.confirmationNumber))?.status).toBe(
      "cancelled",
    );
  });

  it("changes the party from the modify link; a cancel link cannot change it", async () => {
    const { reservation, cancelLink, modifyLink } = await bookWithEmail("modify");
    const visitor = new Visitor(api, harbor);
    const change = async (link: URL) =>
      visitor.call("/api/Reservations/Manage/Modify", {
        method: "POST",
        json: { ...Object.fromEntries(link.searchParams), date, time: reservation.time, partySize: 3 },
        headers: { "X-XSRF-TOKEN": await visitor.csrfToken() },
      });
    const refused = await change(cancelLink);
    expect(refused.status).toBe(400);
    const response = await change(modifyLink);
    expect(response.status).toBe(200);
    expect((await answer(response, memberReservationAnswerSchema)).reservation.partySize).toBe(3);
  });
});
