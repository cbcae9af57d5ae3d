// Run under tsx by setup.ts as well as by the app's first start, so no "server-only" guard here;
// the engine it runs the history through is, so setup.ts runs with --conditions=react-server.
import { createHmac } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import { markAwardsPaid } from "@/backend/engine/mark-awards-paid";
import type { SimulatedCard } from "@/backend/engine/simulate-dining";
import { hashPassword } from "@/backend/services/members/password-hash";
import { awardDueAt } from "@/shared/rules/award-schedule";
import { getPartner } from "@/partners/registry";
import { networkOfCardType } from "@/shared/contracts/network-feed-values";
import { deliveryBrandOfCardType } from "@/shared/rules/delivery-brand";
import type { Db } from "../database";
import { cards, members, partnerCards, transactionReviews, transactions } from "../schema";
import type { AwardStatus, DeliveryBrand } from "../schema/values";
import { demoAccounts, type DemoAccount } from "./demo-accounts";
import { demoDiningMessages, demoHistoryDays, type HistoryMerchant } from "./demo-dining";
import { createRandom, type Random } from "./random";
import { createReviewWriter, type ReviewWriter } from "./review-writer";
import { reviewWording } from "./review-wording";
import { runDemoDining } from "./run-demo-dining";

type TransactionRow = typeof transactions.$inferInsert;
type ReviewRow = typeof transactionReviews.$inferInsert;

const dayMs = 86_400_000;
/** Demo cards were linked well before their history, so every meal of it may earn (decision 0063). */
const cardsLinkedDaysAgo = 299;
/**
 * Seeded cards have no real number: their hash is an HMAC of a made-up number under a seed-only
 * key, so they never collide with a card a member links later. Real keyed hashing of card
 * numbers (with the deployment's secret) comes with the card-linking service.
 */
function seedCardHash(account: DemoAccount, lastFour: string): string {
  return createHmac("sha256", "seed-only-key").update(`${account.email}:${lastFour}`).digest("hex");
}

function partnerOf(account: DemoAccount) {
  const partner = getPartner(account.partnerCode)?.effective;
  if (!partner) throw new Error(`Unknown partner ${account.partnerCode}`);
  return partner;
}

/** An Awarded row of the member's engine-made history, as the statement credits read it. */
interface AwardedRow {
  readonly id: string;
  readonly date: Date;
  readonly benefitAmount: number;
}

/**
 * Statement credits (Credit partners, account-center §4 Rewards payout): oldest first, awarded
 * cash back adds up, and once it reaches the payout threshold a credit to the member's card pays
 * it out a few days after the award that reached it settled; the awards it paid become Paid
 * (`paid`, for markAwardsPaid). What is left is the current balance.
 */
