import "server-only";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { cards, members, partnerCards } from "@/backend/db/schema";
import { uniqueViolation } from "@/backend/db/unique-violation";
import { checkCardNumber, type CardType } from "@/shared/cards/card-rules";
import { maxLinkedCards } from "@/shared/constants";
import type { CardRegistrationResponse, CardSubmissionItem } from "@/shared/contracts/cards";
import { cardTypeCodes, type CardTypeCode } from "@/partners/schema";
import { registerLinkedCards } from "../../engine/register-linked-cards";
import { cardNetwork, type CardNetwork } from "../../network";
import { cardDescription } from "./card-description";
import { cardMessages } from "./card-messages";
import { CardDecryptionError, decryptCardNumber } from "./card-crypto";
import { cardNumberHash } from "./card-number-hash";

type RegistrationItem = CardRegistrationResponse["cardRegistration"][number];
type ErrorCode = NonNullable<RegistrationItem["error"]>["code"];

/** A card ready to store: verified, with its keyed hash. The number itself is already gone. */
interface Candidate {
  readonly cardType: CardType;
  readonly lastFour: string;
  readonly numberHash: string;
  readonly partnerCardId: string | null;
}

type Checked =
  { readonly ok: true; readonly card: Candidate } | { readonly ok: false; readonly item: RegistrationItem };

function failed(claimed: CardSubmissionItem, code: ErrorCode, message: string): Checked {
  const memberCard = {
    cardType: claimed.cardType,
    lastFour: claimed.lastFour,
    description: cardDescription(claimed.cardType),
  };
  return { ok: false, item: { memberCard, error: { code, message } } };
}

/**
 * A card typed in the frame: decrypted, checked against the brand rules and the partner's
 * brands, and matched with what the frame said. The digits live only inside this function: they
 * are hashed and dropped, never logged, stored or returned.
 */
function checkFrameCard(
  item: Extract<CardSubmissionItem, { encryptedCardNumber: string }>,
  partnerCode: string,
  accepted: readonly CardTypeCode[],
): Checked {
  let digits: string;
  try {
    digits = decryptCardNumber(item.encryptedCardNumber);
  } catch (error) {
    if (error instanceof CardDecryptionError) return failed(item, "UNREADABLE", cardMessages.unreadable);
    throw error;
  }
  const check = checkCardNumber(digits, accepted);
  if (!check.valid) {
    // Valid for some brand but not one this partner takes: say so, rather than "invalid".
    const anyBrand = checkCardNumber(digits, cardTypeCodes).valid;
    return failed(item, anyBrand ? "CARD_NOT_ACCEPTED" : "INVALID_CARD", check.message);
  }
  // The frame's claim is shown to the member before submitting; a mismatch means the ciphertext
  // is not the card they saw (tampering, or a frame bug), so nothing is linked.
  if (check.cardType !== item.cardType || check.lastFour !== item.lastFour)
    return failed(item, "UNREADABLE", cardMessages.unreadable);
  return {
    ok: true,
    card: {
      cardType: check.cardType,
      lastFour: check.lastFour,
      numberHash: cardNumberHash(partnerCode, digits),
      partnerCardId: null,
    },
  };
}

/**
 * A partner-preloaded card must be one the partner loaded for this very member. The number is
 * unknown to us, so its "hash" is the partner's card id: still unique per partner among live cards.
 */
async function checkPartnerCard(
  db: Db,
  item: Extract<CardSubmissionItem, { partnerCardId: string }>,
  scope: { partnerCode: string; memberId: string },
): Promise<Checked> {
  const [row] = await db
    .select({ cardType: partnerCards.cardType, lastFour: partnerCards.lastFour })
    .from(partnerCards)
    .where(
      and(
        eq(partnerCards.partnerCode, scope.partnerCode),
        eq(partnerCards.memberId, scope.memberId),
        eq(partnerCards.partnerCardId, item.partnerCardId),
      ),
    );
  if (!row || row.cardType !== item.cardType || row.lastFour !== item.lastFour)
    return failed(item, "INVALID_CARD", cardMessages.partnerCardUnknown);
  return {
    ok: true,
    card: {
      cardType: row.cardType,
      lastFour: row.lastFour,
      numberHash: `partner-card:${item.partnerCardId}`,
      partnerCardId: item.partnerCardId,
    },
  };
}

/** Who already has this card linked (live), if anyone. */
async function holderOf(db: Db, partnerCode: string, numberHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ memberId: cards.memberId })
    .from(cards)
    .where(
      and(eq(cards.partnerCode, partnerCode), eq(cards.numberHash, numberHash), isNull(cards.deletedAt)),
    );
  return row?.memberId;
}

