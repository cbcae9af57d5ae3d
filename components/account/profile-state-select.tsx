import type { Ref, SelectHTMLAttributes } from "react";
import { FieldError } from "@/components/forms/field-error";
import { FieldLabel } from "@/components/forms/field-label";
import { usStateCodes } from "@/shared/contracts/member-update-values";

/**
 * The state select (account-center §5: US state and territory codes plus empty), styled as the
 * shared text field so the address block reads as one.
 */
export function ProfileStateSelect({
  id,
  label,
  error,
  required,
  ref,
  ...select
}: {
  id: string;
  label: string;
  error?: string | null | undefined;
  /** The form focuses the select when it is the first invalid field. */
  ref?: Ref<HTMLSelectElement>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "children">) {
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        autoComplete="address-level1"
        className="border-muted mt-1 block min-h-12 w-full rounded-lg border bg-white px-3 text-base aria-invalid:border-red-700"
        {...select}
        ref={ref}
      >
        <option value="">Choose…</option>
        {usStateCodes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
