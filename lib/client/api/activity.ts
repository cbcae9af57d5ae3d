import "client-only";
import {
  activityPageSchema,
  creditBalanceSchema,
  dineSummarySchema,
  reviewStatusesSchema,
} from "@/lib/shared/contracts/activity";
import { activityPageSize } from "@/lib/shared/constants";
import { getJson } from "./http";

/** One page of activity: credit partners read transactions and statement credits together (§7). */
export function fetchActivityPage(pageNo: number, withCredits: boolean) {
  const path = withCredits ? "/api/Member/TransactionsStatementCredits" : "/api/Member/Transactions";
  return getJson(
    `${path}?pageNo=${String(pageNo)}&resultsPerPage=${String(activityPageSize)}`,
    activityPageSchema,
  );
}

/** Whether each transaction can still be reviewed (GET /api/reviews/status). */
export function fetchReviewStatuses(ids: readonly string[]) {
  const query = ids.map((id) => `txnId=${encodeURIComponent(id)}`).join("&");
  return getJson(`/api/reviews/status?${query}`, reviewStatusesSchema);
}

export const fetchDineSummary = () => getJson("/api/Member/DineSummary", dineSummarySchema);
export const fetchCreditBalance = () => getJson("/api/Member/StatementCreditBalance", creditBalanceSchema);
