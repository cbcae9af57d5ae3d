"use client";

import { useEffect, useRef, type ChangeEvent, type ChangeEventHandler } from "react";

/**
 * Browsers autofill saved emails and passwords, and quick typists type, before React has
 * hydrated a server-rendered form. The input then shows a value React's state never heard of,
 * and submitting says "This field is required." under a filled field. Once mounted, this hands
 * such a value to the field's own onChange, as if it had just been typed.
 */
export function usePrehydrationValue(
  value: InputValue,
  onChange: ChangeEventHandler<HTMLInputElement> | undefined,
) {
  const ref = useRef<HTMLInputElement>(null);
  // Read at mount only: afterwards every difference is an update React is already making.
  const atMount = useRef({ value, onChange });
  useEffect(() => {
    const input = ref.current;
    const { value: stateValue, onChange: handler } = atMount.current;
    if (!input || !handler || typeof stateValue !== "string" || input.value === stateValue) return;
    // The handlers read event.target; a real change event cannot be replayed after hydration,
    // because React's value tracker already holds the autofilled value.
    handler({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
  }, []);
  return ref;
}

type InputValue = string | number | readonly string[] | undefined;
