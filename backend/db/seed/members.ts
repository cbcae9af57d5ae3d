// Run under tsx by setup.ts as well as by the app's first start, so no "server-only" guard here.
import { createHmac } from "node:crypto";
import { hashPassword } from "@/backend/services/members/password-hash";
import { amountPerDollarFor } from "@/shared/rules/earn-statement";
import { earnedFor } from "@/shared/rules/email-opt-in-value";
import { getPartner } from "@/partners/registry";
import { networkOfCardType } from "@/shared/contracts/network-feed-values";
import { deliveryBrandOfCardType } from "@/shared/rules/delivery-brand";
import type { Db } from "../database";
import { cards, members, partnerCards, transactionReviews, transactions } from "../schema";
import {
  notEarnedReasons,
  type AwardStatus,
  type DeliveryBrand,
  type NotEarnedReason,
} from "../schema/values";
import { demoAccounts, type DemoAccount } from "./demo-accounts";
import { createRandom, type Random } from "./random";
import { createReviewWriter, type ReviewWriter } from "./review-writer";
import { reviewWording } from "./review-wording";

type TransactionRow = typeof transactions.$inferInsert;
type ReviewRow = typeof transactionReviews.$inferInsert;

const dayMs = 86_400_000;
const historyLength = 14;
const awardStatuses: readonly AwardStatus[] = [
  "Awarded",
  "Awarded",
  "Awarded",
  "Pending",
  "Deferred",
  "Forfeit",
];
/** Points and miles post to the program account about two weeks after they are awarded. */
const postedAfterDays = 45;
/**
 * Seeded cards have no real number: their hash is an HMAC of a made-up number under a seed-only
 * key, so they never collide with a card a member links later. Real keyed hashing of card
 * numbers (with the deployment's secret) comes with the card-linking service.
 */
/**
 * A seeded meal's reasons: a refund's reason belongs on the reversal the engine posts (decision
 * 0061), and the reasons of the engine's campaign and cap rules (decision 0063) are left to it,
 * so the demo histories stay what they were.
 */
const engineReasons: ReadonlySet<NotEarnedReason> = new Set([
  "refunded",
  "no_campaign_for_tier",
  "merchant_month_cap",
]);
const mealReasons = notEarnedReasons.filter((reason) => !engineReasons.has(reason));

function seedCardHash(account: DemoAccount, lastFour: string): string {
  return createHmac("sha256", "seed-only-key").update(`${account.email}:${lastFour}`).digest("hex");
}

function partnerOf(account: DemoAccount) {
  const partner = getPartner(account.partnerCode)?.effective;
  if (!partner) throw new Error(`Unknown partner ${account.partnerCode}`);
  return partner;
}

/**
 * The reward for a ticket under the partner's earn rule for the member's tier (tier 1, not yet
 * activated, earns the base rate): whole miles or points, or cents for Dollar and Credit.
 */
function benefitFor(account: DemoAccount, ticketCents: number): number {
  const partner = partnerOf(account);
  // The one rounding rule for a meal's reward (shared/rules/email-opt-in-value earnedFor).
  return earnedFor(
    ticketCents,
    amountPerDollarFor(partner.earnRules, account.tierLevel) ?? 0,
    partner.currencyType,
  );
}

/** A meal weeks old is no longer pending: what was still "Pending" has been awarded since. */
function settled(status: AwardStatus): AwardStatus {
  return status === "Pending" ? "Awarded" : status;
}

/**
 * About a year of dining, newest first: the newest meal still pending (reviewable), the next
 * still pending after 10 days or more (when the activity page suggests contacting support), and
 * every meal that earned nothing says why.
 */
