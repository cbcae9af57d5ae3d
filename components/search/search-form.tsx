"use client";

import { useId, useRef, useState, type SubmitEvent } from "react";
import { statusToast } from "@/components/ui/toasts";
import { writeStored } from "@/lib/client/browser/stored-values";
import { defaultLocation } from "@/lib/shared/constants";
import {
  currentLocationValue,
  locationPatternMessage,
  type MerchantSearchParams,
} from "@/lib/shared/contracts/merchants";
import { browserPosition, fallbackPosition } from "@/lib/client/browser-position";
import { classifyLocationInput } from "@/lib/shared/rules/location-input";

const placeReset = {
  latitude: undefined,
  longitude: undefined,
  bounds: undefined,
  pageNo: undefined,
} as const;

/** What the location input shows for the URL's place: a fallback point reads as the default place. */
export function locationText(params: MerchantSearchParams): string {
  if (params.location) return params.location;
  return params.latitude ? defaultLocation.label : "";
}

const inputClass =
  "bg-surface h-12 w-full rounded-lg border border-black/30 px-3 text-base outline-none focus-visible:border-[var(--brand-primary)] aria-invalid:border-red-700";

/**
 * Location ("city, state", ZIP or Current Location) and restaurant-or-cuisine inputs, with the
 * use-current-location button. Keyed by the URL's values by its parent, so Back resets it.
 */
export function SearchForm({
  params,
  navigate,
  apiLocationError,
}: {
  params: MerchantSearchParams;
  navigate: (next: MerchantSearchParams) => void;
  apiLocationError: string | null;
}) {
  const [location, setLocation] = useState(locationText(params));
  const [text, setText] = useState(params.restaurantOrCuisine ?? "");
  const [patternError, setPatternError] = useState(false);
  const [locating, setLocating] = useState(false);
  const locationInput = useRef<HTMLInputElement>(null);
  const ids = { location: useId(), text: useId(), error: useId() };
  const error = patternError ? locationPatternMessage : apiLocationError;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const kind = classifyLocationInput(location);
    if (kind === "invalid") {
      setPatternError(true);
      locationInput.current?.focus();
      return;
    }
    setPatternError(false);
    const restaurantOrCuisine = text.trim() || undefined;
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
    const place = location.trim();
    writeStored("manualSearchLocation", place);
    navigate({ ...params, ...placeReset, location: place, restaurantOrCuisine });
  }

  async function locateMe() {
    setLocating(true);
    setPatternError(false);
    writeStored("manualSearchLocation", "");
    const restaurantOrCuisine = text.trim() || undefined;
    try {
      const position = await browserPosition();
      setLocation(currentLocationValue);
      navigate({
        ...params,
        ...placeReset,
        location: currentLocationValue,
        latitude: String(position.latitude),
        longitude: String(position.longitude),
        restaurantOrCuisine,
      });
    } catch {
      const position = await fallbackPosition();
      setLocation(defaultLocation.label);
      statusToast(
        "warning",
        `We couldn't get your location, so we're showing restaurants near ${defaultLocation.label}.`,
      );
      navigate({
        ...params,
        ...placeReset,
        location: undefined,
        latitude: String(position.latitude),
        longitude: String(position.longitude),
        restaurantOrCuisine,
      });
    } finally {
      setLocating(false);
    }
  }

  return (
    <form
      role="search"
      aria-label="Restaurants"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 md:flex-row md:items-start"
    >
      <div className="flex-1">
        <label htmlFor={ids.location} className="mb-1 block text-sm font-bold">
          Location
        </label>
        <div className="relative">
          <input
            ref={locationInput}
            id={ids.location}
            name="location"
            value={location}
            onChange={(event) => {
              setLocation(event.target.value);
              if (patternError) setPatternError(classifyLocationInput(event.target.value) === "invalid");
            }}
            placeholder="City, state or ZIP code"
            autoComplete="address-level2"
            maxLength={100}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            className={`${inputClass} pr-12`}
            data-testid="location-input"
          />
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
        </div>
        {error ? (
          <p id={ids.error} className="mt-1 text-sm font-bold text-red-700" data-testid="location-error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex-1">
        <label htmlFor={ids.text} className="mb-1 block text-sm font-bold">
          Restaurant or cuisine
        </label>
        <input
          id={ids.text}
          name="restaurantOrCuisine"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
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
