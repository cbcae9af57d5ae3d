import { createHmac } from "node:crypto";
import { hashPassword } from "@/backend/services/members/password-hash";
import type { Db } from "../connection";
import { cards, members, partnerCards, transactions } from "../schema";
import { demoAccounts, type DemoAccount } from "./demo-accounts";
import type { Random } from "./random";

/**
 * Seeded cards have no real number; their hash is an HMAC of a made-up number under a seed-only
 * key, so they never collide with a card a member links later.
 */
function seedCardHash(account: DemoAccount, lastFour: string): string {
  return createHmac("sha256", "seed-only-key").update(`${account.email}:${lastFour}`).digest("hex");
}

const awardStatuses = ["Awarded", "Awarded", "Awarded", "Pending", "Deferred", "Forfeit"] as const;

export async function seedDemoMembers(
  db: Db,
  random: Random,
  merchantIds: readonly string[],
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
        zipCode: "10036",
        enrollmentSource: "seed",
        joinDate: new Date(Date.UTC(2026, 0, 15)),
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
    if (linked.length === 0) continue;
    // A year of dining history so activity pages have something real to show.
    const isCredit = account.partnerCode === "greenleaf";
    const history = Array.from({ length: 14 }, (_, i) => {
      const ticket = random.int(1800, 16000);
      const status = i < 2 ? "Pending" : random.pick(awardStatuses);
      return {
        partnerCode: account.partnerCode,
        memberId: member.id,
        merchantId: random.pick(merchantIds),
        cardId: linked[random.int(0, linked.length - 1)]?.id ?? null,
        recordType: "transaction",
        date: new Date(Date.UTC(2026, 10, 20) - i * random.int(9, 30) * 86_400_000),
        ticketAmountCents: ticket,
        benefitAmount:
          status === "Forfeit" || status === "Deferred"
            ? 0
            : isCredit
              ? Math.round(ticket * 0.05)
              : Math.round((ticket / 100) * (account.tierLevel >= 2 ? 5 : 1)),
        awardStatus: status,
        transactionType: "S",
        sourceTransactionId: `${account.publicId}-txn-${i + 1}`,
      };
    });
    await db.insert(transactions).values(history);
  }
  return demoAccounts.length;
}
