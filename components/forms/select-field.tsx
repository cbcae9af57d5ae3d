"use client";

import type { Ref, SelectHTMLAttributes } from "react";
import { FieldError } from "./field-error";
import { FieldLabel } from "./field-label";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A labelled select with its error below, styled as the text field: a first empty choice
 * (`placeholder`) and the options given. The error is linked with aria-describedby and aria-invalid.
 */
export function SelectField({
  id,
  label,
  error,
  required,
  hint,
  placeholder,
  options,
  ref,
  ...select
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  placeholder: string;
  options: readonly SelectOption[];
  ref?: Ref<HTMLSelectElement>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "children">) {
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={hintId} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
        className="border-muted mt-1 block min-h-12 w-full rounded-lg border bg-white px-3 text-base aria-invalid:border-red-700"
        {...select}
        ref={ref}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
