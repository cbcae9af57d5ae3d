"use client";

import { useEffect, useRef, type ChangeEvent, type ChangeEventHandler } from "react";

/**
 * Browsers autofill saved emails and passwords, and quick typists type, before React has
 * hydrated a server-rendered form. The input then shows a value React's state never heard of,
 * and submitting says "This field is required." under a filled field. Once mounted, this hands
 * such a value to the field's own onChange, as if it had just been typed. The input is found by
 * its id, so the field's ref stays the form's own (it focuses the first invalid field).
 */
export function usePrehydrationValue(
  id: string,
  value: InputValue,
  onChange: ChangeEventHandler<HTMLInputElement> | undefined,
): void {
  // Read at mount only: afterwards every difference is an update React is already making.
  const atMount = useRef({ id, value, onChange });
  useEffect(() => {
    const { id: inputId, value: stateValue, onChange: handler } = atMount.current;
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement) || !handler || typeof stateValue !== "string") return;
    if (input.value === stateValue) return;
    // The handlers read event.target; a real change event cannot be replayed after hydration,
    // because React's value tracker already holds the autofilled value.
    handler({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
  }, []);
}

type InputValue = string | number | readonly string[] | undefined;
