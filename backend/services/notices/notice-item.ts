import type { AwardStatus, NotEarnedReason, TransactionType } from "@/shared/contracts/activity";
import { formatLongDate } from "@/shared/format/long-date";
import { formatReward } from "@/shared/format/reward-amount";
import { defaultAwardStatusTexts } from "@/shared/rules/award-status";
import { notEarnedReasonText } from "@/shared/rules/not-earned-reason";
import { restaurantDay } from "@/shared/rules/zoned-time";
import type { PartnerConfig } from "@/partners/schema";
import { bonusCodeOf } from "@/shared/rules/bonus-source-id";
import type { NoticeItem } from "./notice-mail";

/** An ingested row the notices job took, with its restaurant's name and clock. */
export interface NoticedRow {
  readonly transactionType: TransactionType;
  readonly awardStatus: AwardStatus;
  readonly benefitAmount: number;
  readonly notEarnedReason: NotEarnedReason | null;
  readonly sourceTransactionId: string;
  readonly date: Date;
  readonly merchantName: string | null;
  readonly timeZone: string | null;
}

type NoticePartner = Pick<PartnerConfig, "currencyType" | "currencyName" | "bonuses">;

const earning = new Set<AwardStatus>(["Pending", "Awarded", "Paid"]);

/** Why a row earned nothing: its own reason, else what its status means. */
function reasonOf(row: NoticedRow, partner: NoticePartner): string {
  if (row.notEarnedReason) return notEarnedReasonText(row.notEarnedReason, partner.currencyName.other);
  return row.awardStatus === "Deferred"
    ? defaultAwardStatusTexts.help.deferred
    : defaultAwardStatusTexts.help.forfeit;
}

/**
 * What a new ingested row tells its member (decision 0065), or null when it tells nothing: a
 * meal earned (pending) or did not, and why; a refund took back what a meal earned; a
 * reservation bonus was earned or missed; a bonus was earned. A meal that earned 0 at a 0 rate
 * says nothing worth a mail.
 */
export function noticeItemOf(row: NoticedRow, partner: NoticePartner): NoticeItem | null {
  const merchantName = row.merchantName ?? "the restaurant";
  const mealDay = formatLongDate(restaurantDay(row.date, row.timeZone ?? "UTC").date);
  const amount = formatReward(partner, Math.abs(row.benefitAmount));
  const earned = earning.has(row.awardStatus) && row.benefitAmount > 0;
  const missed = !earning.has(row.awardStatus);
  switch (row.transactionType) {
    case "S":
    case "M":
      if (earned) return { kind: "earned", amount, merchantName, mealDay };
      return missed ? { kind: "not_earned", merchantName, mealDay, reason: reasonOf(row, partner) } : null;
    case "A":
      return row.notEarnedReason === "refunded" && row.benefitAmount < 0
        ? { kind: "refunded", amount, merchantName, mealDay }
        : null;
    case "B": {
      const code = bonusCodeOf(row.sourceTransactionId);
      if (code !== null) {
        const bonus = partner.bonuses.find((candidate) => candidate.code === code);
        return earned && bonus ? { kind: "bonus_earned", amount, bonus: bonus.description } : null;
      }
      if (earned) return { kind: "reservation_bonus", amount, merchantName, mealDay };
      return missed
        ? { kind: "reservation_bonus_missed", merchantName, mealDay, reason: reasonOf(row, partner) }
        : null;
    }
    default:
      return null;
  }
}
