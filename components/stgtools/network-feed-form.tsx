"use client";

import { useActionState } from "react";
import { TextField } from "@/components/forms/text-field";
import { MealFields } from "./meal-fields";
import type { NetworkItemResult } from "@/shared/contracts/network-feed";
import type { NetworkFeedState, PostAwardsState } from "./network-feed-types";

type Action<State> = (previous: State, form: FormData) => Promise<State>;

const unmatchedWords: Record<string, string> = {
  unknown_card_reference: "the network does not know this card",
  card_unregistered: "the card was removed before the meal",
  unknown_merchant: "no merchant has this network id",
  unsupported_currency: "the currency is not USD",
};

/** What became of a clearing or refund, in words (amounts in the partner's currency units). */
function resultText(result: NetworkItemResult, currencyPlural: string): string {
  if (result.outcome === "duplicate") return "Already sent: the network's id stores once.";
  if (!result.matched)
    return `Stored unmatched: ${unmatchedWords[result.unmatchedReason ?? ""] ?? "no match"}.`;
  if (result.award)
    return `Sent: ${String(result.award.benefitAmount)} ${currencyPlural}, ${result.award.awardStatus}.`;
  if (result.refund)
    return result.refund.outcome === "reversed"
      ? `Refunded: ${String(result.refund.benefitAmount)} ${currencyPlural} taken back.`
      : result.refund.outcome === "outside_window"
        ? "Refunded outside the partner's window: the award stands."
        : "Refunded: the meal had earned nothing to take back.";
  return "Sent: the meal was already awarded.";
}

function outcomeText(state: NetworkFeedState, currencyPlural: string): string {
  switch (state.kind) {
    case "sent":
      return resultText(state.result, currencyPlural);
    case "failed":
      return state.message;
    case "invalid":
      return "Check the fields above.";
    case "idle":
      return "";
  }
}

/**
 * The staging tools' card network (decision 0061): a member's meal sent as their card's network
 * would (an authorization and its clearing) through the engine, the whole meal refunded, and the
 * award-posting job run now (decision 0064), so a tester can walk an award from Pending to Paid.
 */
export function NetworkFeedForm({
  clearingAction,
  refundAction,
  postAction,
  today,
  currencyPlural,
}: {
  clearingAction: Action<NetworkFeedState>;
  refundAction: Action<NetworkFeedState>;
  postAction: Action<PostAwardsState>;
  /** The default date (the server's today, "YYYY-MM-DD"). */
  today: string;
  currencyPlural: string;
}) {
  const [clearing, sendClearing, sending] = useActionState(clearingAction, { kind: "idle" });
  const [refund, sendRefund, refunding] = useActionState(refundAction, { kind: "idle" });
  const [posted, post, posting] = useActionState(postAction, { kind: "idle" });
  const errors = clearing.kind === "invalid" ? clearing.fields : {};
  return (
    <div className="mt-3 flex flex-col gap-6">
      <form action={sendClearing} className="grid max-w-2xl gap-x-4 sm:grid-cols-2" noValidate>
        <TextField
          id="feed-email"
          name="email"
          type="email"
          label="Member email"
          required
          autoComplete="off"
          error={errors.email}
        />
        <TextField
          id="feed-merchant"
          name="merchantId"
          label="Merchant id"
          required
          error={errors.merchantId}
        />
        <MealFields idPrefix="feed" today={today} errors={errors} />
        <div className="mt-3 sm:col-span-2">
          <button type="submit" className="button-primary min-h-11 px-6" disabled={sending}>
            {sending ? "Sending…" : "Send the clearing"}
          </button>
        </div>
      </form>
      <p aria-live="polite" className="font-bold" data-testid="network-clearing-result">
        {outcomeText(clearing, currencyPlural)}
      </p>
      {clearing.kind === "sent" && clearing.result.outcome === "stored" && clearing.result.matched ? (
        <form action={sendRefund} className="flex flex-wrap items-center gap-4">
          <input type="hidden" name="networkTransactionId" value={clearing.networkTransactionId} />
          <button type="submit" className="button-secondary min-h-11 px-6" disabled={refunding}>
            {refunding ? "Refunding…" : "Refund this meal"}
          </button>
          <p aria-live="polite" data-testid="network-refund-result">
            {outcomeText(refund, currencyPlural)}
          </p>
        </form>
      ) : null}
      <form action={post} className="flex flex-wrap items-center gap-4">
        <button type="submit" className="button-secondary min-h-11 px-6" disabled={posting}>
          {posting ? "Posting…" : "Post awards now"}
        </button>
        <p aria-live="polite" data-testid="post-awards-result">
          {posted.kind === "posted"
            ? `Sent ${String(posted.sent)} posting line${posted.sent === 1 ? "" : "s"}; ${String(posted.paid)} award${posted.paid === 1 ? "" : "s"} now Paid.`
            : posted.kind === "failed"
              ? posted.message
              : ""}
        </p>
      </form>
    </div>
  );
}
