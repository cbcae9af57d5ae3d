"use client";

import type { ChangeEvent } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";

/**
 * Props for a TextField, PasswordField or select bound to one of the form's string fields: its value,
 * its error (shown by the form's validation timing), and the ref the form focuses when the
 * field is the first invalid one.
 */
export function useTextField<In extends FieldValues, Out extends FieldValues>(
  control: Control<In, unknown, Out>,
  name: Path<In>,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: typeof field.value === "string" ? field.value : "",
    error: fieldState.error?.message,
    ref: field.ref,
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      field.onChange(event.target.value);
    },
  };
}

/** Props for a CheckboxField bound to one of the form's boolean fields. */
export function useCheckboxField<In extends FieldValues, Out extends FieldValues>(
  control: Control<In, unknown, Out>,
  name: Path<In>,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    checked: field.value === true,
    error: fieldState.error?.message,
    ref: field.ref,
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      field.onChange(event.target.checked);
    },
  };
}