function diningHistory(
  account: DemoAccount,
  memberId: string,
  cardIds: readonly string[],
  random: Random,
  merchantIds: readonly string[],
  now: number,
): TransactionRow[] {
  let daysAgo = 0;
  return Array.from({ length: historyLength }, (_, i) => {
    // The second meal 11-13 days back (10 to 12.5 with its hour): past the 10 days after which
    // support is suggested, and inside the two weeks a pending reward may take.
    daysAgo = i === 0 ? random.int(1, 3) : i === 1 ? random.int(11, 13) : daysAgo + random.int(6, 30);
    const ticket = random.int(1800, 16000);
    // Only the two newest meals are still pending; older ones have been settled since: the
    // activity page promises rewards within 10 days, so a month-old meal is never "Processing".
    const status: AwardStatus = i < 2 ? "Pending" : settled(random.pick(awardStatuses));
    const earnedNothing = status === "Forfeit" || status === "Deferred";
    return {
      partnerCode: account.partnerCode,
      memberId,
      merchantId: random.pick(merchantIds),
      cardId: random.pick(cardIds),
      recordType: "transaction",
      date: new Date(now - daysAgo * dayMs + random.int(11, 21) * 3_600_000),
      ticketAmountCents: ticket,
      benefitAmount: earnedNothing ? 0 : benefitFor(account, ticket),
      awardStatus: status,
      transactionType: "S",
      sourceTransactionId: `${account.publicId}-txn-${i + 1}`,
      notEarnedReason: earnedNothing ? random.pick(mealReasons) : null,
    };
  });
}

/** Miles and points awarded more than `postedAfterDays` ago have been posted (Paid) since. */
function postToProgram(history: TransactionRow[], random: Random, now: number): void {
  for (const row of history) {
    if (row.awardStatus !== "Awarded" || row.date.getTime() > now - postedAfterDays * dayMs) continue;
    row.awardStatus = "Paid";
    row.paidAt = new Date(row.date.getTime() + random.int(12, 20) * dayMs);
  }
}

/**
 * Statement credits (Credit partners, account-center §4 Rewards payout): oldest first, awarded
 * cash back adds up, and once it reaches the payout threshold a credit to the member's card pays
 * it out a few days later; the meals it paid become Paid. What is left is the current balance.
 */
function payOutCredits(
  account: DemoAccount,
  history: TransactionRow[],
  card: { id: string; label: string; brand: DeliveryBrand },
  now: number,
): TransactionRow[] {
  const partner = partnerOf(account);
  const credits: TransactionRow[] = [];
  let pending: TransactionRow[] = [];
  let balance = 0;
  for (const row of [...history].sort((a, b) => a.date.getTime() - b.date.getTime())) {
    if (row.awardStatus !== "Awarded") continue;
    pending.push(row);
    balance += row.benefitAmount ?? 0;
    const paidAt = new Date(row.date.getTime() + 3 * dayMs);
    if (balance < partner.payoutThresholdCents || paidAt.getTime() > now) continue;
    for (const paid of pending) {
      paid.awardStatus = "Paid";
      paid.paidAt = paidAt;
    }
    credits.push({
      partnerCode: account.partnerCode,
      memberId: history[0]?.memberId ?? "",
      cardId: card.id,
      recordType: "credit",
      date: paidAt,
      ticketAmountCents: 0,
      benefitAmount: balance,
      awardStatus: "Paid",
      transactionType: "S",
      sourceTransactionId: `${account.publicId}-credit-${credits.length + 1}`,
      paidAt,
      creditTargetLabel: card.label,
      benefitProcessor: `${partner.programName} statement credits`,
      deliveryMethod: "Card",
      deliveryBrand: card.brand,
      // A credit reaches the statement within about a week; until then the processor has it.
      redemptionStatus: now - paidAt.getTime() < 7 * dayMs ? "pending_received" : "completed",
    });
    pending = [];
    balance = 0;
  }
  return credits;
}

/**
 * Reviews of some rewarded meals (never the two newest, which stay open for the review button),
 * the first with the restaurant's response and the others with one now and then.
 */
export function reviewsOf(
  rows: readonly { id: string; awardStatus: AwardStatus; date: Date; index: number }[],
  random: Random,
  now: number,
  writer: ReviewWriter = createReviewWriter(),
) {
  const reviews: Omit<ReviewRow, "partnerCode" | "memberId">[] = [];
  for (const row of rows) {
    if (row.index < 2 || row.awardStatus === "Forfeit" || row.awardStatus === "Deferred") continue;
    if (!random.chance(0.4)) continue;
    // Written in the words of its stars, as the merchants' reviews are: a three-star visit never
    // reads "Amazing", and the restaurant's answer to it apologises rather than thanks.
    const rating = random.int(3, 5) as 3 | 4 | 5;
    const wording = reviewWording[rating];
    // The words come from a stream of their own, started by one draw (as the single pick of a
    // text once was), so the rest of the members' seed stays as it was.
    const words = createRandom(Math.floor(random.next() * 2 ** 32));
    reviews.push({
      transactionId: row.id,
      rating,
      comment: writer.write(words, rating),
      managementResponse: reviews.length === 0 || random.chance(0.5) ? random.pick(wording.replies) : null,
      // Written a couple of days after the meal.
      completedAt: new Date(Math.min(row.date.getTime() + 2 * dayMs, now)),
    });
  }
  return reviews;
}

