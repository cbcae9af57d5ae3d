import type { NetworkMessage } from "@/shared/contracts/network-feed";
import type { CardNetworkName } from "@/shared/contracts/network-feed-values";
import type { Random } from "../db/seed/random";

export interface SimulatedCard {
  readonly network: CardNetworkName;
  readonly cardReference: string;
}

/** A merchant location as the networks know it: its id on each network that has one. */
export type SimulatedMerchant = Partial<Record<CardNetworkName, string>>;

export interface DiningHistoryInput {
  readonly cards: readonly SimulatedCard[];
  readonly merchants: readonly SimulatedMerchant[];
  /** The last `days` calendar days up to and including `today` (YYYY-MM-DD). */
  readonly today: string;
  readonly days: number;
  readonly random: Random;
  /** Chance a card dines on a given day (0.25: about two meals a week). */
  readonly dineChance?: number;
  /** Chance a meal is refunded a few days later. */
  readonly refundChance?: number;
  /** Prefix of the generated transaction ids, so two runs never collide. */
  readonly idPrefix: string;
}

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A realistic stretch of card-network traffic for the demo and the tests (decision 0061): for each
 * card, on some days, a meal at a merchant its network knows: an authorization of the bill, and
 * its clearing with the tip the same evening; a few meals are refunded two days later (when that
 * day is not past `today`). Deterministic for a seeded `random`; in time order per card, so a
 * refund always follows what it refunds.
 */
export function simulateDining(input: DiningHistoryInput): NetworkMessage[] {
  const dineChance = input.dineChance ?? 0.25;
  const refundChance = input.refundChance ?? 0.05;
  const todayMs = Date.parse(`${input.today}T00:00:00Z`);
  const messages: NetworkMessage[] = [];
  let serial = 0;
  const nextId = () => `${input.idPrefix}-${String((serial += 1)).padStart(6, "0")}`;
  for (const card of input.cards) {
    const places = input.merchants.flatMap((merchant) => merchant[card.network] ?? []);
    if (places.length === 0) continue;
    for (let back = input.days - 1; back >= 0; back -= 1) {
      if (!input.random.chance(dineChance)) continue;
      const localDate = isoDay(todayMs - back * dayMs);
      const hour = input.random.int(11, 21);
      const localTime = `${String(hour).padStart(2, "0")}:${String(input.random.int(0, 59)).padStart(2, "0")}`;
      const bill = input.random.int(18, 180) * 100 + input.random.int(0, 99);
      const tipped = bill + Math.round(bill * (input.random.int(15, 22) / 100));
      const meal = {
        network: card.network,
        cardReference: card.cardReference,
        networkMerchantId: input.random.pick(places),
        currency: "USD",
        localDate,
        localTime,
      };
      const authorization = nextId();
      const clearing = nextId();
      messages.push(
        {
          ...meal,
          networkTransactionId: authorization,
          messageType: "authorization",
          originalNetworkTransactionId: null,
          amountCents: bill,
        },
        {
          ...meal,
          networkTransactionId: clearing,
          messageType: "clearing",
          originalNetworkTransactionId: authorization,
          amountCents: tipped,
        },
      );
      if (back >= 2 && input.random.chance(refundChance))
        messages.push({
          ...meal,
          networkTransactionId: nextId(),
          messageType: "refund",
          originalNetworkTransactionId: clearing,
          amountCents: tipped,
          localDate: isoDay(todayMs - (back - 2) * dayMs),
          localTime: "10:00",
        });
    }
  }
  return messages;
}
