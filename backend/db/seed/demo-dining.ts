import { simulateDining, type SimulatedCard } from "@/backend/engine/simulate-dining";
import type { NetworkMessage } from "@/shared/contracts/network-feed";
import { networkIdsFor, type MerchantRow } from "./merchants";
import type { Random } from "./random";

const dayMs = 86_400_000;
const allWeek = 127;
/** About four months of dining, a meal a week or so per card: the old seed's volume. */
export const demoHistoryDays = 120;
const dineChance = 0.12;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export type HistoryMerchant = Pick<MerchantRow, "id" | "benefitDays" | "acclaimedLevel">;

/** A merchant's id on a card's network, when that network knows it. */
function networkIdOf(merchant: HistoryMerchant, card: SimulatedCard): string | undefined {
  return networkIdsFor(merchant).find((id) => id.network === card.network)?.networkMerchantId;
}

/** An authorization and its clearing (tip included), as the simulator writes a meal. */
function meal(
  card: SimulatedCard,
  networkMerchantId: string,
  localDate: string,
  id: string,
  bill: number,
): NetworkMessage[] {
  const common = {
    network: card.network,
    cardReference: card.cardReference,
    networkMerchantId,
    currency: "USD",
    localDate,
    localTime: "19:30",
  };
  return [
    {
      ...common,
      networkTransactionId: `${id}-a`,
      messageType: "authorization",
      originalNetworkTransactionId: null,
      amountCents: bill,
    },
    {
      ...common,
      networkTransactionId: `${id}-c`,
      messageType: "clearing",
      originalNetworkTransactionId: `${id}-a`,
      amountCents: Math.round(bill * 1.18),
    },
  ];
}

/**
 * A demo member's card traffic (decision 0070): the simulator's last `demoHistoryDays` days for
 * each registered card, and on the first card the meals every demo story needs whatever the
 * simulator drew on the seed's day: one yesterday (still Pending), one a few weeks back on a day
 * its restaurant does not earn (Forfeit, `non_earning_day`) and one five weeks back refunded two
 * days later (its reversal). Deterministic for a seeded `random` and the seed's day.
 */
export function demoDiningMessages(input: {
  readonly cards: readonly SimulatedCard[];
  readonly merchants: readonly HistoryMerchant[];
  readonly now: number;
  readonly random: Random;
  readonly idPrefix: string;
}): NetworkMessage[] {
  const { cards, merchants, now, random, idPrefix } = input;
  const [first] = cards;
  if (!first) return [];
  const yesterday = now - dayMs;
  const simulated = simulateDining({
    cards,
    merchants: merchants.map((merchant) =>
      Object.fromEntries(networkIdsFor(merchant).map((id) => [id.network, id.networkMerchantId])),
    ),
    today: isoDay(yesterday),
    days: demoHistoryDays,
    random,
    dineChance,
    idPrefix,
  });
  // Ordinary places open every day earn at every tier: the story meals earn (or not) by design.
  const earning = merchants.filter(
    (merchant) =>
      (merchant.benefitDays ?? allWeek) === allWeek &&
      !merchant.acclaimedLevel &&
      networkIdOf(merchant, first),
  );
  const closedSometimes = merchants.filter(
    (merchant) => (merchant.benefitDays ?? allWeek) !== allWeek && networkIdOf(merchant, first),
  );
  const stories: NetworkMessage[] = [];
  const earningPlace = earning.length > 0 ? random.pick(earning) : undefined;
  const earningId = earningPlace && networkIdOf(earningPlace, first);
  if (earningId) {
    // Refunded in full two days after the meal: the engine posts the reversal (decision 0061).
    const refunded = meal(
      first,
      earningId,
      isoDay(now - 35 * dayMs),
      `${idPrefix}-refunded`,
      random.int(40, 90) * 100,
    );
    const refundedClearing = refunded[1];
    if (refundedClearing)
      stories.push(...refunded, {
        ...refundedClearing,
        networkTransactionId: `${idPrefix}-refund`,
        messageType: "refund",
        originalNetworkTransactionId: refundedClearing.networkTransactionId,
        localDate: isoDay(now - 33 * dayMs),
        localTime: "10:00",
      });
  }
  const closedPlace = closedSometimes.length > 0 ? random.pick(closedSometimes) : undefined;
  const closedId = closedPlace && networkIdOf(closedPlace, first);
  // The first day from three weeks back on which that restaurant earns nothing (Sun = 1 … Sat = 64).
  for (let back = 21; closedPlace && closedId && back < 28; back += 1) {
    const day = now - back * dayMs;
    if (((closedPlace.benefitDays ?? allWeek) & (1 << new Date(day).getUTCDay())) !== 0) continue;
    stories.push(...meal(first, closedId, isoDay(day), `${idPrefix}-closed`, random.int(25, 70) * 100));
    break;
  }
  if (earningId)
    stories.push(
      ...meal(first, earningId, isoDay(yesterday), `${idPrefix}-latest`, random.int(30, 80) * 100),
    );
  return [...simulated, ...stories];
}
