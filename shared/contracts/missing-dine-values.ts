// Imports nothing: the Reviews & History screen reads these limits without loading zod
// (docs/performance.md, Bundles). Decision 0069.

/**
 * Days after the meal before it can be reported missing: the spec suggests contacting about a
 * missing reward after 10 days (account-center §9), by when the network's clearing has come in
 * and been awarded if it could be.
 */
export const missingDineWaitDays = 10;
/** The oldest meal a member may report: the refund window of the partner default (decision 0061). */
export const missingDineMaxAgeDays = 120;
/** The largest bill a member may report ($5,000): more is a typing slip, not a dinner. */
export const maxMissingDineAmountCents = 500_000;
/** How far the cleared amount may be from the reported one: the tip is often left out, or guessed. */
export const missingDineAmountTolerance = 0.2;
/** "MD-" and six letters and digits with no look-alikes (no 0/O, 1/I/L). */
export const missingDineReferencePattern = /^MD-[2-9A-HJKMNP-Z]{6}$/;
export const missingDineClaimStatuses = ["open", "resolved"] as const;

/** An open claim as the staging tools list it for support (decision 0069). */
export interface OpenMissingDineClaim {
  readonly reference: string;
  readonly memberEmail: string;
  readonly card: string;
  readonly merchantId: string;
  readonly merchantName: string;
  /** The meal's date as the member gave it ("YYYY-MM-DD"). */
  readonly mealDate: string;
  readonly amountCents: number;
  readonly createdAt: Date;
}
