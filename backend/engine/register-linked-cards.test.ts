import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cards, members, partnerCards } from "@/backend/db/schema";
import { createTestDb, testDbKinds, type TestDb } from "@/backend/db/testing";
import { deleteCard } from "@/backend/services/cards/delete-card";
import { registerCards } from "@/backend/services/cards/register-cards";
import type { CardNetwork } from "../network";
import { simulatedCardNetwork } from "../network/simulated-network";
import { registerLinkedCards } from "./register-linked-cards";

/** The simulated network, with a record of what it was asked and an outage switch. */
function watchedNetwork() {
  const unregistered: string[] = [];
  let down = false;
  const network: CardNetwork = {
    register: (card) =>
      down ? Promise.reject(new Error("network down")) : simulatedCardNetwork.register(card),
    unregister: async (reference) => {
      unregistered.push(reference);
      await simulatedCardNetwork.unregister(reference);
    },
  };
  return {
    network,
    unregistered,
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

// PostgreSQL too: linking commits, then the network's answer is stored by a conditional update.
describe.each(testDbKinds({ dialectMatters: true }))("card registration with the network on %s", (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => {
    await testDb.close();
  });

  /** A member with a partner-preloaded card of `cardType`, linked through registerCards. */
  async function link(network: CardNetwork, cardType: "Visa" | "Mastercard" = "Visa") {
    const tag = randomUUID().slice(0, 8);
    const [member] = await testDb.db
      .insert(members)
      .values({
        partnerCode: "harbor",
        publicId: `net-${tag}`,
        email: `net-${tag}@harbor.example`,
        firstName: "Net",
        lastName: "Work",
        tierLevel: 2,
      })
      .returning();
    if (!member) throw new Error("no member");
    const partnerCardId = `pc-${tag}`;
    await testDb.db
      .insert(partnerCards)
      .values({ partnerCode: "harbor", memberId: member.id, partnerCardId, cardType, lastFour: "1234" });
    const result = await registerCards(
      testDb.db,
      {
        partnerCode: "harbor",
        memberId: member.id,
        accepted: ["VISA", "MAST"],
        creditCards: [{ partnerCardId, cardType, lastFour: "1234" }],
        directFileFeedOptIn: false,
      },
      network,
    );
    expect(result.linked).toBe(1);
    const [card] = await testDb.db.select().from(cards).where(eq(cards.memberId, member.id));
    if (!card) throw new Error("no card");
    return { member, card };
  }

  it("stores the network's reference on the linked card, one per registration", async () => {
    const { network } = watchedNetwork();
    const { card: visa } = await link(network);
    const { card: mastercard } = await link(network, "Mastercard");
    expect(visa.networkCardReference).toMatch(/^visa-[0-9a-f-]{36}$/);
    expect(mastercard.networkCardReference).toMatch(/^mastercard-/);
    expect(visa.networkCardReference).not.toBe(mastercard.networkCardReference);
  });

  it("links the card when the network is down, and registers it on a later call", async () => {
    const watched = watchedNetwork();
    watched.setDown(true);
    const { card } = await link(watched.network);
    expect(card.deletedAt).toBeNull();
    expect(card.networkCardReference).toBeNull();
    watched.setDown(false);
    expect(await registerLinkedCards(testDb.db, watched.network, [card.id])).toBe(1);
    // Already registered: a second call asks the network nothing.
    expect(await registerLinkedCards(testDb.db, watched.network, [card.id])).toBe(0);
    const [row] = await testDb.db.select().from(cards).where(eq(cards.id, card.id));
    expect(row?.networkCardReference).toMatch(/^visa-/);
  });

  it("unregisters a deleted card, keeping its reference on the row for late clearings", async () => {
    const watched = watchedNetwork();
    const { member, card } = await link(watched.network);
    const result = await deleteCard(
      testDb.db,
      { partnerCode: "harbor", memberId: member.id, cardId: card.id },
      watched.network,
    );
    expect(result).toEqual({ kind: "deleted", accountClosed: true });
    expect(watched.unregistered).toEqual([card.networkCardReference]);
    const [row] = await testDb.db.select().from(cards).where(eq(cards.id, card.id));
    expect(row?.networkCardReference).toBe(card.networkCardReference);
    // Deleting again finds nothing and tells the network nothing.
    await deleteCard(
      testDb.db,
      { partnerCode: "harbor", memberId: member.id, cardId: card.id },
      watched.network,
    );
    expect(watched.unregistered).toHaveLength(1);
  });
});
