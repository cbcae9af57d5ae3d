"use client";

import { useCallback, type ChangeEvent } from "react";
import {
  useController,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
} from "react-hook-form";
import { attachFieldElement } from "./field-elements";
import { formWarmupListener } from "./form-warmup";

/** The form's control as its field hooks take it (what the submit receives does not matter to a field). */
export type FormControl<In extends FieldValues> = Control<In, unknown, unknown>;

/** The form's fields that may hold a V (a text field's string, a box's boolean). */
export type FieldOf<In extends FieldValues, V> = {
  [K in Path<In>]-?: V extends PathValue<In, K> ? K : never;
}[Path<In>] &
  Path<In>;

/** One field's current value, re-rendering the caller when it changes. */
export function useFieldValue<In extends FieldValues, N extends Path<In>>(
  control: FormControl<In>,
  name: N,
): PathValue<In, N> {
  return useWatch({ control, name });
}

/**
 * Runs one of react-hook-form's field events. They answer with the field's check (typed as
 * answering nothing), which rejects when the contract cannot load (a dropped connection). A check
 * the member's edit started then says nothing: the submit will say it (useFormSubmit).
 */
function quietly<Args extends unknown[]>(event: (...args: Args) => unknown, ...args: Args): void {
  const pending = event(...args);
  if (pending instanceof Promise) pending.catch(() => undefined);
}

/**
 * What every bound field carries, and a way to set its value as the member would (checked by
 * the form's timing). The ref tells react-hook-form (setError's and trigger's focus) and the
 * page-order focus where the field is, and warms the contract when the member first focuses or
 * presses the field. Listening on the element itself keeps every field component's props as they were.
 */
function useBoundField<In extends FieldValues, V>(control: FormControl<In>, name: FieldOf<In, V>) {
  const { field, fieldState } = useController({ control, name });
  const { ref: fieldRef, onBlur: fieldBlur, onChange: fieldChange } = field;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      fieldRef(element);
      attachFieldElement(control, name, element);
      // The same listener each time, so a ref called again adds nothing; it leaves with the element.
      const warm = formWarmupListener(control);
      element?.addEventListener("focusin", warm, { once: true });
      element?.addEventListener("pointerdown", warm, { once: true });
    },
    [control, name, fieldRef],
  );
  const onBlur = useCallback(() => {
    quietly(fieldBlur);
  }, [fieldBlur]);
  const set = useCallback(
    (value: V) => {
      quietly<[V]>(fieldChange, value);
    },
    [fieldChange],
  );
  return { props: { name, error: fieldState.error?.message, ref, onBlur }, value: field.value, set };
}

/**
 * Props for a TextField, PasswordField, TextAreaField or select bound to one of the form's
 * string fields: its value, its error (shown by the form's validation timing), and the ref the
 * form focuses when the field is the first invalid one.
 */
export function useTextField<In extends FieldValues>(control: FormControl<In>, name: FieldOf<In, string>) {
  const { props, value, set } = useBoundField<In, string>(control, name);
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      set(event.target.value);
    },
    [set],
  );
  return { ...props, value: typeof value === "string" ? value : "", onChange };
}

/**
 * A boolean field's props for a CheckboxField, and `setChecked` for a change the member makes
 * elsewhere (the SMS consent dialog's Cancel unticks the box).
 */
export function useCheckbox<In extends FieldValues>(control: FormControl<In>, name: FieldOf<In, boolean>) {
  const { props, value, set } = useBoundField<In, boolean>(control, name);
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      set(event.target.checked);
    },
    [set],
  );
  return { props: { ...props, checked: value === true, onChange }, setChecked: set };
}

/** Props for a CheckboxField bound to one of the form's boolean fields. */
export function useCheckboxField<In extends FieldValues>(
  control: FormControl<In>,
  name: FieldOf<In, boolean>,
) {
  return useCheckbox(control, name).props;
}
