import type { ActivityItem, TransactionItem } from "@/shared/contracts/activity";
import { activityPageSize } from "@/shared/constants";
import { activityColumns } from "./activity-columns";
import type { ActivityCopy, ActivityPartner } from "./activity-types";
import { CreditRow } from "./credit-row";
import { TransactionRow } from "./transaction-row";

/** The activity list: a header row of columns from 661 px, one row (a card below) per item. */
export function ActivityList({
  items,
  page,
  totalPages,
  total,
  busy,
  partner,
  copy,
  now,
  reviewUrlFor,
}: {
  items: readonly ActivityItem[];
  page: number;
  totalPages: number;
  total: number;
  busy: boolean;
  partner: ActivityPartner;
  copy: ActivityCopy;
  now: Date;
  reviewUrlFor: (item: TransactionItem) => string | null;
}) {
  const first = (page - 1) * activityPageSize + 1;
  return (
    <section aria-labelledby="activity-list-title" className="rounded-2xl border border-black/10 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="activity-list-title" className="text-xl font-bold">
          Your activity
        </h2>
        <p className="text-muted text-sm" aria-live="polite" data-testid="activity-range">
          {busy
            ? "Loading…"
            : `${String(first)}–${String(first + items.length - 1)} of ${String(total)}${
                totalPages > 1 ? `, page ${String(page)} of ${String(totalPages)}` : ""
              }`}
        </p>
      </div>
      <div
        aria-hidden="true"
        className={`text-muted mt-4 hidden border-b border-black/10 pb-2 text-sm font-bold ${activityColumns}`}
      >
        <span>Date</span>
        <span>Restaurant</span>
        <span>Spent</span>
        <span>Reward</span>
        <span>Status</span>
      </div>
      <ul className={busy ? "opacity-60" : ""} aria-busy={busy} data-testid="activity-list">
        {items.map((item) =>
          item.recordType === "credit" ? (
            <CreditRow key={item.creditId} item={item} />
          ) : (
            <TransactionRow
              key={item.id}
              item={item}
              partner={partner}
              copy={copy}
              now={now}
              reviewUrl={reviewUrlFor(item)}
            />
          ),
        )}
      </ul>
    </section>
  );
}
