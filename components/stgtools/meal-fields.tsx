import { TextField } from "@/components/forms/text-field";

/**
 * A test meal's amount, the restaurant's date and clock time, and the box that moves a freshly
 * linked card's date back so the meal counts: the same in "Record a dine" and the card network's
 * "Send the clearing" (ids prefixed per form).
 */
export function MealFields({
  idPrefix,
  today,
  errors,
}: {
  idPrefix: string;
  /** The default date (the server's today, "YYYY-MM-DD"). */
  today: string;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-amount`}
        name="amount"
        label="Amount in dollars"
        required
        inputMode="decimal"
        defaultValue="80.00"
        error={errors.amount}
      />
      <TextField
        id={`${idPrefix}-date`}
        name="date"
        type="date"
        label="Date (restaurant's clock)"
        required
        defaultValue={today}
        error={errors.date}
      />
      <TextField
        id={`${idPrefix}-time`}
        name="time"
        type="time"
        label="Time (restaurant's clock)"
        required
        defaultValue="19:30"
        error={errors.time}
      />
      <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <input type="checkbox" name="cardLinkedInTime" defaultChecked className="size-5" />
        Treat the card as linked over 24 hours before the meal (moves its link date back)
      </label>
    </>
  );
}
