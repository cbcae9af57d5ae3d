"use client";

import { lazy, Suspense, useId, useRef, useState, type ReactNode, type Ref } from "react";
import type { SuggestionKeys, SuggestionsState } from "./location-suggestions";

// The search for places (its query, timer and wording), the options and the arrow keys that
// move through them load on the box's first focus or typing, not with the page (decision 0041); the
// listbox and its ARIA links are here from the start. Keys pressed before that code arrives
// (there are no options yet) do what they do in any text box.
const LocationSuggestions = lazy(() =>
  import("./location-suggestions").then((module) => ({ default: module.LocationSuggestions })),
);

const noSuggestions: SuggestionsState = { count: 0, status: "" };

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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Set on the first focus or typing: the suggestions' code is wanted from then on.
  const [engaged, setEngaged] = useState(false);
  const [{ count, status }, setSuggestions] = useState(noSuggestions);
  const keys = useRef<SuggestionKeys>(null);
  const expanded = open && count > 0;
  const activeIndex = expanded && active < count ? active : -1;

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
        aria-activedescendant={activeIndex >= 0 ? `${listId}-option-${String(activeIndex)}` : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setEngaged(true);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(event) => {
          keys.current?.keyDown(event);
        }}
        onFocus={() => {
          setEngaged(true);
        }}
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
        {engaged ? (
          <Suspense fallback={null}>
            <LocationSuggestions
              ref={keys}
              listId={listId}
              value={value}
              open={open}
              activeIndex={activeIndex}
              setOpen={setOpen}
              setActive={setActive}
              onChoose={onChoose}
              didYouMeanWording={didYouMeanWording}
              onChange={setSuggestions}
            />
          </Suspense>
        ) : null}
      </ul>
      <p role="status" className="sr-only" data-testid="location-suggestions-status">
        {status}
      </p>
    </div>
  );
}
