import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cards, members, merchantNetworkIds, merchants } from "@/backend/db/schema";
import { createTestDb, testDbKinds, type TestDb } from "@/backend/db/testing";
import type { NetworkMessage } from "@/shared/contracts/network-feed";
import { matchNetworkMessages } from "./match-network-messages";

// PostgreSQL too: the merchant lookup is one statement over (network, id) pairs.
describe.each(testDbKinds({ dialectMatters: true }))("matchNetworkMessages on %s", (kind) => {
  let testDb: TestDb;
  let cardId = "";
  const reference = `visa-${randomUUID()}`;
  const deletedReference = `visa-${randomUUID()}`;

  beforeAll(async () => {
    testDb = await createTestDb(kind);
    await testDb.db.insert(merchants).values(
      ["m-tokyo", "m-york"].map((id) => ({
        id,
        name: id,
        description: "A restaurant",
        cuisines: ["Thai"],
        priceRange: 2,
        rating: 4,
        ratingCount: 1,
        neighborhood: "Center",
        city: "Town",
        state: "NY",
        zip: "10001",
        address1: "1 Main St",
        latitude: 40.7,
        longitude: -74,
        phone: "555",
        imageBaseUrl: "/x",
        features: [],
        mealsServed: [],
        menuImageUrls: [],
        timeZone: id === "m-tokyo" ? "Asia/Tokyo" : "America/New_York",
      })),
    );
    await testDb.db.insert(merchantNetworkIds).values([
      { merchantId: "m-tokyo", network: "visa", networkMerchantId: "4100000001" },
      { merchantId: "m-york", network: "visa", networkMerchantId: "4100000002" },
      { merchantId: "m-york", network: "mastercard", networkMerchantId: "4100000001" },
    ]);
    const [member] = await testDb.db
      .insert(members)
      .values({
        partnerCode: "harbor",
        publicId: "match-1",
        email: "match-1@harbor.example",
        firstName: "M",
        lastName: "A",
        tierLevel: 3,
      })
      .returning();
    if (!member) throw new Error("no member");
    const card = (networkCardReference: string, deletedAt: Date | null) => ({
      partnerCode: "harbor",
      memberId: member.id,
      cardType: "Visa" as const,
      lastFour: "4242",
      description: "Visa",
      numberHash: `hash-${networkCardReference}`,
      networkCardReference,
      createdAt: new Date("2025-06-01T00:00:00Z"),
      deletedAt,
    });
    const [live] = await testDb.db.insert(cards).values(card(reference, null)).returning();
    cardId = live?.id ?? "";
    await testDb.db.insert(cards).values(card(deletedReference, new Date("2026-01-14T12:00:00Z")));
  });
  afterAll(async () => {
    await testDb.close();
  });

  const message = (overrides: Partial<NetworkMessage> = {}): NetworkMessage => ({
    network: "visa",
    networkTransactionId: `t-${randomUUID()}`,
    messageType: "clearing",
    originalNetworkTransactionId: null,
    cardReference: reference,
    networkMerchantId: "4100000002",
    amountCents: 5_000,
    currency: "USD",
    localDate: "2026-01-14",
    localTime: "19:30",
    ...overrides,
  });

  it("finds the card by its reference and the merchant by its id on the message's network", async () => {
    const messages = [
      message(),
      message({ network: "mastercard", networkMerchantId: "4100000001" }),
      message({ networkMerchantId: "4100000001" }),
    ];
    const matchOf = await matchNetworkMessages(testDb.db, messages);
    const [york, yorkByMastercard, tokyo] = messages.map(matchOf);
    expect(york).toMatchObject({
      matched: true,
      card: { id: cardId, tierLevel: 3 },
      merchant: { id: "m-york" },
    });
    expect(yorkByMastercard).toMatchObject({ matched: true, merchant: { id: "m-york" } });
    expect(tokyo).toMatchObject({ matched: true, merchant: { id: "m-tokyo" } });
  });

  it("reads the local date and time on the merchant's clock", async () => {
    const messages = [message(), message({ networkMerchantId: "4100000001" })];
    const matchOf = await matchNetworkMessages(testDb.db, messages);
    const [york, tokyo] = messages.map(matchOf);
    expect(york?.matched && york.mealDate).toEqual(new Date("2026-01-15T00:30:00Z"));
    expect(tokyo?.matched && tokyo.mealDate).toEqual(new Date("2026-01-14T10:30:00Z"));
  });

  it("says why a message matches nothing", async () => {
    const messages = [
      message({ cardReference: "visa-never-registered" }),
      message({ networkMerchantId: "4199999999" }),
      message({ network: "amex" }),
      message({ currency: "CAD" }),
      message({ cardReference: deletedReference }),
    ];
    const matchOf = await matchNetworkMessages(testDb.db, messages);
    expect(messages.map((m) => matchOf(m)).map((match) => (match.matched ? null : match.reason))).toEqual([
      "unknown_card_reference",
      "unknown_merchant",
      "unknown_merchant",
      "unsupported_currency",
      "card_unregistered",
    ]);
  });

  it("matches a late clearing of a meal made before the card was deleted", async () => {
    // Deleted at noon UTC on the 14th; breakfast in Tokyo that day was before it.
    const late = message({
      cardReference: deletedReference,
      networkMerchantId: "4100000001",
      localTime: "08:00",
    });
    const matchOf = await matchNetworkMessages(testDb.db, [late]);
    expect(matchOf(late)).toMatchObject({ matched: true, merchant: { id: "m-tokyo" } });
    expect(
      await testDb.db.select().from(cards).where(eq(cards.networkCardReference, deletedReference)),
    ).toHaveLength(1);
  });
});
