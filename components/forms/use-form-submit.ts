"use client";

import { useRef, useState, type BaseSyntheticEvent, type ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "@/lib/client/api/http";
import { HumanCheckError } from "@/lib/client/browser/recaptcha";

/** A submit that ends in a full page load keeps the form busy until the page goes. */
export type SubmitOutcome = "stay" | "leaving";

/**
 * Puts the server's field messages (a 400's `fields`) on the form's own fields, focusing the
 * first; a message for a field the form does not have is left to the form-level error.
 * Answers how many landed.
 */
function showServerFieldErrors<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  fields: Readonly<Record<string, string>>,
): number {
  const own = new Set(Object.keys(form.getValues()));
  const mapped = Object.entries(fields).filter(([name]) => own.has(name));
  mapped.forEach(([name, message], index) => {
    // The names were checked against the form's values just above.
    form.setError(name as Path<In>, { type: "server", message }, { shouldFocus: index === 0 });
  });
  return mapped.length;
}

/**
 * The one submit every member form shares: the contract's validation first (an invalid form
 * shows `invalidMessage` and focuses its first invalid field), then the call, once: a second
 * click or Enter while it runs does nothing. A failed call shows the server's field messages
 * on their fields and `failureMessage` for the rest.
 */
export function useFormSubmit<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  options: {
    submit: (values: Out) => Promise<SubmitOutcome | undefined>;
    invalidMessage?: ReactNode;
    failureMessage: (error: unknown, fieldMessagesShown: number) => ReactNode;
  },
) {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<ReactNode>(null);

  async function onValid(values: Out) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFormError(null);
    let outcome: SubmitOutcome | undefined;
    try {
      outcome = await options.submit(values);
    } catch (error) {
      const shown = error instanceof ApiError ? showServerFieldErrors(form, error.fields) : 0;
      // A human check that could not run says why in the spec's words ("reCaptcha is not in ready state.").
      setFormError(error instanceof HumanCheckError ? error.message : options.failureMessage(error, shown));
    } finally {
      if (outcome !== "leaving") {
        inFlight.current = false;
        setBusy(false);
      }
    }
  }

  function onInvalid() {
    setFormError(options.invalidMessage ?? null);
  }

  async function onSubmit(event?: BaseSyntheticEvent) {
    await form.handleSubmit(onValid, onInvalid)(event);
  }

  return { onSubmit, busy, formError, setFormError };
}
