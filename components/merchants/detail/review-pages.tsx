"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { merchantReviewsQuery } from "@/lib/client/query/merchant-reviews-query";
import { merchantReviewsPageSize, reviewPageCount } from "@/shared/contracts/merchant-reviews";
import { ReviewItem } from "./review-item";

/** The reviews of one fetched page, in the list; the first takes focus when `focus` says so. */
function FetchedReviewPage({
  merchantId,
  merchantName,
  page,
  focus,
}: {
  merchantId: string;
  merchantName: string;
  page: number;
  focus: boolean;
}) {
  const { data } = useQuery(merchantReviewsQuery(merchantId, page));
  const first = useRef<HTMLLIElement>(null);
  const arrived = data !== undefined;
  useEffect(() => {
    // The visitor asked for these: reading (and a screen reader) goes on from the first of them.
    if (arrived && focus) first.current?.focus();
  }, [arrived, focus]);
  return data?.reviews.map((review, index) => (
    <ReviewItem
      key={`${String(page)}-${String(index)}`}
      review={review}
      merchantName={merchantName}
      ref={index === 0 ? first : undefined}
    />
  ));
}

/**
 * The review list: the first page as the server drew it (children, the same HTML for every
 * visitor of the cached page), then the pages a visitor asks for, fetched from the reviews API
 * one at a time (docs/decisions/0066). The count line and the button are in the server HTML too,
 * so nothing moves when the page hydrates.
 */
export function ReviewPages({
  merchantId,
  merchantName,
  reviewCount,
  children,
}: {
  merchantId: string;
  merchantName: string;
  reviewCount: number;
  /** The first page's reviews, drawn on the server. */
  children: ReactNode;
}) {
  // Pages on screen: 1 is the server's; the newest one asked for is read here as well (the
  // same query as its list's, so one request) to tell the count line and button how it went.
  const [pages, setPages] = useState(1);
  const newest = useQuery({ ...merchantReviewsQuery(merchantId, pages), enabled: pages > 1 });
  const total = newest.data?.totalReviews ?? reviewCount;
  const pageCount = newest.data?.totalPages ?? reviewPageCount(total);
  const waiting = pages > 1 && newest.data === undefined;
  // Failed and not trying again: a retry shows as loading until it answers.
  const failed = waiting && newest.isError && newest.fetchStatus === "idle";
  const loading = waiting && !failed;
  const settledPages = loading || failed ? pages - 1 : pages;
  const shown = Math.min(total, settledPages * merchantReviewsPageSize);
  const more = !loading && !failed && pages < pageCount;
  return (
    <>
      <ul className="mt-3 flex flex-col gap-4" data-testid="review-list">
        {children}
        {Array.from({ length: pages - 1 }, (_, index) => index + 2).map((page) => (
          <FetchedReviewPage
            key={page}
            merchantId={merchantId}
            merchantName={merchantName}
            page={page}
            focus={page === pages}
          />
        ))}
      </ul>
      {total > merchantReviewsPageSize ? (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-muted text-sm" aria-live="polite" data-testid="reviews-shown">
            {failed
              ? "We couldn't load more reviews. Please try again."
              : `Showing ${String(shown)} of ${String(total)} reviews`}
          </p>
          {more || loading ? (
            <button
              type="button"
              className="button-secondary"
              aria-disabled={loading || undefined}
              onClick={() => {
                if (!loading) setPages(pages + 1);
              }}
              data-testid="more-reviews"
            >
              {loading ? "Loading reviews…" : "Show more reviews"}
            </button>
          ) : null}
          {failed ? (
            <button
              type="button"
              className="button-secondary"
              onClick={() => void newest.refetch()}
              data-testid="more-reviews"
            >
              Try again
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