function conflict(card: Candidate, holder: string, memberId: string): RegistrationItem {
  const memberCard = {
    cardType: card.cardType,
    lastFour: card.lastFour,
    description: cardDescription(card.cardType),
  };
  // Never moved silently from one account to another (DESIGN.md): the member is told instead.
  return holder === memberId
    ? { memberCard, error: { code: "DUPLICATE_CARD", message: cardMessages.duplicate } }
    : { memberCard, error: { code: "CARD_LINKED_ELSEWHERE", message: cardMessages.linkedElsewhere } };
}

/**
 * Links the submitted cards to the member (account-center §5, §7), one result per card in the
 * order sent. Cards are checked first (no database work for a bad number); then, in one
 * transaction holding the member row, each is refused when already linked or past
 * `maxLinkedCards`, else stored. A member without cards who links one becomes a card member.
 * Each linked card is then registered with its network, which answers the reference its feed
 * names the card by (backend/engine/register-linked-cards.ts).
 */
export async function registerCards(
  db: Db,
  input: {
    partnerCode: string;
    memberId: string;
    accepted: readonly CardTypeCode[];
    creditCards: readonly CardSubmissionItem[];
    directFileFeedOptIn: boolean;
  },
  network: CardNetwork = cardNetwork(),
): Promise<{ readonly items: RegistrationItem[]; readonly linked: number }> {
  const scope = { partnerCode: input.partnerCode, memberId: input.memberId };
  const checked: Checked[] = [];
  for (const item of input.creditCards) {
    checked.push(
      "encryptedCardNumber" in item
        ? checkFrameCard(item, input.partnerCode, input.accepted)
        : await checkPartnerCard(db, item, scope),
    );
  }

  const result = await db.transaction(async (tx) => {
    // Locks the member: two submissions of one member cannot both pass the card limit.
    const [member] = await tx
      .select({ memberType: members.memberType })
      .from(members)
      .where(and(eq(members.partnerCode, input.partnerCode), eq(members.id, input.memberId)))
      .for("update");
    if (!member) throw new Error("Card registration for a member who does not exist");
    const [live] = await tx
      .select({ n: count() })
      .from(cards)
      .where(
        and(
          eq(cards.partnerCode, input.partnerCode),
          eq(cards.memberId, input.memberId),
          isNull(cards.deletedAt),
        ),
      );
    let liveCards = live?.n ?? 0;
    let linked = 0;
    const linkedIds: string[] = [];
    const items: RegistrationItem[] = [];

    for (const result of checked) {
      if (!result.ok) {
        items.push(result.item);
        continue;
      }
      const { card } = result;
      const memberCard = {
        cardType: card.cardType,
        lastFour: card.lastFour,
        description: cardDescription(card.cardType),
      };
      const holder = await holderOf(tx, input.partnerCode, card.numberHash);
      if (holder) {
        items.push(conflict(card, holder, input.memberId));
        continue;
      }
      if (liveCards >= maxLinkedCards) {
        items.push({ memberCard, error: { code: "MAX_CARDS", message: cardMessages.maxCards } });
        continue;
      }
      try {
        // A savepoint: a lost race on the unique index must not abort the whole transaction.
        await tx.transaction(async (savepoint) => {
          const [row] = await savepoint
            .insert(cards)
            .values({
              ...scope,
              cardType: card.cardType,
              lastFour: card.lastFour,
              description: memberCard.description,
              numberHash: card.numberHash,
              partnerCardId: card.partnerCardId,
              directFileFeedOptIn: input.directFileFeedOptIn,
              // The statement's clock, not the transaction's: cards list in the order they were sent.
              // Plus the card's place in the submission, in microseconds: the embedded database's
              // clock can read the same for two quick inserts, and the list then fell back to ids.
              createdAt: sql`clock_timestamp() + ${items.length}::int * interval '1 microsecond'`,
            })
            .returning({ id: cards.id });
          if (row) linkedIds.push(row.id);
        });
      } catch (error) {
        if (uniqueViolation(error) !== "cards_partner_hash_live_uq") throw error;
        items.push(
          conflict(card, (await holderOf(tx, input.partnerCode, card.numberHash)) ?? "", input.memberId),
        );
        continue;
      }
      liveCards += 1;
      linked += 1;
      items.push({ memberCard });
    }

    if (linked > 0 && member.memberType !== "EnrolledCardMember") {
      await tx
        .update(members)
        .set({ memberType: "EnrolledCardMember", updatedAt: new Date() })
        .where(
          and(
            eq(members.id, input.memberId),
            inArray(members.memberType, ["NonCardMember", "ClosedAccountMember"]),
          ),
        );
    }
    return { items, linked, linkedIds };
  });
  // After the commit: the network is told only of cards that are linked (decision 0061).
  await registerLinkedCards(db, network, result.linkedIds);
  return { items: result.items, linked: result.linked };
}
