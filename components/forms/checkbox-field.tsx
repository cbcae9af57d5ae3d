import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldError } from "./field-error";
import { RequiredMark } from "./field-label";

/**
 * A checkbox with its label beside it (the label may hold links) and its error below, linked
 * by aria-describedby. The whole row is at least 44 px high, so it is easy to tap.
 */
export function CheckboxField({
  id,
  label,
  error,
  required,
  hint,
  ref,
  ...input
}: {
  id: string;
  label: ReactNode;
  /** For a caller that moves focus back to the box (the SMS consent dialog). */
  ref?: Ref<HTMLInputElement>;
  error?: string | null;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type">) {
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <div className="flex min-h-11 items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
          className="accent-brand mt-0.5 size-5 shrink-0 disabled:opacity-50"
          {...input}
        />
        <label htmlFor={id} className="leading-snug">
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="text-muted ml-8 text-sm">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
