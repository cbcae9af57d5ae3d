"use client";

import type { z } from "zod";
import {
  activityPageSchema,
  creditBalanceSchema,
  dineSummarySchema,
  reviewStatusesSchema,
} from "@/lib/contracts/activity";
import { activityPageSize } from "@/lib/constants";

/** A call answered 401: the account page sends the member to sign in again. */
export class UnauthorizedError extends Error {
  constructor() {
    super("Unauthorized");
  }
}

async function getJson<Schema extends z.ZodType>(path: string, schema: Schema): Promise<z.output<Schema>> {
  const response = await fetch(path, { credentials: "same-origin", headers: { accept: "application/json" } });
  if (response.status === 401) throw new UnauthorizedError();
  if (!response.ok) throw new Error(response.statusText || `HTTP ${String(response.status)}`);
  return schema.parse(await response.json());
}

/** One page of activity: credit partners read transactions and statement credits together (§7). */
export function fetchActivityPage(pageNo: number, withCredits: boolean) {
  const path = withCredits ? "/api/Member/TransactionsStatementCredits" : "/api/Member/Transactions";
  return getJson(
    `${path}?pageNo=${String(pageNo)}&resultsPerPage=${String(activityPageSize)}`,
    activityPageSchema,
  );
}

export function fetchReviewStatuses(ids: readonly string[]) {
  const query = ids.map((id) => `txnId=${encodeURIComponent(id)}`).join("&");
  return getJson(`/api/reviews/status?${query}`, reviewStatusesSchema);
}

export const fetchDineSummary = () => getJson("/api/Member/DineSummary", dineSummarySchema);
export const fetchCreditBalance = () => getJson("/api/Member/StatementCreditBalance", creditBalanceSchema);
