import type { AwardHistoryView } from "@/shared/contracts/award-history";

const actorWords: Record<AwardHistoryView["history"][number]["actor"], string> = {
  engine: "award rules",
  schedule: "posting schedule",
  posting: "posting to the partner",
  refund: "refund",
  support: "support",
  payout: "statement credit",
};

/**
 * The staging tools' award history (decision 0063): a look-up by award or source transaction
 * id, and the award's life in order, read-only. `lookup` is what was asked (null before any).
 */
export function AwardHistoryPanel({
  lookup,
  found,
  currencyPlural,
}: {
  lookup: string | null;
  found: AwardHistoryView | null;
  currencyPlural: string;
}) {
  return (
    <div className="mt-3">
      <form method="get" className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-bold">
          Award id or source transaction id
          <input
            name="award"
            defaultValue={lookup ?? ""}
            className="min-h-11 rounded-lg border border-black/30 px-3 font-normal"
            autoComplete="off"
          />
        </label>
        <button type="submit" className="button-secondary min-h-11 px-5">
          Show history
        </button>
      </form>
      {lookup === null ? null : found === null ? (
        <p className="mt-3" role="status">
          No award of this program has this id.
        </p>
      ) : (
        <div className="mt-3" data-testid="award-history">
          <p>
            {found.award.transactionType === "B"
              ? "Bonus"
              : found.award.transactionType === "A"
                ? "Adjustment"
                : "Meal"}{" "}
            {found.award.sourceTransactionId} at {found.award.merchantId ?? "an unlisted merchant"}:{" "}
            {String(found.award.benefitAmount)} {currencyPlural}, {found.award.awardStatus}
            {found.award.notEarnedReason ? ` (${found.award.notEarnedReason})` : ""}
            {found.award.uncappedAmount !== null
              ? `, capped by ${found.award.cappedBy ?? "a cap"} from ${String(found.award.uncappedAmount)}`
              : ""}
            .
          </p>
          {found.history.length === 0 ? (
            <p className="text-muted mt-2">No history: a seeded or manual record.</p>
          ) : (
            <table className="mt-2 w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-black/20">
                  <th scope="col" className="py-2 pr-4">
                    When
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Why
                  </th>
                  <th scope="col" className="py-2">
                    By
                  </th>
                </tr>
              </thead>
              <tbody>
                {found.history.map((step, index) => (
                  <tr key={index} className="border-b border-black/10" data-testid="award-history-step">
                    <td className="py-2 pr-4">{step.changedAt}</td>
                    <td className="py-2 pr-4">
                      {step.fromStatus === null
                        ? `made ${step.toStatus}`
                        : step.fromStatus === step.toStatus
                          ? `still ${step.toStatus}`
                          : `${step.fromStatus} → ${step.toStatus}`}
                    </td>
                    <td className="py-2 pr-4">{step.reason ?? ""}</td>
                    <td className="py-2">{actorWords[step.actor]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </div>
  );
}
