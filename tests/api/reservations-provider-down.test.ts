import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { memberReservations } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { reservationRefusalSchema } from "@/shared/contracts/reservations";
import { answer, createTestApi, type TestApi } from "./support";
import { book, bookableMerchantIds, daysAhead, freshMember } from "./reservation-test-kit";

// Before anything reads the environment: the provider's API is somewhere nothing listens.
vi.hoisted(() => {
  process.env.RESERVATION_PROVIDER_URL = "http://127.0.0.1:9/provider";
});

// PostgreSQL too: reservations: a booking put back when the provider fails.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("booking while the reservation provider is down on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 40 });
  });
  afterAll(async () => {
    await api.close();
  });

  it("answers 502 with the partner's general wording and stores nothing", async () => {
    const { visitor, memberId } = await freshMember(api, "down");
    const [merchantId] = await bookableMerchantIds(api);
    const response = await book(visitor, { merchantId, date: daysAhead(12), time: "19:00" });
    expect(response.status).toBe(502);
    expect(await answer(response, reservationRefusalSchema.strict())).toEqual({
      code: "general",
      message: "We were unable to complete your reservation. Please try again.",
    });
    const rows = await api.testDb.db
      .select()
      .from(memberReservations)
      .where(eq(memberReservations.memberId, memberId));
    expect(rows).toEqual([]);
  });
});
