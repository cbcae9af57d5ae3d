import "client-only";
import type { ActivityPage, CreditBalance, DineSummary, ReviewStatus } from "@/shared/contracts/activity";
import { activityPageSize } from "@/shared/constants";
import { getJson, serverChecked } from "./http";

/** One page of activity: credit partners read transactions and statement credits together (§7). */
export function fetchActivityPage(pageNo: number, withCredits: boolean) {
  const path = withCredits ? "/api/Member/TransactionsStatementCredits" : "/api/Member/Transactions";
  return getJson(
    `${path}?pageNo=${String(pageNo)}&resultsPerPage=${String(activityPageSize)}`,
    serverChecked<ActivityPage>(),
  );
}

/** Whether each transaction can still be reviewed (GET /api/reviews/status). */
export function fetchReviewStatuses(ids: readonly string[]) {
  const query = ids.map((id) => `txnId=${encodeURIComponent(id)}`).join("&");
  return getJson(`/api/reviews/status?${query}`, serverChecked<ReviewStatus[]>());
}

export const fetchDineSummary = () => getJson("/api/Member/DineSummary", serverChecked<DineSummary>());
export const fetchCreditBalance = () =>
  getJson("/api/Member/StatementCreditBalance", serverChecked<CreditBalance>());
