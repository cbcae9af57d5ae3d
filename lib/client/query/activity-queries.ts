import "client-only";
import { queryOptions } from "@tanstack/react-query";
import {
  fetchActivityPage,
  fetchCreditBalance,
  fetchDineSummary,
  fetchReviewStatuses,
} from "@/lib/client/api/activity";
import { activityKeys } from "./keys";

/**
 * Activity changes only when a meal posts (days later), so an answer read once stays fresh for
 * five minutes: paging back and forth does not ask again.
 */
const activityStaleMs = 300_000;

/** One page of the member's activity. */
export function activityPageQuery(page: number, withCredits: boolean) {
  return queryOptions({
    queryKey: activityKeys.page(withCredits, page),
    queryFn: () => fetchActivityPage(page, withCredits),
    staleTime: activityStaleMs,
  });
}

/** Whether each of one page's transactions has been reviewed. */
export function reviewStatusesQuery(ids: readonly string[]) {
  return queryOptions({
    queryKey: activityKeys.reviewStatuses(ids),
    queryFn: () => fetchReviewStatuses(ids),
    staleTime: activityStaleMs,
  });
}

/** The credit partner's rewards summary: the year's dining. */
export const dineSummaryQuery = queryOptions({
  queryKey: activityKeys.dineSummary(),
  queryFn: fetchDineSummary,
  staleTime: activityStaleMs,
});

/** The credit partner's rewards summary: the statement-credit balance. */
export const creditBalanceQuery = queryOptions({
  queryKey: activityKeys.creditBalance(),
  queryFn: fetchCreditBalance,
  staleTime: activityStaleMs,
});
