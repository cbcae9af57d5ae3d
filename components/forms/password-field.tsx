"use client";

import { useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from "react";
import { lockKeyWarning } from "@/shared/rules/lock-keys";
import { FieldError } from "./field-error";
import { FieldLabel } from "./field-label";
import { usePrehydrationValue } from "./use-prehydration-value";

/**
 * A password input with a show/hide switch and the caps-lock / num-lock warning of
 * public-and-shared §5, read from each key event's modifier state.
 */
export function PasswordField({
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
  /** The rules a new password must meet, shown before the first attempt rather than after it. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type">) {
  const [visible, setVisible] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const errorId = `${id}-error`;
  usePrehydrationValue(id, input.value, input.onChange);
  const warningId = `${id}-lock-warning`;

  function readLocks(event: KeyboardEvent<HTMLInputElement>) {
    setWarning(
      lockKeyWarning({
        capsLock: event.getModifierState("CapsLock"),
        numLock: event.getModifierState("NumLock"),
      }),
    );
  }

  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
      <div className="relative mt-1">
        <input
          id={id}
          type={visible ? "text" : "password"}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : null, warningId, errorId].filter(Boolean).join(" ")}
          onKeyDown={readLocks}
          onKeyUp={readLocks}
          className="border-muted block min-h-12 w-full rounded-lg border bg-white pr-20 pl-3 text-base aria-invalid:border-red-700"
          {...input}
          ref={ref}
        />
        <button
          type="button"
          className="text-brand absolute inset-y-1 right-1 rounded-md px-3 text-sm font-bold"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => {
            setVisible((shown) => !shown);
          }}
        >
          {visible ? "Hide" : "Show"}
          <span className="sr-only"> password</span>
        </button>
      </div>
      <p id={warningId} className="mt-1 text-sm font-bold text-amber-800" aria-live="polite">
        {warning ?? ""}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
