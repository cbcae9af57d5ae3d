"use client";

import { useRef, useState, type ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "@/lib/client/api/http";
import { HumanCheckError } from "@/lib/client/browser/human-check-error";
import { focusFirstInvalid } from "./field-elements";

/** A submit that ends in a full page load keeps the form busy until the page goes. */
export type SubmitOutcome = "stay" | "leaving";

/**
 * Puts the server's field messages (a 400's `fields`) on the form's own fields, focusing the
 * first; a message for a field the form does not have is left to the form-level error. Each
 * holds until its field is checked again. Answers how many landed.
 */
function showServerFieldErrors<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  fields: Readonly<Record<string, string>>,
): number {
  const values = form.getValues();
  // The form's fields are flat: its values' keys are its fields' names.
  const isField = (name: string): name is Path<In> => Object.hasOwn(values, name);
  let shown = 0;
  for (const [name, message] of Object.entries(fields)) {
    if (!isField(name)) continue;
    form.setError(name, { type: "server", message }, { shouldFocus: shown === 0 });
    shown += 1;
  }
  return shown;
}

/**
 * The one submit every member form shares: the contract's validation first (an invalid form
 * shows `invalidMessage` and focuses its first invalid field in page order), then the call,
 * once: a second click or Enter while it runs does nothing. A failed call shows the server's
 * field messages on their fields and `failureMessage` for the rest.
 */
export function useFormSubmit<In extends FieldValues, Out>(
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

  function onInvalid(errors: FieldErrors<In>) {
    setFormError(options.invalidMessage ?? null);
    focusFirstInvalid(form.control, errors);
  }

  async function onSubmit() {
    try {
      await form.handleSubmit(onValid, onInvalid)();
    } catch (error) {
      // The contract could not be loaded to check the form (a dropped connection): say so.
      setFormError(options.failureMessage(error, 0));
    }
  }

  return { onSubmit, busy, formError, setFormError };
}
