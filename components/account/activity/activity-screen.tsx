"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { TransactionItem } from "@/shared/contracts/activity";
import { pageFromQuery } from "@/shared/rules/pagination-window";
import { isReviewEligible } from "@/shared/rules/review-eligibility";
import { reviewSurveyUrl } from "@/shared/rules/review-link";
import { useAccountSession } from "../account-session";
import { isUnauthorized } from "@/lib/client/api/http";
import {
  activityPageQuery,
  creditBalanceQuery,
  dineSummaryQuery,
  reviewStatusesQuery,
} from "@/lib/client/query/activity-queries";
import { ActivityEmpty } from "./activity-empty";
import { ActivityList } from "./activity-list";
import { ActivityPagination } from "./activity-pagination";
import type { ActivityCopy, ActivityPartner } from "./activity-types";
import { MissingDineDialog } from "./missing-dine-dialog";
import { MissingRewardsBanner } from "./missing-rewards-banner";
import { RewardsSummary, type Loaded } from "./rewards-summary";

function loaded<T>(query: { status: "pending" | "error" | "success"; data: T | undefined }): Loaded<T> {
  if (query.status === "success" && query.data !== undefined) return { status: "ready", value: query.data };
  return query.status === "error" ? { status: "error" } : { status: "loading" };
}

/**
 * The recent-activity page's content (account-center §2): the rewards summary for credit
 * partners, the missing-rewards banner, the list with its review statuses, pagination (the page
 * lives in the URL, so reload and Back keep it) and the disclaimer. A 401 goes to sign-in.
 */
export function ActivityScreen({ partner, copy }: { partner: ActivityPartner; copy: ActivityCopy }) {
  const { member, signInAgain } = useAccountSession();
  // The review link names the member by their family id, from the member's full answer.
  const familyId = member.familyId;
  const router = useRouter();
  const page = pageFromQuery(useSearchParams().get("page"));
  const [now] = useState(() => new Date());
  const banner = useRef<HTMLElement>(null);
  const withCredits = partner.currencyType === "Credit";

  const activity = useQuery({
    ...activityPageQuery(page, withCredits),
    // The page shown stays (dimmed) while the next one loads.
    placeholderData: (previous) => previous,
  });
  const transactionIds = (activity.data?.data ?? []).flatMap((item) =>
    item.recordType === "transaction" ? [item.id] : [],
  );
  const statuses = useQuery({
    ...reviewStatusesQuery(transactionIds),
    enabled: transactionIds.length > 0 && !activity.isPlaceholderData,
  });
  const summary = useQuery({ ...dineSummaryQuery, enabled: withCredits });
  const balance = useQuery({ ...creditBalanceQuery, enabled: withCredits });

  const unauthorized = [activity.error, statuses.error, summary.error, balance.error].some(isUnauthorized);
  useEffect(() => {
    if (unauthorized) signInAgain();
  }, [unauthorized, signInAgain]);

  const totalPages = activity.data?.totalPages ?? 0;
  useEffect(() => {
    // A page beyond the history (an old link, a shorter history) shows its last page instead.
    if (activity.data && !activity.isPlaceholderData && totalPages > 0 && page > totalPages)
      router.replace(`${window.location.pathname}?page=${String(totalPages)}`, { scroll: false });
  }, [activity.data, activity.isPlaceholderData, page, totalPages, router]);

  const changePage = (next: number) => {
    router.push(`${window.location.pathname}?page=${String(next)}`, { scroll: false });
    banner.current?.focus();
  };

  const completed = new Set(
    (statuses.data ?? []).filter((status) => status.completed).map((status) => status.id),
  );
  const reviewUrlFor = (item: TransactionItem): string | null => {
    if (!copy.reviewSurveyUrl || !item.merchantName) return null;
    const reviewed = item.review !== null || completed.has(item.id);
    const date = new Date(item.date);
    if (
      !isReviewEligible(
        { date, transactionType: item.transactionType, awardStatus: item.awardStatus, reviewed },
        now,
      )
    )
      return null;
    if (!familyId) return null;
    return reviewSurveyUrl(copy.reviewSurveyUrl, {
      date,
      merchantName: item.merchantName,
      transactionId: item.id,
      familyId,
      memberName: `${member.firstName} ${member.lastName}`.trim(),
    });
  };

  const items = activity.data?.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      {withCredits ? (
        <RewardsSummary
          summary={loaded(summary)}
          balance={loaded(balance)}
          breakpointCents={copy.payoutBreakpointCents}
          currencyPlural={partner.currencyName.other}
        />
      ) : null}
      <MissingRewardsBanner
        ref={banner}
        title={copy.missingRewards.title}
        body={copy.missingRewards.body}
        support={partner.support}
      />
      <MissingDineDialog currencyPlural={partner.currencyName.other} />
      {activity.status === "pending" || unauthorized ? (
        <p role="status" className="text-muted py-6 text-center" data-testid="activity-loading">
          Loading your activity…
        </p>
      ) : activity.status === "error" || items.length === 0 ? (
        <ActivityEmpty failed={activity.status === "error"} currencyPlural={partner.currencyName.other} />
      ) : (
        <ActivityList
          items={items}
          page={page}
          totalPages={totalPages}
          total={activity.data.totalResultSize}
          busy={activity.isPlaceholderData}
          partner={partner}
          copy={copy}
          now={now}
          reviewUrlFor={reviewUrlFor}
        />
      )}
      <ActivityPagination
        page={Math.min(page, Math.max(totalPages, 1))}
        totalPages={totalPages}
        onChange={changePage}
      />
      {copy.disclaimer ? (
        <p className="text-muted text-sm" data-testid="activity-disclaimer">
          {copy.disclaimer}
        </p>
      ) : null}
    </div>
  );
}
