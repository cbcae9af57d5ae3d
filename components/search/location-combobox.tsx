"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { placeSuggestionsQuery } from "@/lib/client/query/place-queries";
import type { PlaceOption } from "@/lib/shared/contracts/places";
import { withPlace } from "@/lib/shared/copy/place-token";

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

interface Suggestion {
  /** What the input takes when chosen. */
  value: string;
  /** What the option reads as. */
  text: string;
  detail?: string | undefined;
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
 * The search page's location box: a text input that suggests places as the visitor types
 * (cities, seeded neighbourhoods, ZIP codes; a typo's nearest spelling as "Did you mean …?").
 * ARIA 1.2 combobox with a list popup: the input keeps focus, the active option is named by
 * aria-activedescendant, arrows move, Enter chooses, Escape closes, and a status line tells
 * screen readers how many places were found. Choosing a place hands it to `onChoose`.
 */
export function LocationCombobox({
  id,
  value,
  onValueChange,
  onChoose,
  invalid,
  describedBy,
  inputRef,
  adornment,
  didYouMean: didYouMeanWording,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  onChoose: (place: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  /** A control laid over the input's end (the locate button). */
  adornment?: ReactNode;
  /** The partner's "Did you mean PLACE_NAME?" for a typo's nearest spelling. */
  didYouMean: string;
}) {
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${String(index)}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
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
  const places = asking && answer.data ? answer.data.places : [];
  const didYouMean = asking && answer.data ? answer.data.didYouMean : null;
  const suggestions = suggestionsOf(places, didYouMean, didYouMeanWording);
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  function choose(suggestion: Suggestion) {
    setOpen(false);
    setActive(-1);
    onChoose(suggestion.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (suggestions.length > 0) setActive((activeIndex + 1) % suggestions.length);
        return;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (suggestions.length > 0) setActive(activeIndex <= 0 ? suggestions.length - 1 : activeIndex - 1);
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
  }

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        name="location"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        placeholder="City, neighborhood or ZIP code"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        className="bg-surface h-12 w-full rounded-lg border border-black/30 px-3 pr-12 text-base outline-none focus-visible:border-[var(--brand-primary)] aria-invalid:border-red-700"
        data-testid="location-input"
      />
      {adornment}
      <ul
        id={listId}
        role="listbox"
        aria-label="Places"
        hidden={!expanded}
        className="bg-surface absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-lg border border-black/20 py-1 shadow-lg"
        data-testid="location-suggestions"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.value}
            id={optionId(index)}
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
        ))}
      </ul>
      <p role="status" className="sr-only" data-testid="location-suggestions-status">
        {asking && answer.data ? statusOf(suggestions, places.length === 0 && Boolean(didYouMean)) : ""}
      </p>
    </div>
  );
}
