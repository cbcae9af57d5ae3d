"use client";

import { useQuery } from "@tanstack/react-query";
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type Ref,
  type SetStateAction,
} from "react";
import { placeSuggestionsQuery } from "@/lib/client/query/place-queries";
import type { PlaceOption } from "@/shared/contracts/places";
import { withPlace } from "@/shared/copy/place-token";

/** Wait this long after the last keystroke before asking for places: one request per pause, not per key. */
const typingPauseMs = 150;
/** Fewer letters than this name too many places to be worth listing. */
const minLetters = 2;

/** The text as the suggestions are keyed (the query's key and the server's q). */
function keyOf(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Whether places found for `answered` still fit what is typed now: only while the typing goes
 * on from it ("chi" → "chicago"). Anything else ("chi" → "bos") would offer another town's places.
 */
function stillFits(answered: string, typed: string): boolean {
  return keyOf(typed).startsWith(keyOf(answered));
}

export interface Suggestion {
  /** What the input takes when chosen. */
  value: string;
  /** What the option reads as. */
  text: string;
  detail?: string | undefined;
}

/** What the location box needs: how many options, and what its status line says (empty: nothing yet). */
export interface SuggestionsState {
  count: number;
  status: string;
}

/** The arrow keys, Enter and Escape in the location box, once this code is in. */
export interface SuggestionKeys {
  keyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

function suggestionsOf(
  places: readonly PlaceOption[],
  didYouMean: PlaceOption | null,
  didYouMeanWording: string,
): Suggestion[] {
  if (places.length > 0)
    return places.map((place) => ({ value: place.label, text: place.label, detail: place.detail }));
  return didYouMean
    ? [{ value: didYouMean.label, text: withPlace(didYouMeanWording, didYouMean.label) }]
    : [];
}

function statusOf(suggestions: readonly Suggestion[], didYouMean: boolean): string {
  if (suggestions.length === 0) return "No matching places.";
  if (didYouMean) return `${suggestions[0]?.text ?? ""} Press the down arrow to choose it.`;
  const count = suggestions.length === 1 ? "1 place" : `${String(suggestions.length)} places`;
  return `${count} found. Use the up and down arrows to choose.`;
}

/**
 * The location box's search for places, its options and the keys that move through them (loaded
 * on the box's first focus or typing, decision 0041): asks once typing pauses, draws the options inside
 * the listbox the box always has (so its ARIA links hold before and after this arrives), tells the
 * box how many there are and what its status line says, and hands it the keyboard (`ref`). The box
 * keeps whether the list is open and which option is active, so its input names them.
 */
export function LocationSuggestions({
  ref,
  listId,
  value,
  open,
  activeIndex,
  setOpen,
  setActive,
  onChoose,
  didYouMeanWording,
  onChange,
}: {
  ref: Ref<SuggestionKeys>;
  /** The listbox's id: option ids are made from it, as the box's aria-activedescendant names them. */
  listId: string;
  value: string;
  open: boolean;
  /** The active option (-1: none), as the box's aria-activedescendant names it. */
  activeIndex: number;
  setOpen: Dispatch<SetStateAction<boolean>>;
  setActive: Dispatch<SetStateAction<number>>;
  onChoose: (place: string) => void;
  didYouMeanWording: string;
  onChange: (state: SuggestionsState) => void;
}) {
  // The text the list answers: what was typed, once typing pauses.
  const [settled, setSettled] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSettled(value.trim());
    }, typingPauseMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value]);

  // The list answers the settled text, and only while what is typed still goes on from it: the
  // places for an older text never show for a newer one (an answer for another text lands in
  // that text's cache entry, never in this list).
  const asking = open && settled.length >= minLetters && stillFits(settled, value);
  const answer = useQuery({
    ...placeSuggestionsQuery(settled),
    enabled: asking,
    // The last list stays while the next loads when the new text extends the old (no collapse
    // and reopen on every pause in typing); for any other text the list waits for its own answer.
    placeholderData: (previous, previousQuery) =>
      previousQuery && stillFits(previousQuery.queryKey[2], settled) ? previous : undefined,
  });
  const data = asking ? answer.data : undefined;
  const places = data?.places ?? [];
  const didYouMean = data?.didYouMean ?? null;
  const suggestions = suggestionsOf(places, didYouMean, didYouMeanWording);
  const count = suggestions.length;
  const status = data ? statusOf(suggestions, places.length === 0 && Boolean(didYouMean)) : "";
  const expanded = open && count > 0;

  // Before paint: the box never shows options for a text they no longer fit.
  useLayoutEffect(() => {
    onChange({ count, status });
  }, [count, status, onChange]);

  function choose(suggestion: Suggestion) {
    setOpen(false);
    setActive(-1);
    onChoose(suggestion.value);
  }

  useImperativeHandle(ref, () => ({
    keyDown(event) {
      switch (event.key) {
        case "ArrowDown":
          event.preventDefault();
          setOpen(true);
          if (count > 0) setActive((activeIndex + 1) % count);
          return;
        case "ArrowUp":
          event.preventDefault();
          setOpen(true);
          if (count > 0) setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
          return;
        case "Enter": {
          const chosen = suggestions[activeIndex];
          if (chosen) {
            // The option, not the form: the search runs with the chosen place.
            event.preventDefault();
            choose(chosen);
          } else {
            setOpen(false);
          }
          return;
        }
        case "Escape":
          if (expanded) {
            event.preventDefault();
            setOpen(false);
            setActive(-1);
          }
          return;
        default:
          return;
      }
    },
  }));

  return suggestions.map((suggestion, index) => (
    <li
      key={suggestion.value}
      id={`${listId}-option-${String(index)}`}
      role="option"
      aria-selected={index === activeIndex}
      // Keep focus in the input: a click chooses without blurring it first.
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      onClick={() => {
        choose(suggestion);
      }}
      className={`flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 px-3 py-2 ${index === activeIndex ? "bg-[var(--brand-primary)] text-[var(--brand-on-primary)]" : "hover:bg-black/5"}`}
    >
      <span className="font-bold">{suggestion.text}</span>
      {suggestion.detail ? <span className="text-sm">{suggestion.detail}</span> : null}
    </li>
  ));
}
