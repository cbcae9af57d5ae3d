import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { merchants as merchantsTable } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { findMerchant } from "@/backend/db/queries/merchants";
import { countMerchants } from "@/backend/services/merchants/count-merchants";
import { listMerchantIds } from "@/backend/services/merchants/list-merchant-ids";
import { nearbyAfterRemoval } from "@/backend/services/merchants/nearby-after-removal";
import { removedMerchantNearbyCount } from "@/shared/contracts/removed-merchant";
import { miles, seededMerchantSuite, type MerchantRow } from "./merchant-search-kit";
import { Visitor } from "./support";

const merchantCount = 200;

/** A Chicago merchant taking online reservations: its removal must close every way to it. */
function removedOne(rows: readonly MerchantRow[]): MerchantRow {
  const row = rows.find((m) => m.city === "Chicago" && m.reservationOpenTable);
  if (!row) throw new Error("The seed has no bookable Chicago merchant");
  return row;
}

/** Merchants that left the program (decision 0066): kept for where they were, listed nowhere. */
// PostgreSQL too: the search's distance ordering runs in SQL.
describe.each(testDbKinds({ dialectMatters: true }))("a removed merchant on %s", (kind) => {
  let removed: MerchantRow | undefined;
  const { api, all, searchAll } = seededMerchantSuite(kind, {
    merchants: merchantCount,
    prepare: async (db) => {
      removed = removedOne(await db.select().from(merchantsTable));
      await db.update(merchantsTable).set({ removedAt: new Date() }).where(eq(merchantsTable.id, removed.id));
    },
  });
  const gone = () => {
    if (!removed) throw new Error("prepare has not run");
    return removed;
  };

  it("has no page, reviews or reservations through the API", async () => {
    const visitor = new Visitor(api());
    const id = gone().id;
    expect((await visitor.call(`/api/v2/Merchants/${id}`)).status).toBe(404);
    expect((await visitor.call(`/api/merchants/${id}/reviews`)).status).toBe(404);
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const availability = await visitor.call(
      `/api/merchants/${id}/reservations/availability?date=${date}&time=19:00&partySize=2`,
    );
    expect(availability.status).toBe(404);
  });

  it("is found by no search, no count and no sitemap, and the proxy's lookup misses it", async () => {
    const found = await searchAll(`location=${encodeURIComponent("Chicago, IL")}&radius=100`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((m) => m.id)).not.toContain(gone().id);
    const { db } = api().testDb;
    expect(await countMerchants(db)).toBe(all().length - 1);
    const ids = (await listMerchantIds(db, { offset: 0, limit: 1_000 })).map((m) => m.id);
    expect(ids).toHaveLength(all().length - 1);
    expect(ids).not.toContain(gone().id);
    expect(await findMerchant(db, { merchantId: gone().id })).toBeUndefined();
  });

  it("offers the listed merchants nearest to where it was, nearest first", async () => {
    const nearby = await nearbyAfterRemoval(api().testDb.db, {
      partnerCode: "harbor",
      merchantId: gone().id,
    });
    const { name, neighborhood, city, state } = gone();
    expect(nearby?.removed).toEqual({ name, neighborhood, city, state });
    const listed = all().filter((m) => m.id !== gone().id);
    const nearest = listed
      .map((m) => ({ id: m.id, distance: miles(gone(), m) }))
      .filter((m) => m.distance <= 25)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, removedMerchantNearbyCount);
    expect(nearest.length).toBe(removedMerchantNearbyCount);
    expect(nearby?.merchants.map((m) => m.id)).toEqual(nearest.map((m) => m.id));
    const distances = nearby?.merchants.map((m) => m.distance ?? Number.NaN) ?? [];
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it("offers nothing for an id the database never knew, nor for a listed merchant", async () => {
    const { db } = api().testDb;
    expect(await nearbyAfterRemoval(db, { partnerCode: "harbor", merchantId: "m-999999" })).toBeNull();
    const listed = all().find((m) => m.id !== gone().id);
    if (!listed) throw new Error("The seed has one merchant only");
    expect(await nearbyAfterRemoval(db, { partnerCode: "harbor", merchantId: listed.id })).toBeNull();
  });
});
