"use client";

import { useActionState } from "react";
import { TextField } from "@/components/forms/text-field";
import { MealFields } from "./meal-fields";
import type { IngestionItemResult } from "@/shared/contracts/ingestion";
import type { RecordDineState, SettleState } from "./record-dine-types";

type Action<State> = (previous: State, form: FormData) => Promise<State>;

const rejectWords: Record<Extract<IngestionItemResult, { outcome: "rejected" }>["reason"], string> = {
  unknown_partner: "no partner has this code",
  unknown_card: "the card is not linked to a member of this program",
  card_not_linked: "the card had been removed before the meal",
  unknown_merchant: "no merchant has this id",
  duplicate_in_batch: "the batch named the transaction twice",
};

/** What became of the dine, in words (the award in the partner's currency units). */
function resultText(result: IngestionItemResult, currencyPlural: string): string {
  switch (result.outcome) {
    case "accepted": {
      const award = `${String(result.benefitAmount)} ${currencyPlural}, ${result.awardStatus}`;
      return result.reservationBonus === null
        ? `Recorded: ${award}.`
        : `Recorded: ${award}, and a reservation bonus of ${String(result.reservationBonus)} ${currencyPlural}.`;
    }
    case "duplicate":
      return "Already recorded: the same transaction posts once.";
    case "rejected":
      return `Not recorded: ${rejectWords[result.reason]}.`;
  }
}

/**
 * The staging tools' "Record a dine": a card transaction for a member, sent through the signed
 * ingestion as the card feed would send it, and "Settle due awards", the posting schedule's step.
 */
export function RecordDineForm({
  recordAction,
  settleAction,
  today,
  currencyPlural,
}: {
  recordAction: Action<RecordDineState>;
  settleAction: Action<SettleState>;
  /** The default date (the server's today, "YYYY-MM-DD"). */
  today: string;
  currencyPlural: string;
}) {
  const [state, record, recording] = useActionState(recordAction, { kind: "idle" });
  const [settled, settle, settling] = useActionState(settleAction, { kind: "idle" });
  const errors = state.kind === "invalid" ? state.fields : {};
  return (
    <div className="mt-3 flex flex-col gap-6">
      <form action={record} className="grid max-w-2xl gap-x-4 sm:grid-cols-2" noValidate>
        <TextField
          id="dine-email"
          name="email"
          type="email"
          label="Member email"
          required
          autoComplete="off"
          error={errors.email}
        />
        <TextField
          id="dine-card"
          name="cardLastFour"
          label="Card last four (blank: newest card)"
          inputMode="numeric"
          maxLength={4}
          error={errors.cardLastFour}
        />
        <TextField
          id="dine-merchant"
          name="merchantId"
          label="Merchant id"
          required
          error={errors.merchantId}
        />
        <MealFields idPrefix="dine" today={today} errors={errors} />
        <div className="mt-3 sm:col-span-2">
          <button type="submit" className="button-primary min-h-11 px-6" disabled={recording}>
            {recording ? "Recording…" : "Record the dine"}
          </button>
        </div>
      </form>
      <p aria-live="polite" className="font-bold" data-testid="record-dine-result">
        {state.kind === "recorded"
          ? resultText(state.result, currencyPlural)
          : state.kind === "failed"
            ? state.message
            : state.kind === "invalid"
              ? "Check the fields above."
              : ""}
      </p>
      <form action={settle} className="flex flex-wrap items-end gap-4">
        <TextField
          id="settle-email"
          name="email"
          type="email"
          label="Settle for member email (blank: every member)"
          autoComplete="off"
        />
        <button type="submit" className="button-secondary min-h-11 px-6" disabled={settling}>
          {settling ? "Settling…" : "Settle due awards"}
        </button>
        <p aria-live="polite" data-testid="settle-result">
          {settled.kind === "settled"
            ? `Settled ${String(settled.count)} pending award${settled.count === 1 ? "" : "s"} due by now.`
            : settled.kind === "failed"
              ? settled.message
              : ""}
        </p>
      </form>
    </div>
  );
}