function payOutCredits(
  account: DemoAccount,
  memberId: string,
  awarded: readonly AwardedRow[],
  card: { id: string; label: string; brand: DeliveryBrand },
  now: number,
): { credits: TransactionRow[]; paid: { ids: string[]; paidAt: Date }[] } {
  const partner = partnerOf(account);
  const credits: TransactionRow[] = [];
  const paid: { ids: string[]; paidAt: Date }[] = [];
  let pending: string[] = [];
  let balance = 0;
  for (const row of [...awarded].sort((a, b) => a.date.getTime() - b.date.getTime())) {
    pending.push(row.id);
    balance += row.benefitAmount;
    const paidAt = new Date(awardDueAt(row.date).getTime() + 3 * dayMs);
    if (balance < partner.payoutThresholdCents || paidAt.getTime() > now) continue;
    paid.push({ ids: pending, paidAt });
    credits.push({
      partnerCode: account.partnerCode,
      memberId,
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
  return { credits, paid };
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

/** A demo member who dines: their registered cards, and the first one a credit is paid onto. */
interface Diner {
  readonly account: DemoAccount;
  readonly memberId: string;
  readonly cards: readonly SimulatedCard[];
  readonly firstCard: { id: string; label: string; brand: DeliveryBrand };
}

/**
 * Inserts the demo members of demo-accounts.ts with their cards, then their history: their
 * cards' traffic through the engine (docs/decisions/0070-demo-activity-through-the-engine.md),
 * statement credits for cash-back members, and reviews of some meals.
 */
export async function seedDemoMembers(
  db: Db,
  random: Random,
  merchants: readonly HistoryMerchant[],
  now: number,
  /** Review texts already in the seed (the merchants'): no member repeats one. */
  takenReviewTexts: Iterable<string> = [],
): Promise<number> {
  const writer = createReviewWriter(takenReviewTexts);
  const diners: Diner[] = [];
  for (const account of demoAccounts) {
    const diner = await insertMember(db, account, now);
    if (diner) diners.push(diner);
  }
  const messages = diners.flatMap((diner) =>
    demoDiningMessages({
      cards: diner.cards,
      merchants,
      now,
      random,
      idPrefix: `seed-${diner.account.publicId}`,
    }),
  );
  await runDemoDining(db, messages, now, demoHistoryDays);
  for (const diner of diners) await creditsAndReviews(db, diner, random, now, writer);
  return demoAccounts.length;
}

/** One demo member, their cards and partner cards; answers them as a diner when they dine. */
async function insertMember(db: Db, account: DemoAccount, now: number): Promise<Diner | null> {
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

  const seeded = account.cards.map((card) => ({
    ...card,
    network: networkOfCardType[card.cardType],
    // As if registered with its network at link time (decision 0061): the simulator and tests
    // name a demo card by it.
    cardReference: `${networkOfCardType[card.cardType]}-seed-${seedCardHash(account, card.lastFour).slice(0, 24)}`,
  }));
  const linked =
    seeded.length === 0
      ? []
      : await db
          .insert(cards)
          .values(
            seeded.map((card) => ({
              partnerCode: account.partnerCode,
              memberId: member.id,
              cardType: card.cardType,
              lastFour: card.lastFour,
              description: card.description,
              numberHash: seedCardHash(account, card.lastFour),
              networkCardReference: card.cardReference,
              createdAt: new Date(now - cardsLinkedDaysAgo * dayMs),
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
  const [firstCard] = linked;
  const [firstSeed] = seeded;
  if (!firstCard || !firstSeed || account.tierLevel === 1) return null;
  return {
    account,
    memberId: member.id,
    cards: seeded.map(({ network, cardReference }) => ({ network, cardReference })),
    firstCard: {
      id: firstCard.id,
      label: `${firstSeed.description} ending in ${firstSeed.lastFour}`,
      brand: deliveryBrandOfCardType[firstSeed.cardType],
    },
  };
}

/** A cash-back member's statement credits, then reviews of some of the member's meals. */
async function creditsAndReviews(
  db: Db,
  diner: Diner,
  random: Random,
  now: number,
  writer: ReviewWriter,
): Promise<void> {
  const { account, memberId } = diner;
  if (partnerOf(account).currencyType === "Credit") {
    const awarded = await db
      .select({ id: transactions.id, date: transactions.date, benefitAmount: transactions.benefitAmount })
      .from(transactions)
      .where(and(eq(transactions.memberId, memberId), eq(transactions.awardStatus, "Awarded")));
    const { credits, paid } = payOutCredits(account, memberId, awarded, diner.firstCard, now);
    // Paid the one way an award becomes Paid, with its history row (decision 0064).
    for (const payout of paid)
      await markAwardsPaid(db, { transactionIds: payout.ids, paidAt: payout.paidAt });
    if (credits.length > 0) await db.insert(transactions).values(credits);
  }
  const meals = await db
    .select({ id: transactions.id, awardStatus: transactions.awardStatus, date: transactions.date })
    .from(transactions)
    .where(
      and(
        eq(transactions.memberId, memberId),
        eq(transactions.recordType, "transaction"),
        eq(transactions.transactionType, "S"),
      ),
    )
    .orderBy(desc(transactions.date), asc(transactions.id));
  const reviews = reviewsOf(
    meals.map((row, index) => ({ ...row, index })),
    random,
    now,
    writer,
  );
  if (reviews.length > 0)
    await db
      .insert(transactionReviews)
      .values(reviews.map((review) => ({ ...review, partnerCode: account.partnerCode, memberId })));
}