/** Inserts the demo members of demo-accounts.ts with their cards and history. */
export async function seedDemoMembers(
  db: Db,
  random: Random,
  merchantIds: readonly string[],
  now: number,
  /** Review texts already in the seed (the merchants'): no member repeats one. */
  takenReviewTexts: Iterable<string> = [],
): Promise<number> {
  const writer = createReviewWriter(takenReviewTexts);
  for (const account of demoAccounts) {
    const [member] = await db
      .insert(members)
      .values({
        id: account.id,
        partnerCode: account.partnerCode,
        publicId: account.publicId,
        // Deterministic, as the rest of the seed: journeys read it in the review link.
        familyId: `${account.publicId}-family`,
        email: account.email,
        passwordHash: account.password ? await hashPassword(account.password) : null,
        firstName: account.firstName,
        lastName: account.lastName,
        tierLevel: account.tierLevel,
        memberType: account.memberType ?? "EnrolledCardMember",
        emailOptIn: account.tierLevel >= 2,
        interfaceType: account.ssoSubject ? "sso" : "direct",
        ssoSubject: account.ssoSubject ?? null,
        partnerNumber: account.partnerNumber ?? null,
        emailUpdateRequired: account.emailUpdateRequired ?? false,
        zipCode: "10036",
        enrollmentSource: "seed",
        joinDate: new Date(now - 300 * dayMs),
      })
      .returning({ id: members.id });
    if (!member) throw new Error(`Could not seed ${account.email}`);

    const linked =
      account.cards.length === 0
        ? []
        : await db
            .insert(cards)
            .values(
              account.cards.map((card) => ({
                partnerCode: account.partnerCode,
                memberId: member.id,
                cardType: card.cardType,
                lastFour: card.lastFour,
                description: card.description,
                numberHash: seedCardHash(account, card.lastFour),
                // As if registered with its network at link time (decision 0061): the simulator
                // and tests name a demo card by it.
                networkCardReference: `${networkOfCardType[card.cardType]}-seed-${seedCardHash(account, card.lastFour).slice(0, 24)}`,
              })),
            )
            .returning({ id: cards.id });

    if (account.partnerCards?.length) {
      await db.insert(partnerCards).values(
        account.partnerCards.map((card) => ({
          ...card,
          partnerCode: account.partnerCode,
          memberId: member.id,
        })),
      );
    }

    // Members without cards cannot have dined with one; a member who has not activated the
    // program yet has not dined either (and shows the activity page's empty state).
    const cardIds = linked.map((card) => card.id);
    const [firstCard] = cardIds;
    const firstCardSeed = account.cards[0];
    if (!firstCard || !firstCardSeed || account.tierLevel === 1) continue;
    const history = diningHistory(account, member.id, cardIds, random, merchantIds, now);
    const credits =
      partnerOf(account).currencyType === "Credit"
        ? payOutCredits(
            account,
            history,
            {
              id: firstCard,
              label: `${firstCardSeed.description} ending in ${firstCardSeed.lastFour}`,
              brand: deliveryBrandOfCardType[firstCardSeed.cardType],
            },
            now,
          )
        : (postToProgram(history, random, now), []);
    const inserted = await db
      .insert(transactions)
      .values([...history, ...credits])
      .returning({ id: transactions.id, awardStatus: transactions.awardStatus, date: transactions.date });
    const reviews = reviewsOf(
      inserted.slice(0, history.length).map((row, index) => ({ ...row, index })),
      random,
      now,
      writer,
    );
    if (reviews.length > 0)
      await db
        .insert(transactionReviews)
        .values(
          reviews.map((review) => ({ ...review, partnerCode: account.partnerCode, memberId: member.id })),
        );
  }
  return demoAccounts.length;
}
