"use client";

import type { InputHTMLAttributes, Ref } from "react";
import { FieldError } from "./field-error";
import { FieldLabel } from "./field-label";
import { usePrehydrationValue } from "./use-prehydration-value";

/**
 * A labelled input with its error below. Required fields show an asterisk (the form states
 * "* Required field" once); the error is linked with aria-describedby and aria-invalid.
 */
export function TextField({
  id,
  label,
  error,
  required,
  hint,
  ref,
  ...input
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  const errorId = `${id}-error`;
  usePrehydrationValue(id, input.value, input.onChange);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={hintId} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
        className="border-muted mt-1 block min-h-12 w-full rounded-lg border bg-white px-3 text-base aria-invalid:border-red-700"
        {...input}
        ref={ref}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
