"use client";

import { createContext, use, useMemo } from "react";
import { useLoaded } from "@/lib/client/hooks/use-loaded";
import type { MerchantCardMember, MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import type { MerchantSummary } from "@/shared/contracts/merchants";
import type { ResultCardPart } from "./result-card-parts";

type CardPart = typeof ResultCardPart;

/** Who is looking at the results, the parts' code once loaded, and what follows a favourite change. */
export interface ResultCardViewer {
  member: MerchantCardMember;
  /** The parts' code (result-card-parts.tsx): null until it has arrived. */
  Part?: CardPart | null;
  onFavoriteChange?: ((merchantId: string, favorite: boolean) => void) | undefined;
}

/** Given by the results list (components/search/search-results.tsx) to its server-drawn cards. */
export const ResultCardViewerContext = createContext<ResultCardViewer>({ member: undefined });

export const loadResultCardPart = () => import("./result-card-parts").then((module) => module.ResultCardPart);

/**
 * The viewer for the server-drawn cards, from the results list. The parts' code (heart corner,
 * offer line with its earn statement, bonus tag) is not in the page's first load (decision 0041): it
 * loads once, right after hydration, beside the member's answer, and arrives in one state
 * change, so every card's islands draw in one commit. (A lazy part per island suspended each of
 * the thirty islands and retried them as each chunk of the chain landed: four renders of the list
 * after hydration, each a long task on a phone.) The value is kept while nothing in it changes,
 * so a render of the screen above does not draw the islands again.
 */
export function useResultCardViewer(
  member: MerchantCardMember,
  onFavoriteChange: ResultCardViewer["onFavoriteChange"],
  /** Whether the list shows server-drawn cards at all (a fetched answer's cards bring their own). */
  serverCards: boolean,
): ResultCardViewer {
  const Part = useLoaded(loadResultCardPart, serverCards);
  return useMemo(() => ({ member, Part, onFavoriteChange }), [member, Part, onFavoriteChange]);
}

/** The offer line's place while it is not known who is looking: it keeps the line's height. */
const offerPlaceholder = <span className="block min-h-11" aria-hidden="true" />;

/**
 * The one island of a server-drawn result card, drawn in its three places: the parts that depend
 * on who is looking, read from the results list. Until both the member's answer and the parts'
 * code are in, only the offer line's place shows (as the server drew it).
 */
export function ResultCardMember(props: {
  part: "favorite" | "offer" | "bonus";
  merchant: MerchantSummary;
  partner: MerchantCardPartner;
  /** The bonus tag's text (reservationBonusText), for the bonus part. */
  bonus?: string | null;
}) {
  const { member, Part, onFavoriteChange } = use(ResultCardViewerContext);
  if (member === undefined || !Part) return props.part === "offer" ? offerPlaceholder : null;
  return <Part {...props} member={member} onFavoriteChange={onFavoriteChange} />;
}
