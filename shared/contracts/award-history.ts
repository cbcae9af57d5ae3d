import type {
  AwardCapKind,
  AwardHistoryActor,
  AwardStatus,
  NotEarnedReason,
  TransactionType,
} from "./activity-values";
import { text } from "./text";

/**
 * The staging tools' award-history look-up (decision 0063): support names an award by our id or
 * by the source transaction id the feed gave it (a "Record a dine" answer shows that one).
 */
export const awardLookupSchema = text()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._:-]+$/, "an award id or a source transaction id");

/** One step of an award's life, as support reads it. */
export interface AwardHistoryStep {
  readonly fromStatus: AwardStatus | null;
  readonly toStatus: AwardStatus;
  readonly reason: string | null;
  readonly changedAt: string;
  readonly actor: AwardHistoryActor;
}

/** One award and its life, oldest step first. */
export interface AwardHistoryView {
  readonly award: {
    readonly id: string;
    readonly sourceTransactionId: string;
    readonly date: string;
    readonly merchantId: string | null;
    readonly transactionType: TransactionType;
    readonly awardStatus: AwardStatus;
    readonly benefitAmount: number;
    readonly uncappedAmount: number | null;
    readonly cappedBy: AwardCapKind | null;
    readonly notEarnedReason: NotEarnedReason | null;
  };
  readonly history: readonly AwardHistoryStep[];
}
