"use client";

import { useCallback, useSyncExternalStore, type ChangeEvent } from "react";
import type { FieldControl, FieldName, FieldOf } from "./form-store";

/** One field's current value, re-rendering the caller when it changes (and only then). */
export function useFieldValue<In, N extends FieldName<In>>(control: FieldControl<In>, name: N): In[N] {
  const read = () => control.getValue(name);
  return useSyncExternalStore(control.subscribe, read, read);
}

/**
 * What every bound field carries: its name, error, the ref focused when first invalid, and blur.
 * The ref also tells the form when the member first focuses or presses the field, so the
 * contract loads then rather than while the page hydrates (Lighthouse's TBT window). Listening
 * on the element itself keeps every field component's props as they were.
 */
function useBoundField<In>(control: FieldControl<In>, name: FieldName<In>) {
  const readError = () => control.getError(name);
  const error = useSyncExternalStore(control.subscribe, readError, readError);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      control.attach(name, element);
      // The same listener each time, so a ref called again adds nothing; it leaves with the element.
      element?.addEventListener("focusin", control.engage, { once: true });
      element?.addEventListener("pointerdown", control.engage, { once: true });
    },
    [control, name],
  );
  const onBlur = useCallback(() => {
    control.blur(name);
  }, [control, name]);
  return { name, error, ref, onBlur };
}

/**
 * Props for a TextField, PasswordField, TextAreaField or select bound to one of the form's
 * string fields: its value, its error (shown by the form's validation timing), and the ref the
 * form focuses when the field is the first invalid one.
 */
export function useTextField<In>(control: FieldControl<In>, name: FieldOf<In, string>) {
  const value = useFieldValue(control, name);
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      control.change<string>(name, event.target.value);
    },
    [control, name],
  );
  return { ...useBoundField(control, name), value: typeof value === "string" ? value : "", onChange };
}

/** Props for a CheckboxField bound to one of the form's boolean fields. */
export function useCheckboxField<In>(control: FieldControl<In>, name: FieldOf<In, boolean>) {
  const checked = useFieldValue(control, name) === true;
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      control.change<boolean>(name, event.target.checked);
    },
    [control, name],
  );
  return { ...useBoundField(control, name), checked, onChange };
}
