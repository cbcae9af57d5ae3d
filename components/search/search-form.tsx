"use client";

import { lazy, Suspense, useId, useRef, useState, type SubmitEvent } from "react";
import { writeStored } from "@/lib/client/browser/stored-values";
import type { GeolocationPermission } from "@/lib/client/browser-position";
import type { SearchCopy } from "@/shared/copy/search-copy";
import { defaultLocation } from "@/shared/constants";
import { withPlace } from "@/shared/copy/place-token";
import {
  currentLocationValue,
  locationPatternMessage,
  type MerchantSearchParams,
} from "@/shared/contracts/merchant-values";
import { classifyLocationInput } from "@/shared/rules/location-input";
import { LocationCombobox } from "./location-combobox";

// Help with a refused place shows only after the search refused it: its code loads then (decision 0040).
const LocationHelp = lazy(() =>
  import("./location-help").then((module) => ({ default: module.LocationHelp })),
);

const placeReset = {
  latitude: undefined,
  longitude: undefined,
  bounds: undefined,
  pageNo: undefined,
} as const;

/** Whether the URL searches the fallback point: coordinates the visitor did not give (no place named). */
export function searchesFallback(params: MerchantSearchParams): boolean {
  return !params.location && Boolean(params.latitude) && !params.bounds;
}

/** What the location input shows for the URL's place: a fallback point reads as the default place. */
export function locationText(params: MerchantSearchParams): string {
  if (params.location) return params.location;
  return params.latitude ? defaultLocation.label : "";
}

const inputClass =
  "bg-surface h-12 w-full rounded-lg border border-black/30 px-3 text-base outline-none focus-visible:border-[var(--brand-primary)] aria-invalid:border-red-700";

/**
 * A field that follows the URL until the visitor types in it: a place the page fills in by
 * itself (the located or fallback point, Back) shows, but never replaces what was typed.
 */
function useDraft(fromUrl: string) {
  const [draft, setDraft] = useState({ value: fromUrl, typed: false, source: fromUrl });
  if (draft.source !== fromUrl) {
    // Adjusting state while rendering (React's pattern for derived resets): no effect, no flash.
    setDraft(draft.typed ? { ...draft, source: fromUrl } : { value: fromUrl, typed: false, source: fromUrl });
  }
  return {
    value: draft.value,
    type: (value: string) => {
      setDraft({ ...draft, value, typed: true });
    },
    /** Searched: the field follows the URL again. */
    settle: (value: string) => {
      setDraft({ value, typed: false, source: draft.source });
    },
  };
}

/**
 * Location (a combobox of places: city with or without its state, neighbourhood, ZIP code or
 * Current Location) and restaurant-or-cuisine inputs, with "Use my location". What the visitor
 * types survives the page's own location decisions.
 */
