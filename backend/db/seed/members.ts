// Run under tsx by setup.ts as well as by the app's first start, so no "server-only" guard here.
import { createHmac } from "node:crypto";
import { hashPassword } from "@/backend/services/members/password-hash";
import { getPartner } from "@/partners/registry";
import type { Db } from "../connection";
import { cards, members, partnerCards, transactions } from "../schema";
import type { AwardStatus } from "../schema/values";
import { demoAccounts, type DemoAccount } from "./demo-accounts";
import type { Random } from "./random";

type TransactionRow = typeof transactions.$inferInsert;

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

/**
 * Seeded cards have no real number: their hash is an HMAC of a made-up number under a seed-only
 * key, so they never collide with a card a member links later. Real keyed hashing of card
 * numbers (with the deployment's secret) comes with the card-linking service.
 */
function seedCardHash(account: DemoAccount, lastFour: string): string {
  return createHmac("sha256", "seed-only-key").update(`${account.email}:${lastFour}`).digest("hex");
}

/**
 * The reward for a ticket under the partner's earn rule for the member's tier (tier 1, not yet
 * activated, earns the base rate): whole miles or points, or cents for Dollar and Credit.
 */
function benefitFor(account: DemoAccount, ticketCents: number): number {
  const partner = getPartner(account.partnerCode)?.effective;
  if (!partner) throw new Error(`Unknown partner ${account.partnerCode}`);
  const rule =
    partner.earnRules.find((r) => r.tierLevel === account.tierLevel) ??
    partner.earnRules.find((r) => r.tierLevel === 0);
  const perDollar = rule?.amountPerDollar ?? 0;
  const inCents = partner.currencyType === "Dollar" || partner.currencyType === "Credit";
  return inCents ? Math.round(ticketCents * perDollar) : Math.floor((ticketCents / 100) * perDollar);
}

/** About a year of dining: the newest two still pending, as posting takes days. */
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
    daysAgo += i === 0 ? random.int(1, 3) : random.int(6, 30);
    const ticket = random.int(1800, 16000);
    const status: AwardStatus = i < 2 ? "Pending" : random.pick(awardStatuses);
    return {
      partnerCode: account.partnerCode,
      memberId,
      merchantId: random.pick(merchantIds),
      cardId: random.pick(cardIds),
      recordType: "transaction",
      date: new Date(now - daysAgo * dayMs + random.int(11, 21) * 3_600_000),
      ticketAmountCents: ticket,
      benefitAmount: status === "Forfeit" || status === "Deferred" ? 0 : benefitFor(account, ticket),
      awardStatus: status,
      transactionType: "S",
      sourceTransactionId: `${account.publicId}-txn-${i + 1}`,
    };
  });
}

/** Statement credits already paid out to a card (partners whose currency is Credit). */
function paidCredits(account: DemoAccount, memberId: string, cardId: string, now: number): TransactionRow[] {
  return [75, 160].map((daysAgo, i) => {
    const paidAt = new Date(now - daysAgo * dayMs);
    return {
      partnerCode: account.partnerCode,
      memberId,
      cardId,
      recordType: "credit",
      date: paidAt,
      ticketAmountCents: 0,
      benefitAmount: 2000,
      awardStatus: "Paid",
      transactionType: "S",
      sourceTransactionId: `${account.publicId}-credit-${i + 1}`,
      paidAt,
    };
  });
}

/** Inserts the demo members of demo-accounts.ts with their cards and history. */
export async function seedDemoMembers(
  db: Db,
  random: Random,
  merchantIds: readonly string[],
  now: number,
): Promise<number> {
  for (const account of demoAccounts) {
    const [member] = await db
      .insert(members)
      .values({
        id: account.id,
        partnerCode: account.partnerCode,
        publicId: account.publicId,
        email: account.email,
        passwordHash: account.password ? await hashPassword(account.password) : null,
        firstName: account.firstName,
        lastName: account.lastName,
        tierLevel: account.tierLevel,
        memberType: account.memberType ?? "EnrolledCardMember",
        emailOptIn: account.tierLevel >= 2,
        interfaceType: account.ssoSubject ? "sso" : "direct",
        ssoSubject: account.ssoSubject ?? null,
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

    // Members without cards cannot have dined with one.
    const cardIds = linked.map((card) => card.id);
    const [firstCard] = cardIds;
    if (!firstCard) continue;
    const history = diningHistory(account, member.id, cardIds, random, merchantIds, now);
    if (getPartner(account.partnerCode)?.effective.currencyType === "Credit")
      history.push(...paidCredits(account, member.id, firstCard, now));
    await db.insert(transactions).values(history);
  }
  return demoAccounts.length;
}
