import type { CreditItem } from "@/shared/contracts/activity";
import { formatCents, formatDay } from "@/shared/format/reward-amount";
import {
  deliveryDescription,
  redemptionStatusDisplay,
  type RedemptionTone,
} from "@/shared/rules/redemption-words";
import { activityColumns } from "./activity-columns";

const toneClass: Record<RedemptionTone, string> = {
  waiting: "bg-amber-100 text-amber-900",
  done: "bg-green-100 text-green-900",
  problem: "bg-red-50 text-red-800",
};

/** A statement credit among the activity (credit partners, account-center §3 Credit). */
export function CreditRow({ item }: { item: CreditItem }) {
  const status = redemptionStatusDisplay(item.status);
  return (
    <li
      className="border-t border-black/10 py-4 first:border-t-0"
      data-testid="credit-row"
      data-status={item.status}
    >
      <div className={`flex flex-col gap-1 ${activityColumns}`}>
        <p className="text-muted md:text-ink text-sm lg:text-base">
          <time dateTime={item.date}>{formatDay(new Date(item.date))}</time>
        </p>
        <div className="min-w-0">
          <p className="text-lg font-bold md:text-base">Statement credit</p>
          <p className="text-muted text-sm break-words">
            {deliveryDescription(item.deliveryMethod, item.deliveryBrand)} · {item.targetLabel}
            {item.benefitProcessor ? ` · from ${item.benefitProcessor}` : ""}
          </p>
        </div>
        <p className="hidden md:block" aria-hidden="true" />
        <p className="flex justify-between gap-2 md:block">
          <span className="text-muted text-sm md:sr-only">Paid out</span>
          <span className="font-bold">{formatCents(item.creditAmountCents)}</span>
        </p>
        <p>
          <span className="sr-only">Status: </span>
          <span className={`inline-block rounded-lg px-3 py-0.5 text-sm font-bold ${toneClass[status.tone]}`}>
            {status.text}
          </span>
        </p>
      </div>
    </li>
  );
}
