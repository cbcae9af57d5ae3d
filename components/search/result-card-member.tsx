"use client";

import { createContext, lazy, Suspense, use } from "react";
import type { MerchantCardMember, MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import type { MerchantSummary } from "@/lib/shared/contracts/merchants";

/** Who is looking at the results, and what the list does after a favourite change. */
export interface ResultCardViewer {
  member: MerchantCardMember;
  onFavoriteChange?: ((merchantId: string, favorite: boolean) => void) | undefined;
}

/** Given by the results list (components/search/search-results.tsx) to its server-drawn cards. */
export const ResultCardViewerContext = createContext<ResultCardViewer>({ member: undefined });

// The parts themselves (the heart's corner, the offer line, the bonus tag) load once it is known
// who is looking: until then there is nothing of them to draw, so their code is not in the page's
// first load (issue 14).
const ResultCardPart = lazy(() =>
  import("./result-card-parts").then((module) => ({ default: module.ResultCardPart })),
);

/** The offer line's place while it is not known who is looking: it keeps the line's height. */
const offerPlaceholder = <span className="block min-h-11" aria-hidden="true" />;

/**
 * The one island of a server-drawn result card, drawn in its three places: the parts that depend
 * on who is looking, read from the results list. Before the member's answer only the offer
 * line's place shows (as the server drew it), and it stays while the parts' code arrives.
 */
export function ResultCardMember(props: {
  part: "favorite" | "offer" | "bonus";
  merchant: MerchantSummary;
  partner: MerchantCardPartner;
  /** The bonus tag's text (reservationBonusText), for the bonus part. */
  bonus?: string | null;
}) {
  const viewer = use(ResultCardViewerContext);
  const placeholder = props.part === "offer" ? offerPlaceholder : null;
  if (viewer.member === undefined) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ResultCardPart {...props} {...viewer} />
    </Suspense>
  );
}
