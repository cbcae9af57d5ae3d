"use client";

import { useState } from "react";
import { shouldShowFieldError } from "@/lib/rules/form-validation-timing";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The field state the member forms share (public-and-shared §5): the values; each field's
 * error shown once the field was left, then on every change after a submit; and the server's
 * field messages, which win for a field until the member changes it again.
 *
 * `validate` runs on every render with the current values (a form may fold in state of its
 * own, like a ZIP check); `applyEdit` lets a form adjust other fields with an edit (no phone,
 * no SMS consent).
 */
export function useFieldForm<V extends Record<F, unknown>, F extends string>(options: {
  initial: () => V;
  isField: (name: string) => name is F;
  validate: (values: V) => FieldErrors<F>;
  applyEdit?: (current: V, field: F, value: V[F]) => V;
}) {
  const { isField, validate, applyEdit } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // Keyed by the names the server sent; only this form's fields are ever shown.
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string | undefined>>>({});

  const errors: FieldErrors<F> = validate(values);
  for (const [field, message] of Object.entries(serverErrors))
    if (message && isField(field)) errors[field] = message;

  const shown = (field: F): string | undefined =>
    shouldShowFieldError({ touched: touched[field] ?? false, submitted }) ? errors[field] : undefined;

  function set<K extends F>(field: K, value: V[K]) {
    setValues((current) => (applyEdit ? applyEdit(current, field, value) : { ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }

  function touch(field: F) {
    setTouched((current) => ({ ...current, [field]: true }));
  }

  /** Props for a text input bound to `field`; `onBlur` runs after the field is marked left. */
  const text = (field: F, onBlur?: () => void) => ({
    name: field,
    value: String(values[field]),
    error: shown(field),
    onChange: (event: { target: { value: string } }) => {
      // Text inputs are bound to the form's string fields only.
      set(field, event.target.value as V[F]);
    },
    onBlur: () => {
      touch(field);
      onBlur?.();
    },
  });

  /** The server's field messages, kept for the fields this form has; answers how many landed. */
  function showServerErrors(fields: Readonly<Record<string, string>>): number {
    const mapped = Object.entries(fields).filter(([name]) => isField(name));
    setServerErrors(Object.fromEntries(mapped));
    return mapped.length;
  }

  /** Starts over from `next` (after a save): nothing touched, nothing submitted. */
  function reset(next: V) {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }

  return {
    values,
    errors,
    shown,
    set,
    touch,
    text,
    submit: () => {
      setSubmitted(true);
    },
    showServerErrors,
    reset,
  };
}
