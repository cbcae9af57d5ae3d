import { describe, expect, it } from "vitest";
import { impressionEventSchema } from "@/shared/contracts/impressions";
import { reservationImpression, reservationSearchKind } from "./reservation-events";

const request = { merchantId: "m-1", date: "2026-11-25", time: "19:00", partySize: 2 };

describe("reservationSearchKind", () => {
  it("calls the untouched today / 19:00 / 2 search the default", () => {
    expect(reservationSearchKind(request, "2026-11-25")).toBe("default");
  });

  it.each([
    ["another date", { ...request, date: "2026-11-26" }],
    ["another time", { ...request, time: "19:30" }],
    ["another party", { ...request, partySize: 4 }],
  ])("calls a search with %s a user search", (_, changed) => {
    expect(reservationSearchKind(changed, "2026-11-25")).toBe("user");
  });
});

describe("reservationImpression", () => {
  const base = {
    request,
    path: "/merchants/m-1",
    now: new Date("2026-11-25T12:00:00Z"),
    userAgent: "test-agent",
  };

  it("names search and booking, default and user, with and without a card apart", () => {
    const names = (["search", "book"] as const).flatMap((action) =>
      (["default", "user"] as const).flatMap((kind) =>
        [true, false].map((withCard) => reservationImpression({ ...base, action, kind, withCard }).event),
      ),
    );
    expect(new Set(names).size).toBe(8);
    expect(names).toContain("reservation_search_default_with_card");
    expect(names).toContain("reservation_book_user_without_card");
  });

  it("is an impression the API accepts, with the search's fields", () => {
    const event = reservationImpression({
      ...base,
      action: "search",
      kind: "user",
      withCard: false,
      slotCount: 6,
      publicId: "pub-1",
    });
    expect(impressionEventSchema.safeParse(event).success).toBe(true);
    expect(event).toMatchObject({
      channel: "web",
      dateTime: "2026-11-25T12:00:00.000Z",
      merchantId: "m-1",
      publicId: "pub-1",
      searchType: "user",
      withCard: false,
      reservationDate: "2026-11-25",
      reservationTime: "19:00",
      partySize: 2,
      slotCount: 6,
    });
  });
});