export function SearchForm({
  params,
  navigate,
  apiLocationError,
  copy,
  permission,
}: {
  params: MerchantSearchParams;
  navigate: (next: MerchantSearchParams) => void;
  apiLocationError: string | null;
  copy: SearchCopy;
  /** What the browser said about location access, once the page asked it; null before. */
  permission: GeolocationPermission | null;
}) {
  const location = useDraft(locationText(params));
  const text = useDraft(params.restaurantOrCuisine ?? "");
  const [patternError, setPatternError] = useState(false);
  const [locating, setLocating] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const locationInput = useRef<HTMLInputElement>(null);
  const ids = { location: useId(), text: useId(), error: useId(), notice: useId() };
  // The API's pattern message is the spec's; the partner's text set may word it its own way.
  const error =
    patternError || apiLocationError === locationPatternMessage ? copy.locationInvalid : apiLocationError;
  const fallback = searchesFallback(params);
  const showBlocked = blocked || (fallback && permission === "denied");

  function search(place: string, kind = classifyLocationInput(place)) {
    if (kind === "invalid") {
      setPatternError(true);
      locationInput.current?.focus();
      return;
    }
    setPatternError(false);
    setBlocked(false);
    const restaurantOrCuisine = text.value.trim() || undefined;
    location.settle(place);
    text.settle(text.value);
    if (kind === "empty" || kind === "current") {
      writeStored("manualSearchLocation", "");
      const keep = params.location === currentLocationValue && kind === "current";
      navigate({
        ...params,
        ...placeReset,
        ...(keep ? { latitude: params.latitude, longitude: params.longitude } : {}),
        location: kind === "current" ? currentLocationValue : undefined,
        restaurantOrCuisine,
      });
      return;
    }
    const trimmed = place.trim();
    writeStored("manualSearchLocation", trimmed);
    navigate({ ...params, ...placeReset, location: trimmed, restaurantOrCuisine });
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    search(location.value);
  }

  // The one place the browser is asked for the position: the visitor pressed the button.
  async function locateMe() {
    setLocating(true);
    setPatternError(false);
    writeStored("manualSearchLocation", "");
    const base = { ...params, ...placeReset, restaurantOrCuisine: text.value.trim() || undefined };
    try {
      // The geolocation code loads on the button's press (decision 0041); the press itself asks. When
      // the code does not arrive (offline), the page stays as it was.
      const { pressedLocation } = await import("./located-place");
      const next = await pressedLocation(base, setBlocked);
      // The browser's position reads Current Location; the fallback point, the default place.
      location.settle(next.location ?? defaultLocation.label);
      navigate(next);
    } catch {
      // The code did not arrive: nothing was searched.
    } finally {
      setLocating(false);
    }
  }

  const describedBy =
    [error ? ids.error : "", fallback ? ids.notice : ""].filter(Boolean).join(" ") || undefined;

  return (
    <form
      role="search"
      aria-label="Restaurants"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 md:flex-row md:items-start"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={ids.location} className="mb-1 block text-sm font-bold">
          Location
        </label>
        <LocationCombobox
          didYouMean={copy.didYouMean}
          id={ids.location}
          value={location.value}
          onValueChange={(value) => {
            location.type(value);
            if (patternError) setPatternError(classifyLocationInput(value) === "invalid");
          }}
          onChoose={(place) => {
            search(place);
          }}
          invalid={Boolean(error)}
          describedBy={describedBy}
          inputRef={locationInput}
          adornment={
            <button
              type="button"
              onClick={() => void locateMe()}
              disabled={locating}
              aria-label="Use my current location"
              title="Use my current location"
              className="text-brand absolute top-0.5 right-0.5 flex size-11 items-center justify-center rounded-md hover:bg-black/5 disabled:opacity-50"
            >
              <svg
                viewBox="0 0 24 24"
                className={`size-5 ${locating ? "animate-pulse" : ""}`}
                aria-hidden="true"
              >
                <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
                <circle cx="12" cy="12" r="2.5" fill="currentColor" />
                <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          }
        />
        {error ? (
          <div id={ids.error} className="mt-1 text-sm" data-testid="location-error">
            <p className="font-bold text-red-700">{error}</p>
            {/* The URL's place is the one the search refused; a pattern error is about the field. */}
            {!patternError && params.location ? (
              <Suspense fallback={null}>
                <LocationHelp
                  copy={copy}
                  typed={params.location}
                  onChoose={(place) => {
                    search(place);
                  }}
                />
              </Suspense>
            ) : null}
          </div>
        ) : null}
        {fallback && !error ? (
          <div
            id={ids.notice}
            className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
            data-testid="location-fallback"
          >
            <p>
              {showBlocked ? copy.locationBlocked : withPlace(copy.locationFallback, defaultLocation.label)}
            </p>
            {showBlocked ? null : (
              <button
                type="button"
                onClick={() => void locateMe()}
                disabled={locating}
                className="text-brand min-h-11 font-bold underline underline-offset-4"
              >
                {copy.useMyLocation}
              </button>
            )}
          </div>
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={ids.text} className="mb-1 block text-sm font-bold">
          Restaurant or cuisine
        </label>
        <input
          id={ids.text}
          name="restaurantOrCuisine"
          value={text.value}
          onChange={(event) => {
            text.type(event.target.value);
          }}
          placeholder="Pizza, sushi, a restaurant's name…"
          maxLength={100}
          className={inputClass}
        />
      </div>
      <button type="submit" className="button-primary !min-h-12 md:mt-6">
        Search
      </button>
    </form>
  );
}
