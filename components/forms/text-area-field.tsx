"use client";

import type { Ref, TextareaHTMLAttributes } from "react";
import { FieldError } from "./field-error";
import { FieldLabel } from "./field-label";

/** A labelled multi-line field with its error below, wired as TextField wires an input. */
export function TextAreaField({
  id,
  label,
  error,
  ref,
  ...textarea
}: {
  id: string;
  label: string;
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={textarea.required} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className="border-muted mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base aria-invalid:border-red-700"
        {...textarea}
        ref={ref}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
