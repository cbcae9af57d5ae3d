"use client";

import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { placeSuggestionsQuery } from "@/lib/client/query/place-queries";
import { aroundPlace } from "@/shared/copy/place-token";
import type { SearchCopy } from "@/shared/copy/search-copy";

/**
 * Under a location the search could not use: the places of that name to choose from
 * ("Springfield"), or the nearest spelling ("Did you mean Chicago, IL?"), so a typo or a
 * shared name is one click from results instead of a dead end.
 */
export function LocationHelp({
  typed,
  onChoose,
  copy,
}: {
  typed: string;
  onChoose: (place: string) => void;
  /** The partner's words for the two helps. */
  copy: Pick<SearchCopy, "didYouMean" | "choosePlace">;
}) {
  const answer = useQuery(placeSuggestionsQuery(typed));
  const labelId = useId();
  if (!answer.data) return null;
  const { places, didYouMean } = answer.data;
  if (places.length > 0) {
    return (
      <div className="mt-2" data-testid="location-choices">
        <p id={labelId}>{copy.choosePlace}</p>
        <ul aria-labelledby={labelId} className="mt-1 flex flex-wrap gap-2">
          {places.map((place) => (
            <li key={place.label}>
              <button
                type="button"
                className="min-h-11 rounded-full border border-black/30 px-4 font-bold hover:bg-black/5"
                onClick={() => {
                  onChoose(place.label);
                }}
              >
                {place.label}
                {place.detail ? <span className="font-normal"> ({place.detail})</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (!didYouMean) return null;
  const [before, after] = aroundPlace(copy.didYouMean);
  return (
    <p className="mt-2" data-testid="location-did-you-mean">
      {before}
      <button
        type="button"
        className="text-brand min-h-11 font-bold underline underline-offset-4"
        onClick={() => {
          onChoose(didYouMean.label);
        }}
      >
        {didYouMean.label}
      </button>
      {after}
    </p>
  );
}
